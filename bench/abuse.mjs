// `npm run bench:abuse`: each attack of issue 25 against the production nginx config on loopback, while a
// well-behaved reader browses; prints the reader's requests/s, p99 latency and errors beside a run with no
// attack. Every socket goes to 127.0.0.1; attackers come from 127.0.0.2 and stop after --seconds.
// usage: npm run bench:abuse -- [--seconds 6] [--rounds 3] [--concurrency 8] [--template deploy/nginx.conf] [--only slow-headers]
//   --template renders another nginx.conf (e.g. an older one from git show) to compare before and after.
//   Each round runs the reader alone, then under each attack; the figures are medians over the rounds, so a
//   busy spell on a shared machine does not land on one run only. Errors are summed.
import {execFileSync, spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import {freePort} from '../scripts/ports.mjs';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const seconds = Math.min(Number(arg('seconds', '6')), 60);
const concurrency = Math.min(Number(arg('concurrency', '8')), 64);
const rounds = Math.min(Number(arg('rounds', '3')), 10);
const template = path.resolve(arg('template', 'deploy/nginx.conf'));
const only = arg('only');
const ATTACKS = ['slow-headers', 'range-flood', 'slow-body'].filter((a) => !only || a === only);

if (!fs.existsSync('build/index.html')) {
  console.error('bench:abuse: build/ is missing: run npm run build first');
  process.exit(1);
}

const port = await freePort();
const runtime = path.resolve(`.tmp/abuse-${port}`);
const nginxBin = fs.existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const conf = execFileSync(
  process.execPath,
  ['deploy/render-config.mjs', '--port', String(port), '--runtime', runtime, '--template', template, '--feedback', '127.0.0.1:9'],
  {encoding: 'utf8'},
).trim();
const nginx = spawn(nginxBin, ['-p', runtime, '-e', `${runtime}/error.log`, '-c', conf, '-g', 'daemon off;'], {stdio: 'inherit'});
const stopNginx = () => nginx.exitCode === null && nginx.kill('SIGQUIT');
process.on('exit', stopNginx);
for (let i = 0; i < 100; i++) {
  const up = await new Promise((resolve) => {
    const s = net.connect(port, '127.0.0.1', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
  });
  if (up) break;
  await new Promise((r) => setTimeout(r, 100));
}

/** Runs a bench script; `done` resolves with the last JSON line it printed, `pid` is there for CPU sampling. */
const runNode = (args) => {
  const child = spawn(process.execPath, args, {stdio: ['ignore', 'pipe', 'inherit']});
  let out = '';
  child.stdout.on('data', (d) => (out += d));
  const done = new Promise((resolve, reject) =>
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`${args[0]} exited ${code}`)))),
  );
  return {pid: child.pid, done};
};

// CPU time in ms from /proc: of one process (user + system), of nginx (master and workers), and of the whole
// machine (busy and total, summed over the cores), so each run can say who had the two cores.
const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], {encoding: 'utf8'}).trim() || 100);
const procCpuMs = (pid) => {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return 0;
  }
};
const nginxPids = () =>
  fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return fs.readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1] === String(nginx.pid);
      } catch {
        return false;
      }
    })
    .concat(String(nginx.pid));
const machineCpuMs = () => {
  const [, ...t] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = t[3] + t[4];
  const total = t.reduce((a, b) => a + b, 0);
  return {busy: (total - idle) * TICK_MS, total: total * TICK_MS};
};
// An attacker may exit a moment before a slow reader does: its last reading stands for the end of the run.
const lastSeen = new Map();
const attackerCpuMs = (pid) => {
  const ms = procCpuMs(pid);
  if (ms) lastSeen.set(pid, ms);
  return lastSeen.get(pid) ?? 0;
};
setInterval(() => [...lastSeen.keys()].forEach(attackerCpuMs), 200).unref();
const cpuSnapshot = (attackerPid) => ({
  at: performance.now(),
  nginx: nginxPids().reduce((sum, pid) => sum + procCpuMs(pid), 0),
  attacker: attackerPid ? attackerCpuMs(attackerPid) : 0,
  machine: machineCpuMs(),
});
/** Shares of one core (%) during a reader run; `others` is what the rest of the machine used meanwhile. */
const cpuShares = (a, b, readerCpuMs) => {
  const wall = b.at - a.at;
  const pct = (ms) => Math.round((100 * ms) / wall);
  const nginxMs = b.nginx - a.nginx;
  const attackerMs = b.attacker - a.attacker;
  const busyMs = b.machine.busy - a.machine.busy;
  return {
    nginx: pct(nginxMs),
    reader: pct(readerCpuMs),
    attacker: pct(attackerMs),
    others: pct(Math.max(0, busyMs - nginxMs - attackerMs - readerCpuMs)),
    idle: pct(b.machine.total - a.machine.total - busyMs),
  };
};

const reader = async (attackerPid) => {
  const before = cpuSnapshot(attackerPid);
  const result = await runNode(['bench/abuse-client.mjs', String(port), String(seconds), String(concurrency)]).done;
  return {...result, cpu: cpuShares(before, cpuSnapshot(attackerPid), result.cpuMs)};
};

const runs = {'no attack': []};
for (const a of ATTACKS) runs[a] = [];
const attackers = {};
for (let round = 0; round < rounds; round++) {
  runs['no attack'].push(await reader());
  for (const attack of ATTACKS) {
    const attacker = runNode(['bench/abuse-attack.mjs', attack, String(port), String(seconds + 3), '127.0.0.2']);
    await new Promise((r) => setTimeout(r, 2_000));
    runs[attack].push(await reader(attacker.pid));
    attackers[attack] = await attacker.done;
    await new Promise((r) => setTimeout(r, 1_500));
  }
}
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const rows = Object.entries(runs).map(([run, results]) => ({
  run,
  rps: median(results.map((r) => r.rps)),
  p50: median(results.map((r) => r.p50)),
  p99: median(results.map((r) => r.p99)),
  errors: results.reduce((n, r) => n + r.errors, 0),
  errorKinds: results.reduce((sum, r) => {
    for (const [k, n] of Object.entries(r.errorKinds)) sum[k] = (sum[k] ?? 0) + n;
    return sum;
  }, {}),
  each: results.map((r) => Math.round(r.rps)).join('/'),
  attacker: attackers[run],
  cpu: Object.fromEntries(Object.keys(results[0].cpu).map((k) => [k, median(results.map((r) => r.cpu[k]))])),
  perCpuSecond: median(results.map((r) => r.rps / ((r.cpu.nginx + r.cpu.reader) / 100))),
}));
stopNginx();

const base = rows[0].rps;
console.log(
  `\nbench:abuse  template ${path.relative(process.cwd(), template)}  reader: ${concurrency} loops, new connection per request, ${seconds} s per run, median of ${rounds} rounds\n`,
);
console.log('run            req/s   of baseline   p50 ms   p99 ms   errors   req/s each round');
for (const r of rows) {
  console.log(
    `${r.run.padEnd(13)} ${r.rps.toFixed(0).padStart(6)}   ${`${((100 * r.rps) / base).toFixed(0)}%`.padStart(11)}   ${r.p50.toFixed(1).padStart(6)}   ${r.p99.toFixed(1).padStart(6)}   ${String(r.errors).padStart(6)}   ${r.each}${r.errors ? `  ${JSON.stringify(r.errorKinds)}` : ''}`,
  );
}
for (const r of rows.slice(1)) console.log(`  attacker ${r.run}: ${JSON.stringify(r.attacker)}`);
// Reader requests per CPU second spent by the reader and nginx: if an attack leaves it where it was without attack,
// the reader lost throughput because it got less CPU time, not because each of its requests cost more.
console.log(
  '\nCPU during the reader runs, % of one core (2 cores = 200%), medians: nginx, reader, attacker, the rest of the machine, idle;\n' +
    'and reader requests per CPU second of nginx + reader',
);
for (const r of rows) {
  const c = r.cpu;
  console.log(
    `  ${r.run.padEnd(13)} nginx ${c.nginx}%  reader ${c.reader}%  attacker ${c.attacker}%  others ${c.others}%  idle ${c.idle}%  ${Math.round(r.perCpuSecond)} req per CPU s`,
  );
}
