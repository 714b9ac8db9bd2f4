#!/usr/bin/env node
// Page budget: HTML bytes, first-load JavaScript and first-load CSS (gzip) for PitBase's home page, an article,
// a data page, a wiring page and a calculator page with a chart,
// beside a stock Docusaurus classic site built in the same run with the same Docusaurus.
// usage: npm run bench            (builds PitBase unless --no-build; always builds the stock site)
import {execFileSync, spawn, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import {chromium} from 'playwright-core';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';

const root = process.cwd();
const work = path.join(root, 'bench/.work');
const stockDir = path.join(work, 'stock');
const docusaurus = path.join(root, 'node_modules/@docusaurus/core/bin/docusaurus.mjs');
const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules/@docusaurus/core/package.json'), 'utf8')).version;

function build(dir, label) {
  console.error(`building ${label}...`);
  const res = spawnSync(process.execPath, [docusaurus, 'build', dir], {stdio: ['ignore', 'ignore', 'inherit']});
  if (res.status !== 0) throw new Error(`${label} build failed`);
}

function ensureStockSite() {
  if (!fs.existsSync(path.join(stockDir, 'docusaurus.config.ts'))) {
    fs.mkdirSync(work, {recursive: true});
    // The stock template comes from the npm registry at bench time; it is never committed.
    execFileSync('npx', ['--yes', `create-docusaurus@${version}`, 'stock', 'classic', '--typescript', '--skip-install', '--package-manager', 'npm'], {
      cwd: work,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const link = path.join(stockDir, 'node_modules');
  if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, 'node_modules'), link, 'dir');
}

/** Serves a build folder with the production nginx config on a loopback port; resolves to a stop function. */
async function serve(buildDir, port) {
  const child = spawn('bash', [path.join(root, 'deploy/serve.sh'), String(port), buildDir], {stdio: 'ignore'});
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/`)).ok) return () => child.kill('SIGQUIT');
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  child.kill();
  throw new Error(`nginx did not start for ${buildDir}`);
}

/**
 * First-load JavaScript as a browser transfers it (gzip from nginx): every script fetched until the network
 * is idle, with Data Saver on so Docusaurus skips prefetching linked pages (they are not first-load).
 */
async function firstLoadJs(browser, url) {
  const context = await browser.newContext();
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', {value: {saveData: true, effectiveType: '4g'}}));
  const page = await context.newPage();
  const scripts = [];
  const styles = [];
  page.on('requestfinished', async (req) => {
    if (req.resourceType() === 'script') scripts.push(req.sizes().then((s) => s.responseBodySize));
    if (req.resourceType() === 'stylesheet') styles.push(req.sizes().then((s) => s.responseBodySize));
  });
  await page.goto(url, {waitUntil: 'networkidle'});
  const sizes = await Promise.all(scripts);
  const cssSizes = await Promise.all(styles);
  await context.close();
  return {files: sizes.length, gzip: sizes.reduce((a, b) => a + b, 0), css: cssSizes.reduce((a, b) => a + b, 0)};
}

function htmlSize(buildDir, route) {
  const html = fs.readFileSync(path.join(buildDir, route, 'index.html'));
  return {bytes: html.length, gzip: zlib.gzipSync(html, {level: 6}).length};
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

async function main() {
  if (!process.argv.includes('--no-build')) build(root, 'PitBase');
  ensureStockSite();
  build(stockDir, 'stock Docusaurus classic');
  const sites = [
    {
      name: 'PitBase',
      dir: path.join(root, 'build'),
      port: 18731,
      // A plain guide is the like-for-like article; the service manual page also carries data tables.
      // A wiring page carries a diagram and its connection table; the gearing page a calculator with a chart.
      pages: {
        home: '',
        article: 'docs/guides/maintenance_repair/changing_the_engine_oil',
        'data page': 'docs/manuals/service_manual/pz22_pz26_carburetor_service',
        'wiring page': 'docs/manuals/wiring_diagram/race_harness_wires_to_delete',
        'chart page': 'docs/tech/bike_gearing',
      },
    },
    {
      name: 'stock',
      dir: path.join(stockDir, 'build'),
      port: 18732,
      pages: {home: '', article: 'docs/intro', 'data page': 'docs/intro', 'wiring page': 'docs/intro', 'chart page': 'docs/intro'},
    },
  ];
  const browser = await chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
  const results = {};
  try {
    for (const site of sites) {
      const stop = await serve(site.dir, site.port);
      try {
        for (const [page, route] of Object.entries(site.pages)) {
          results[`${page}/${site.name}`] = {
            html: htmlSize(site.dir, route),
            js: await firstLoadJs(browser, `http://127.0.0.1:${site.port}/${route}`),
          };
        }
      } finally {
        stop();
      }
    }
  } finally {
    await browser.close();
  }
  console.log(`Page budget (Docusaurus ${version}; sizes as nginx sends them, gzip level 6)`);
  console.log('page        site     HTML bytes  HTML gzip  JS files  first-load JS gzip  JS vs stock  first-load CSS gzip');
  for (const page of ['home', 'article', 'data page', 'wiring page', 'chart page']) {
    const stock = results[`${page}/stock`];
    for (const name of ['PitBase', 'stock']) {
      const r = results[`${page}/${name}`];
      console.log(
        `${page.padEnd(11)} ${name.padEnd(8)} ${String(r.html.bytes).padStart(10)}  ${kb(r.html.gzip).padStart(9)}  ${String(r.js.files).padStart(8)}  ${kb(r.js.gzip).padStart(18)}  ${(r.js.gzip / stock.js.gzip).toFixed(2).padStart(11)}  ${kb(r.js.css).padStart(19)}`,
      );
    }
  }
}

await main();
