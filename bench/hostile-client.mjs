// The one-address client of hostile.mjs: 'unique' makes every request a new query for a large list (the hostile
// client), 'plain' repeats one ordinary query at the same pace (the comparison). Prints its counts as JSON.
import autocannon from 'autocannon';

const [base, seconds, connections, mode, address, offset] = process.argv.slice(2);
const HEAT = ['all', 'mild', 'medium', 'hot', 'superhot'];
const TERMS = ['a', 'e', 'i', 'o', 'r', 'n', 'an', 'er', 'in', 'ch'];
let i = Number(offset);
const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: { 'accept-encoding': 'br, gzip', 'x-forwarded-for': address },
  requests: [
    {
      setupRequest: (req) => {
        if (mode === 'plain') return { ...req, path: '/api/peppers?page=1&limit=20&search=hab' };
        i += 1;
        const path = `/api/peppers?limit=${1 + (i % 100)}&page=${1 + (Math.floor(i / 100) % 5)}&heatLevel=${HEAT[Math.floor(i / 500) % 5]}&search=${TERMS[Math.floor(i / 2500) % 10]}`;
        return { ...req, path };
      },
    },
  ],
});
process.stdout.write(
  JSON.stringify({ total: result.requests.total, refused: result.statusCodeStats?.['429']?.count ?? 0 }),
);
