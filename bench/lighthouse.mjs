#!/usr/bin/env node
// `npm run bench:quality`: Lighthouse (mobile) on the home page, an article, a tech page with a calculator and
// /search?q=oil behind the production nginx config, with a stock Docusaurus classic site measured in the same
// run. Prints the median of BENCH_RUNS runs (default 5, as Lighthouse's variability guide advises) of each
// figure (first-load JS and CSS as gzip bytes), the range of the performance score, and Lighthouse's CPU benchmark index. The runs go round every
// page of both sites in turn, so a busy spell on the machine falls on both sites, not on one. Run
// `npm run bench` once first to build the stock site (bench/.work/stock).
//
// To compare builds of PitBase (e.g. one per PITBASE_PATCHES_OFF value, built with --out-dir), name them:
//   BENCH_BUILDS=on=/tmp/b/on,stock-patches=/tmp/b/all npm run bench:quality
// Each named build is measured like `build` (same four pages, same rounds). BENCH_STOCK=0 leaves the stock
// Docusaurus site out; BENCH_JSON=file.json writes every run's figures after each round, for the spread of each
// page; BENCH_CATEGORIES=performance runs only that category.
import fs from 'node:fs';
import {serve} from './serve.mjs';
import {lighthouseRun} from './lighthouse-run.mjs';
import {PITBASE_PAGES, STOCK_PAGES} from './pages.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
// BENCH_CATEGORIES=performance skips the other three categories (about a third of each run's time).
const CATEGORIES = process.env.BENCH_CATEGORIES ? process.env.BENCH_CATEGORIES.split(',') : undefined;
/** `name=dir,name=dir` from BENCH_BUILDS; a part without a name, or with an empty one, is a mistake to report. */
function namedBuilds(value) {
  return value.split(',').map((part) => {
    const [name, dir] = part.split('=');
    if (!name || !dir) {
      console.error(`BENCH_BUILDS: "${part}" is not name=dir`);
      process.exit(2);
    }
    return [name, dir, PITBASE_PAGES];
  });
}
const SITES = [
  ...(process.env.BENCH_BUILDS ? namedBuilds(process.env.BENCH_BUILDS) : [['PitBase', 'build', PITBASE_PAGES]]),
  ...(process.env.BENCH_STOCK === '0' ? [] : [['Stock Docusaurus', 'bench/.work/stock/build', STOCK_PAGES]]),
];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

// A run takes 10-30 s here; one that has not ended in this time has hung.
const RUN_LIMIT_MS = 180_000;

/**
 * One run, tried again (twice at most) when Lighthouse itself fails to record the page, as it now and then
 * does on a loaded machine (NO_NAVSTART), or hangs: such a run has no scores, and a zero would pull the
 * median down.
 */
async function runOnce(url) {
  let result;
  for (let attempt = 0; attempt < 3; attempt++) {
    let timer;
    const limit = new Promise((resolve) => {
      timer = setTimeout(() => resolve({scores: {}, failing: [], runtimeError: `no result after ${RUN_LIMIT_MS / 1000} s`}), RUN_LIMIT_MS);
    });
    result = await Promise.race([lighthouseRun(url, CATEGORIES ? {categories: CATEGORIES} : undefined), limit]);
    clearTimeout(timer);
    if (!result.runtimeError) return result;
    console.error(`  Lighthouse could not record ${url} (${result.runtimeError}); running it again`);
  }
  return result;
}

/** Every run's figures so far, to BENCH_JSON: written after each round, so a long comparison can be read early. */
function writeJson() {
  if (!process.env.BENCH_JSON) return;
  const each = pages.map(({site, label, url, runs}) => ({
    site,
    label,
    url,
    runs: runs.map((r) => ({
      performance: r.scores.performance,
      lcp: r.lcp,
      tbt: r.tbt,
      cls: r.cls,
      firstLoadJsKb: r.firstLoadJsKb,
      firstLoadCssKb: r.firstLoadCssKb,
      benchmarkIndex: r.benchmarkIndex,
    })),
  }));
  fs.writeFileSync(process.env.BENCH_JSON, JSON.stringify(each, null, 1));
}

const pages = [];
const servers = [];
try {
  for (const [site, dir, routes] of SITES) {
    if (!fs.existsSync(`${dir}/index.html`)) {
      console.error(`${site} is not built (${dir}); it is left out`);
      continue;
    }
    const server = await serve(dir);
    servers.push(server);
    for (const [label, route] of Object.entries(routes)) pages.push({site, label, url: `${server.url}${route}`, runs: []});
  }

  for (let i = 0; i < RUNS; i++) {
    for (const page of pages) page.runs.push(await runOnce(page.url));
    writeJson();
    console.error(`  round ${i + 1} of ${RUNS} done`);
  }

  console.log(
    `Lighthouse ${JSON.parse(fs.readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile profile, median of ${RUNS} runs, both sites in each round\n`,
  );
  console.log(
    '| Site | Page | Performance | Range | Accessibility | Best practices | SEO | LCP | TBT | CLS | First-load JS (gzip) | First-load CSS (gzip) | CPU index |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const {site, label, runs} of pages) {
    const m = (f) => median(runs.map(f));
    const perf = runs.map((r) => r.scores.performance);
    console.log(
      `| ${site} | ${label} | ${m((r) => r.scores.performance)} | ${Math.min(...perf)}–${Math.max(...perf)} | ${m((r) => r.scores.accessibility ?? NaN)} | ${m((r) => r.scores['best-practices'] ?? NaN)} | ${m((r) => r.scores.seo ?? NaN)} | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${m((r) => r.tbt).toFixed(0)} ms | ${m((r) => r.cls).toFixed(3)} | ${m((r) => r.firstLoadJsKb).toFixed(1)} KB | ${m((r) => r.firstLoadCssKb).toFixed(1)} KB | ${m((r) => r.benchmarkIndex ?? NaN).toFixed(0)} |`,
    );
    const failing = [...new Set(runs.flatMap((r) => r.failing))];
    if (failing.length) console.error(`  ${site} ${label}: ${failing.join('; ')}`);
  }
} finally {
  for (const server of servers) server.stop();
}
