#!/usr/bin/env node
// `npm run bench:bytes`: first-load JavaScript of the four page types, counted as `npm run bench:quality` counts
// it (bench/lighthouse-run.mjs), without Lighthouse: the gzip bytes nginx sends for every script the page loads
// until the network is quiet, its web workers' scripts included; prefetches of linked pages are not scripts to
// the browser and do not count. Bytes do not depend on the machine's load, so one load per page is enough.
//   npm run bench:bytes                      # build/
//   npm run bench:bytes -- DIR [DIR...]      # other builds, e.g. one made with --out-dir
//   npm run bench:bytes -- --files           # each script with its size, largest first
//   npm run bench:bytes -- --stock           # the stock site too (bench/.work/stock/build, from `npm run bench`;
//                                            # --stock=DIR for a stock build elsewhere), on its like-for-like pages
import fs from 'node:fs';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {PITBASE_PAGES, STOCK_PAGES} from './pages.mjs';
import {gzipBytes, serve} from './serve.mjs';

const args = process.argv.slice(2);
const listFiles = args.includes('--files');
const dirs = args.filter((a) => !a.startsWith('--'));
const sites = (dirs.length ? dirs : ['build']).map((dir) => [dir, PITBASE_PAGES]);
const stock = args.find((a) => a === '--stock' || a.startsWith('--stock='));
if (stock) sites.push([stock.split('=')[1] ?? 'bench/.work/stock/build', STOCK_PAGES]);

/** The scripts one load of `url` fetches: the page's own and its workers'; a phone's screen, as Lighthouse's mobile run. */
async function scriptsOf(browser, url) {
  const context = await browser.newContext({viewport: {width: 412, height: 823}, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true});
  const page = await context.newPage();
  const urls = new Set();
  let last = Date.now();
  context.on('request', (request) => {
    last = Date.now();
    // The service worker's own script and requests are not the page's first load.
    if (request.serviceWorker() || request.resourceType() === 'other') return;
    const fromWorker = (() => {
      try {
        request.frame();
        return false;
      } catch {
        return true;
      }
    })();
    if (request.resourceType() === 'script' || (fromWorker && new URL(request.url()).pathname.endsWith('.js'))) urls.add(request.url());
  });
  // A web worker's own requests (the search worker's importScripts) do not reach the page's network events;
  // the worker's resource timing lists them.
  const workers = [];
  page.on('worker', (worker) => {
    urls.add(worker.url());
    workers.push(worker);
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  // The entry scripts start after the first paint and load route chunks after them: wait for 2 s without a request.
  while (Date.now() - last < 2000) await new Promise((r) => setTimeout(r, 250));
  for (const worker of workers) {
    const names = await worker.evaluate(() => performance.getEntriesByType('resource').map((e) => e.name)).catch(() => []);
    for (const name of names) if (new URL(name).pathname.endsWith('.js')) urls.add(name);
  }
  await context.close();
  return [...urls].filter((u) => u.startsWith('http'));
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const browser = await chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
try {
  for (const [dir, pages] of sites) {
    if (!fs.existsSync(`${dir}/index.html`)) {
      console.error(`${dir} is not built; it is left out`);
      continue;
    }
    const server = await serve(dir);
    try {
      console.log(`${dir}: first-load JS, gzip`);
      for (const [label, route] of Object.entries(pages)) {
        const urls = await scriptsOf(browser, `${server.url}${route}`);
        const sizes = await Promise.all(urls.map(async (u) => [new URL(u).pathname, await gzipBytes(u)]));
        const total = sizes.reduce((a, [, n]) => a + n, 0);
        console.log(`  ${label.padEnd(26)} ${kb(total).padStart(9)}  ${sizes.length} files`);
        if (listFiles) for (const [file, n] of sizes.sort((a, b) => b[1] - a[1])) console.log(`      ${kb(n).padStart(9)}  ${file}`);
      }
    } finally {
      server.stop();
    }
  }
} finally {
  await browser.close();
}
