#!/usr/bin/env node
// `npm run bench:load`: requests per second and latency for a 10-second wrk run over every page and asset,
// served by the production nginx config; the stock Docusaurus site from `npm run bench` beside it when built.
import {spawn} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import {runWrk} from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const {port} = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function serve(dir) {
  const port = await freePort();
  const child = spawn('bash', ['deploy/serve.sh', String(port), dir], {stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return {url: `http://127.0.0.1:${port}`, stop: () => child.kill('SIGQUIT')};
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not start for ${dir}`);
}

const sites = [['PitBase', 'build']];
if (fs.existsSync('bench/.work/stock/build/index.html')) sites.push(['Stock Docusaurus', 'bench/.work/stock/build']);
if (!fs.existsSync('build/index.html')) throw new Error('build/ is missing: run `npm run build` first');

console.log(`wrk, ${SECONDS} s, 2 threads, 32 connections, every page and first-load asset in turn (gzip)\n`);
console.log('| Site | Paths | Requests/s | p50 | p99 | Non-2xx | Socket errors |');
console.log('| --- | --- | --- | --- | --- | --- | --- |');
for (const [label, dir] of sites) {
  const server = await serve(dir);
  try {
    const r = runWrk(server.url, {seconds: SECONDS, buildDir: dir});
    console.log(`| ${label} | ${r.paths} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${r.non2xx} | ${r.socketErrors} |`);
  } finally {
    server.stop();
  }
}
