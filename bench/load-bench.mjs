#!/usr/bin/env node
// `npm run bench:load`: requests per second and latency for a 10-second wrk run over every page and asset,
// served by the production nginx config; the stock Docusaurus site from `npm run bench` beside it when built.
import fs from 'node:fs';
import {serve} from './serve.mjs';
import {runWrk} from './load.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);

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
    console.log(
      `| ${label} | ${r.paths} | ${r.requestsPerSecond.toFixed(0)} | ${r.p50.toFixed(2)} ms | ${r.p99.toFixed(2)} ms | ${r.non2xx} | ${r.socketErrors} |`,
    );
  } finally {
    server.stop();
  }
}
