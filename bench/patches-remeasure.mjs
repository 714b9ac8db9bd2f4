#!/usr/bin/env node
// `npm run bench:patches`: re-measures every performance patch (src/patches/README.md). Builds the site with all
// patches on, with all off, and with each patch off alone (PITBASE_PATCHES_OFF), each into its own folder, then
// runs Lighthouse on the four page types of every build, round after round (bench/lighthouse.mjs, performance
// category only), and prints each build's medians beside the all-on build's, flagging a difference larger than
// the all-on build's own spread (max − min of its runs on that page), which is the noise.
// usage: npm run bench:patches -- [--out /tmp/pitbase-patches] [--runs 5] [--no-build] [name ...]
//        npm run bench:patches -- --report FILE.json   (only the table, from an earlier run's lighthouse.json)
// Run it on a quiet machine: the spread of the all-on runs is the smallest difference it can show.
import {spawnSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const arg = (name, fallback) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : fallback;
};
const out = path.resolve(arg('out', path.join(os.tmpdir(), 'pitbase-patches')));
const report = arg('report');
const runs = arg('runs', '5');
const patches = fs
  .readdirSync('src/patches', {withFileTypes: true})
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const given = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !['--out', '--runs', '--report'].includes(all[i - 1]));
const unknown = given.filter((n) => !patches.includes(n) && n !== 'all');
if (unknown.length) {
  console.error(`bench:patches: no patch called ${unknown.join(', ')}; the patches are: all, ${patches.join(', ')}`);
  process.exit(2);
}
let builds = ['baseline', ...(given.length ? given : ['all', ...patches])];

if (!report && !process.argv.includes('--no-build')) {
  for (const name of builds) {
    console.error(`building ${name}...`);
    // The bundler's persistent cache is not keyed on PITBASE_PATCHES_OFF: every build starts without it.
    const env = {...process.env, PITBASE_PATCHES_OFF: name === 'baseline' ? '' : name, DOCUSAURUS_NO_PERSISTENT_CACHE: '1'};
    const res = spawnSync(process.execPath, ['node_modules/@docusaurus/core/bin/docusaurus.mjs', 'build', '--out-dir', path.join(out, name)], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    if (res.status !== 0) throw new Error(`the ${name} build failed`);
  }
}

const json = report ?? path.join(out, 'lighthouse.json');
const lh = report
  ? {status: 0}
  : spawnSync(process.execPath, ['bench/lighthouse.mjs'], {
      env: {
        ...process.env,
        BENCH_RUNS: runs,
        BENCH_STOCK: '0',
        BENCH_CATEGORIES: 'performance',
        BENCH_JSON: json,
        BENCH_BUILDS: builds.map((n) => `${n}=${path.join(out, n)}`).join(','),
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
if (lh.status !== 0) throw new Error('bench/lighthouse.mjs failed');

const data = JSON.parse(fs.readFileSync(json, 'utf8'));
if (report) builds = [...new Set(data.map((d) => d.site))];
const runCount = Math.min(...data.map((d) => d.runs.length));
const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
// [field, label, decimals, smallest difference that counts]: bytes do not vary between runs, so 0.1 KB counts.
const FIGURES = [
  ['performance', 'perf', 0, 0],
  ['lcp', 'LCP ms', 0, 0],
  ['tbt', 'TBT ms', 0, 0],
  ['firstLoadJsKb', 'JS KB', 1, 0.1],
  ['firstLoadCssKb', 'CSS KB', 1, 0.1],
];
console.log(`Medians of ${runCount} runs; (±n) after the all-on figure is its spread, the noise; * marks a change larger than it.\n`);
console.log(`| Build | Page | ${FIGURES.map((f) => f[1]).join(' | ')} |`);
console.log(`| --- | --- | ${FIGURES.map(() => '---').join(' | ')} |`);
for (const name of builds) {
  for (const page of data.filter((d) => d.site === name)) {
    const base = data.find((d) => d.site === 'baseline' && d.label === page.label);
    const cells = FIGURES.map(([field, , digits, least]) => {
      const values = page.runs.map((r) => r[field]);
      const own = base.runs.map((r) => r[field]);
      const noise = Math.max(Math.max(...own) - Math.min(...own), least);
      if (name === 'baseline') return `${median(values).toFixed(digits)} (±${noise.toFixed(digits)})`;
      const delta = median(values) - median(own);
      return `${median(values).toFixed(digits)} (${delta >= 0 ? '+' : ''}${delta.toFixed(digits)})${Math.abs(delta) > noise ? ' *' : ''}`;
    });
    console.log(`| ${name === 'baseline' ? 'all on' : `${name} off`} | ${page.label} | ${cells.join(' | ')} |`);
  }
}
