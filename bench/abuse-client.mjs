// The well-behaved reader for `npm run bench:abuse`: CONCURRENCY loops, each fetching pages and assets from the
// request mix over a new connection per request (like many separate visitors), for SECONDS. Prints one JSON
// line: requests, requests/s, p50/p99 latency (ms) and errors (failed connections, timeouts, non-2xx answers).
// usage: node bench/abuse-client.mjs PORT SECONDS CONCURRENCY
import http from 'node:http';
import {requestMix} from './load.mjs';

const [port, seconds = '5', concurrency = '8'] = process.argv.slice(2).map(Number);
if (!port) throw new Error('usage: node bench/abuse-client.mjs PORT SECONDS CONCURRENCY');
const paths = requestMix('build');
const latencies = [];
const errorKinds = {};
let errors = 0;
const fail = (kind) => {
  errors++;
  errorKinds[kind] = (errorKinds[kind] ?? 0) + 1;
};

function one(path) {
  return new Promise((resolve) => {
    const start = performance.now();
    const req = http.get({host: '127.0.0.1', port, path, agent: false, headers: {'accept-encoding': 'gzip'}, timeout: 5_000}, (res) => {
      res.on('data', () => {});
      res.on('end', () => {
        if (res.statusCode >= 200 && res.statusCode < 400) latencies.push(performance.now() - start);
        else fail(`status ${res.statusCode}`);
        resolve();
      });
      res.on('error', (e) => {
        fail(e.code ?? 'response error');
        resolve();
      });
    });
    req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), {code: 'timeout (5 s)'})));
    req.on('error', (e) => {
      fail(e.code ?? e.message);
      resolve();
    });
  });
}

const end = Date.now() + seconds * 1000;
let next = Math.floor(Math.random() * paths.length);
await Promise.all(
  Array.from({length: concurrency}, async () => {
    while (Date.now() < end) await one(paths[next++ % paths.length]);
  }),
);
latencies.sort((a, b) => a - b);
const pct = (p) => (latencies.length ? latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] : NaN);
// The reader's own CPU time (user + system, ms) over its run, so the bench can tell the reader's, nginx's and the
// attacker's shares of the two cores apart.
const {user, system} = process.cpuUsage();
console.log(
  JSON.stringify({
    requests: latencies.length,
    rps: latencies.length / seconds,
    p50: pct(50),
    p99: pct(99),
    errors,
    errorKinds,
    cpuMs: Math.round((user + system) / 1000),
  }),
);
