// Load against the production nginx config: wrk over a mix of every page and its assets, for a bounded time.
// Used by `npm run bench:load` (prints the figures) and by the e2e test (asserts zero errors and non-2xx).
import {execFileSync} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Every page of the build plus the JS, CSS and search index a reader downloads. */
export function requestMix(buildDir = 'build') {
  const paths = [];
  const walk = (dir) => {
    for (const entry of fs.readdirSync(dir, {withFileTypes: true})) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') paths.push(`/${path.relative(buildDir, dir)}`.replace(/\/$/, '') || '/');
    }
  };
  walk(buildDir);
  const html = fs.readFileSync(path.join(buildDir, 'index.html'), 'utf8');
  // Stylesheets are linked; the entry scripts are listed, quoted, in the page's boot script.
  for (const m of html.matchAll(/(?:(?:src|href)="?|")(\/assets\/[^" >]+)/g)) paths.push(m[1]);
  for (const file of ['/search-index.json', '/img/logo.svg', '/manifest.json', '/sitemap.xml']) {
    if (fs.existsSync(path.join(buildDir, file))) paths.push(file);
  }
  return [...new Set(paths)];
}

/** Runs wrk and returns requests/s, latency percentiles (ms), non-2xx/3xx count and socket errors. */
export function runWrk(baseURL, {seconds = 10, connections = 32, threads = 2, buildDir = 'build'} = {}) {
  const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-wrk-')), 'paths.txt');
  const paths = requestMix(buildDir);
  fs.writeFileSync(list, paths.join('\n'));
  const out = execFileSync(
    'wrk',
    [
      '-t',
      String(threads),
      '-c',
      String(connections),
      '-d',
      `${seconds}s`,
      '--latency',
      '-s',
      path.resolve('bench/wrk-mix.lua'),
      baseURL,
      '--',
      list,
    ],
    {encoding: 'utf8'},
  );
  const ms = (v, unit) => Number(v) * ({us: 0.001, ms: 1, s: 1000}[unit] ?? 1);
  const pct = (p) => {
    const m = out.match(new RegExp(`^\\s*${p}%\\s+([\\d.]+)(us|ms|s)`, 'm'));
    return m ? ms(m[1], m[2]) : NaN;
  };
  const socket = out.match(/Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/);
  return {
    paths: paths.length,
    requests: Number(out.match(/(\d+) requests in/)?.[1] ?? 0),
    requestsPerSecond: Number(out.match(/Requests\/sec:\s+([\d.]+)/)?.[1] ?? 0),
    p50: pct(50),
    p99: pct(99),
    non2xx: Number(out.match(/Non-2xx or 3xx responses: (\d+)/)?.[1] ?? 0),
    socketErrors: socket
      ? socket
          .slice(1)
          .map(Number)
          .reduce((a, b) => a + b, 0)
      : 0,
    raw: out,
  };
}
