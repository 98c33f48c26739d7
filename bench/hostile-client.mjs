// The one-address client of hostile.mjs, run in a process of its own. 'hostile' sends, one after another on
// each connection, a new query for a large list, a new 100-character as-you-type suggestion and a journal
// photo (a 36 MP JPEG), never waiting for Retry-After; 'renders' requests pages nobody has requested (unknown
// ids, half of them for a host name of their own); 'plain' repeats one ordinary search. Prints its counts as JSON.
import fs from 'node:fs';
import autocannon from 'autocannon';

const [base, seconds, connections, mode, address, offset, photoFile] = process.argv.slice(2);
const count = (result, code) => result.statusCodeStats?.[code]?.count ?? 0;
const HEAT = ['all', 'mild', 'medium', 'hot', 'very-hot', 'superhot'];
const TERMS = ['a', 'e', 'i', 'o', 'r', 'n', 'an', 'er', 'in', 'ch'];
const LETTERS = 'abcdefghijklmnopqrstuvwxyz';
const origin = new URL(base).origin;
const common = { 'accept-encoding': 'br, gzip', 'x-forwarded-for': address };

/** A session with a planting of its own, so the journal photos are really processed and stored. */
async function plantingWithSession() {
  const first = await (await fetch(`${base}/api/peppers?page=1&limit=1`, { headers: common })).json();
  const res = await fetch(`${base}/api/garden/plantings`, {
    method: 'POST',
    headers: { ...common, origin, 'content-type': 'application/json' },
    body: JSON.stringify({
      pepperId: first.peppers[0].id,
      count: 1,
      place: 'container',
      label: 'Bench',
      sownOn: '2026-03-01',
    }),
  });
  if (res.status !== 201) throw new Error(`planting: ${res.status} ${await res.text()}`);
  const cookie = res.headers.get('set-cookie').split(';')[0];
  return { cookie, id: (await res.json()).id };
}

let i = Number(offset);
const search = () => {
  i += 1;
  return `/api/peppers?limit=${1 + (i % 100)}&page=${1 + (Math.floor(i / 100) % 5)}&heatLevel=${HEAT[Math.floor(i / 500) % 5]}&search=${TERMS[Math.floor(i / 2500) % 10]}`;
};
const suggest = () => {
  i += 1;
  let q = '';
  for (let n = i; q.length < 100; n = Math.floor(n / 26) + q.length * 7) q += LETTERS[n % 26];
  return `/api/peppers/suggest?q=${q}`;
};

let requests;
if (mode === 'renders') {
  // A forced-render flood: every request a page nobody has requested (an unknown id, whose not-found page is
  // rendered), every other one for a host name of its own.
  requests = [
    {
      setupRequest: (req) => {
        i += 1;
        const headers = { ...req.headers, accept: 'text/html' };
        if (i % 2) headers['x-forwarded-host'] = `h${i}.example`;
        return { ...req, method: 'GET', path: `/peppers/zz${i}`, headers, body: undefined };
      },
    },
  ];
} else if (mode === 'plain') {
  requests = [{ setupRequest: (req) => ({ ...req, path: '/api/peppers?page=1&limit=20&search=hab' }) }];
} else {
  const { cookie, id } = await plantingWithSession();
  const photo = JSON.stringify({
    date: '2026-04-01',
    note: 'Flowers',
    photo: `data:image/jpeg;base64,${fs.readFileSync(photoFile).toString('base64')}`,
  });
  let turn = 0;
  requests = [
    {
      setupRequest: (req) => {
        turn += 1;
        if (turn % 3 === 0)
          return {
            ...req,
            method: 'POST',
            path: `/api/garden/plantings/${id}/entries`,
            headers: { ...req.headers, cookie, origin, 'content-type': 'application/json' },
            body: photo,
          };
        return { ...req, method: 'GET', path: turn % 3 === 1 ? search() : suggest(), body: undefined };
      },
    },
  ];
}

const result = await autocannon({
  url: base,
  connections: Number(connections),
  duration: Number(seconds),
  headers: common,
  requests,
});
process.stdout.write(
  JSON.stringify({
    total: result.requests.total,
    refused: count(result, '429'),
    unknownHost: count(result, '400'),
    rendered: count(result, '200') + count(result, '404'),
    serverErrors: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => Number(code) >= 500)
      .reduce((sum, [, { count }]) => sum + count, 0),
    broken: result.errors,
  }),
);
