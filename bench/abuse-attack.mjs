// One attacker for `npm run bench:abuse`, from one loopback address, bounded in sockets, requests and time.
// usage: node bench/abuse-attack.mjs slow-headers|range-flood|slow-body PORT SECONDS [FROM_ADDRESS]
//   slow-headers  keeps 1,000 sockets sending a request's headers one line every 5 s, reopening any closed
//   range-flood   4 connections asking /search-index.json for 5,000 one-byte ranges, again and again
//   slow-body     keeps 1,000 sockets posting a 16 KB feedback body one byte a second, reopening any closed
// Prints one JSON line: sockets opened, requests sent and answers seen, by status, requests a second and the
// attacker's own CPU time (ms) over its run.
import http from 'node:http';
import net from 'node:net';

const [kind, portArg, secondsArg = '10', from = '127.0.0.2'] = process.argv.slice(2);
const port = Number(portArg);
const seconds = Math.min(Number(secondsArg), 120);
if (!['slow-headers', 'range-flood', 'slow-body'].includes(kind) || !port) {
  console.error('usage: node bench/abuse-attack.mjs slow-headers|range-flood|slow-body PORT SECONDS [FROM]');
  process.exit(2);
}
if (!/^127\./.test(from)) throw new Error('attacks come from loopback only');

const started = Date.now();
const end = started + seconds * 1000;
const MAX_SOCKETS = 1000;
const MAX_OPENS = 50_000;
const stats = {kind, opened: 0, requests: 0, answers: {}};
const seen = (status) => (stats.answers[status] = (stats.answers[status] ?? 0) + 1);
const timers = new Set();

function slowSocket(first, drip, every) {
  if (Date.now() >= end || stats.opened >= MAX_OPENS) return;
  stats.opened++;
  const socket = net.connect({port, host: '127.0.0.1', localAddress: from});
  let timer;
  socket.on('connect', () => {
    stats.requests++;
    socket.write(first);
    timer = setInterval(() => socket.writable && socket.write(drip), every);
    timers.add(timer);
  });
  socket.once('data', (d) => seen(d.toString('latin1').match(/^HTTP\/1\.\d (\d{3})/)?.[1] ?? 'other'));
  socket.on('error', () => {});
  socket.on('close', () => {
    clearInterval(timer);
    timers.delete(timer);
    if (Date.now() < end) setTimeout(() => slowSocket(first, drip, every), 50);
  });
  open.add(socket);
  socket.on('close', () => open.delete(socket));
}
const open = new Set();

if (kind === 'slow-headers') {
  for (let i = 0; i < MAX_SOCKETS; i++) slowSocket('GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n', 'X-Slow: 1\r\n', 5_000);
} else if (kind === 'slow-body') {
  const head = 'POST /api/feedback HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 16000\r\n\r\n';
  for (let i = 0; i < MAX_SOCKETS; i++) slowSocket(head, ' ', 1_000);
} else {
  const ranges = `bytes=${Array.from({length: 5000}, (_, i) => `${i * 2}-${i * 2}`).join(',')}`;
  const agent = new http.Agent({keepAlive: true, maxSockets: 4, localAddress: from});
  await Promise.all(
    Array.from({length: 4}, async () => {
      while (Date.now() < end && stats.requests < 200_000) {
        stats.requests++;
        await new Promise((resolve) => {
          const req = http.get({host: '127.0.0.1', port, path: '/search-index.json', agent, headers: {range: ranges}, timeout: 10_000}, (res) => {
            seen(res.statusCode);
            res.on('data', () => {});
            res.on('end', resolve);
            res.on('error', resolve);
          });
          req.on('timeout', () => req.destroy());
          req.on('error', () => {
            seen('error');
            resolve();
          });
        });
      }
    }),
  );
  agent.destroy();
}

if (kind !== 'range-flood') await new Promise((r) => setTimeout(r, Math.max(0, end - Date.now())));
for (const t of timers) clearInterval(t);
for (const s of open) s.destroy();
const {user, system} = process.cpuUsage();
stats.perSecond = Math.round(stats.requests / ((Date.now() - started) / 1000));
stats.cpuMs = Math.round((user + system) / 1000);
console.log(JSON.stringify(stats));
process.exit(0);
