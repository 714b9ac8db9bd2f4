#!/usr/bin/env node
// Page budget: HTML bytes and first-load JavaScript (gzip) for PitBase's home page and an article,
// beside a stock Docusaurus classic site built in the same run with the same Docusaurus.
// usage: npm run bench            (builds PitBase unless --no-build; always builds the stock site)
import {execFileSync, spawnSync} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

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

/** Scripts a browser fetches before the page is interactive: script tags and script preloads. */
export function firstLoadScripts(html) {
  const urls = new Set();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+\.js)"/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)) {
    if (/as="script"/.test(m[0])) urls.add(m[0].match(/href="([^"]+)"/)[1]);
  }
  return [...urls];
}

const gzipSize = (buf) => zlib.gzipSync(buf, {level: 6}).length;

function measure(buildDir, route) {
  const file = path.join(buildDir, route, 'index.html');
  const html = fs.readFileSync(file);
  const scripts = firstLoadScripts(html.toString());
  const js = scripts.map((u) => fs.readFileSync(path.join(buildDir, u.replace(/^\//, ''))));
  return {
    htmlBytes: html.length,
    htmlGzip: gzipSize(html),
    jsFiles: scripts.length,
    jsGzip: js.reduce((n, b) => n + gzipSize(b), 0),
  };
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

function main() {
  if (!process.argv.includes('--no-build')) build(root, 'PitBase');
  ensureStockSite();
  build(stockDir, 'stock Docusaurus classic');
  const pages = [
    ['home', path.join(root, 'build'), '', path.join(stockDir, 'build'), ''],
    ['article', path.join(root, 'build'), 'docs/guides/pit_bike_basics/what_is_a_pit_bike', path.join(stockDir, 'build'), 'docs/intro'],
  ];
  console.log(`Page budget (Docusaurus ${version}; gzip level 6 as served by nginx)`);
  console.log('page     site    HTML bytes  HTML gzip  JS files  first-load JS gzip  JS vs stock');
  for (const [name, ours, ourRoute, stock, stockRoute] of pages) {
    const a = measure(ours, ourRoute);
    const b = measure(stock, stockRoute);
    const row = (site, m, ratio) =>
      console.log(
        `${name.padEnd(8)} ${site.padEnd(7)} ${String(m.htmlBytes).padStart(10)}  ${kb(m.htmlGzip).padStart(9)}  ${String(m.jsFiles).padStart(8)}  ${kb(m.jsGzip).padStart(18)}  ${ratio}`,
      );
    row('PitBase', a, (a.jsGzip / b.jsGzip).toFixed(2));
    row('stock', b, '1.00');
  }
}

main();
