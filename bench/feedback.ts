// Feedback service benchmark: accepted posts per second and latency percentiles on loopback, straight
// to the service and through the production nginx config, each with a fresh SQLite file.
// usage: npm run bench:feedback [-- --seconds 10 --connections 32]
import {spawn, type ChildProcess} from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {openStore} from '../services/feedback/store';
import {percentile} from './stats';
import {freePort} from '../scripts/ports.mjs';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const seconds = arg('seconds', 10);
const connections = arg('connections', 32);

async function waitFor(url: string) {
  for (let i = 0; i < 100; i++) {
    if (
      await fetch(url).then(
        () => true,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${url} did not answer`);
}

async function load(url: string) {
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const t0 = performance.now();
      const res = await fetch(url, {
        method: 'POST',
        headers: {'content-type': 'application/json'},
        body: JSON.stringify({id: crypto.randomUUID(), message: 'Benchmark message about a torque value.', pageUrl: '/docs/guides/'}),
      }).catch(() => null);
      if (res?.status === 201) latencies.push(performance.now() - t0);
      else errors++;
      await res?.arrayBuffer().catch(() => undefined);
    }
  };
  await Promise.all(Array.from({length: connections}, worker));
  latencies.sort((a, b) => a - b);
  return {accepted: latencies.length, errors, perSecond: latencies.length / seconds, p50: percentile(latencies, 50), p99: percentile(latencies, 99)};
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-bench-feedback-'));
  const servicePort = await freePort();
  const nginxPort = await freePort();
  const children: ChildProcess[] = [];
  const db = path.join(dir, 'feedback.sqlite');
  try {
    children.push(
      spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'services/feedback/server.ts'], {
        stdio: 'ignore',
        env: {...process.env, FEEDBACK_PORT: String(servicePort), FEEDBACK_DB: db, FEEDBACK_RATE_MAX: '100000000'},
      }),
    );
    await waitFor(`http://127.0.0.1:${servicePort}/api/feedback/health`);
    const direct = await load(`http://127.0.0.1:${servicePort}/api/feedback`);

    if (!fs.existsSync('build/index.html')) throw new Error('build/ is missing: run npm run build first');
    children.push(
      spawn('bash', ['deploy/serve.sh', String(nginxPort)], {
        stdio: 'ignore',
        env: {...process.env, PITBASE_FEEDBACK_UPSTREAM: `127.0.0.1:${servicePort}`},
      }),
    );
    await waitFor(`http://127.0.0.1:${nginxPort}/`);
    const proxied = await load(`http://127.0.0.1:${nginxPort}/api/feedback`);

    const store = openStore(db);
    const stored = store.count();
    store.close();
    console.log(`Feedback service on loopback: ${connections} connections, ${seconds} s per run, SQLite synchronous=FULL (WAL)`);
    for (const [label, r] of [
      ['service direct', direct],
      ['through nginx', proxied],
    ] as const) {
      console.log(
        `${label.padEnd(15)} ${r.perSecond.toFixed(0)} accepted posts/s, p50 ${r.p50.toFixed(2)} ms, p99 ${r.p99.toFixed(2)} ms, errors ${r.errors}`,
      );
    }
    console.log(
      `stored rows ${stored} = accepted ${direct.accepted + proxied.accepted}: ${stored === direct.accepted + proxied.accepted ? 'yes' : 'NO'}`,
    );
  } finally {
    for (const child of children) child.kill('SIGQUIT');
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
