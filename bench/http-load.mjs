// A closed-loop load on keep-alive connections, with Node's own HTTP client: its parser is native, and each
// answer's bytes are read and dropped. autocannon appends every body to a string (to check bodies this bench never
// checks); for a 40 KB answer that cost it more than the server's work, so a large answer measured the load
// generator: a bare Node server sending 41 KB of stored bytes read 0.07 of its hello route under autocannon, 0.5
// under this client.
import http from 'node:http';
import { performance } from 'node:perf_hooks';

/**
 * Sends GET `url` from `connections` connections, each sending the next request once its response is in, for
 * `seconds`. Returns the requests per second, the 99th percentile latency (ms), and the responses not 2xx.
 */
export async function load(url, { connections = 20, seconds = 2, headers = {} } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  let non2xx = 0;
  let errors = 0;
  const one = () =>
    new Promise((resolve) => {
      const sent = performance.now();
      let done = false;
      const finish = (answered) => {
        if (done) return;
        done = true;
        if (answered) latencies.push(performance.now() - sent);
        else errors += 1;
        resolve();
      };
      const request = http.get(url, { agent, headers }, (res) => {
        if (res.statusCode < 200 || res.statusCode >= 300) non2xx += 1;
        res.on('end', () => finish(true));
        res.on('close', () => finish(false));
        res.resume();
      });
      request.setTimeout(10_000, () => request.destroy());
      request.on('error', () => finish(false));
    });
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) await one();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: { average: latencies.length / elapsed },
    latency: { p99: Math.round(latencies[Math.floor(latencies.length * 0.99)] ?? 0) },
    non2xx: non2xx + errors,
  };
}
