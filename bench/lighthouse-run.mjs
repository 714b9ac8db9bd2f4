// One Lighthouse run (mobile profile, Debian Chromium) against a URL, reduced to the figures PitBase tracks.
// Shared by `npm run bench:quality` and the e2e Lighthouse gate.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../scripts/chromium.mjs';
import {gzipBytes} from './serve.mjs';

// Lighthouse drives Chromium through chrome-launcher, which needs the new headless mode spelled out.
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];

/**
 * Runs Lighthouse once in a fresh Chromium profile. First-load JavaScript is the gzip bytes of every script the
 * page loaded while Lighthouse watched it, its web workers' scripts included (the search worker on /search).
 * The entry scripts start after the first paint, so after the load event (src/ssr/pageTemplate.ts), and count.
 * Prefetches of linked pages (not scripts but "Other" to the browser) and the service worker's own requests
 * are not first load. The bytes are the gzip bodies the server sends, as `npm run bench` counts them:
 * Lighthouse's transfer size adds each response's headers (about 0.35 KB a file) and has none for a worker's
 * requests.
 */
export async function lighthouseRun(url, {categories = ['performance', 'accessibility', 'best-practices', 'seo']} = {}) {
  const userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-lh-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, `--user-data-dir=${userDataDir}`],
    userDataDir: false,
  });
  try {
    const result = await lighthouse(url, {port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories});
    const lhr = result.lhr;
    const audits = lhr.audits;
    const requests = audits['network-requests']?.details?.items ?? [];
    const scripts = requests.filter(
      (r) =>
        (r.resourceType === 'Script' && (r.sessionTargetType ?? 'page') === 'page') ||
        (r.sessionTargetType === 'worker' && new URL(r.url).pathname.endsWith('.js')),
    );
    const scriptBytes = (await Promise.all([...new Set(scripts.map((r) => r.url))].map(gzipBytes))).reduce((a, b) => a + b, 0);
    const styles = requests.filter((r) => r.resourceType === 'Stylesheet' && (r.sessionTargetType ?? 'page') === 'page');
    const styleBytes = (await Promise.all([...new Set(styles.map((r) => r.url))].map(gzipBytes))).reduce((a, b) => a + b, 0);
    const failing = Object.values(lhr.categories).flatMap((c) =>
      c.auditRefs
        .filter((ref) => ref.weight > 0 && audits[ref.id].score !== null && audits[ref.id].score < 1)
        .map((ref) => `${c.id}: ${ref.id} (${audits[ref.id].score})`),
    );
    return {
      scores: Object.fromEntries(Object.entries(lhr.categories).map(([id, c]) => [id, Math.round((c.score ?? 0) * 100)])),
      lcp: audits['largest-contentful-paint']?.numericValue,
      tbt: audits['total-blocking-time']?.numericValue,
      cls: audits['cumulative-layout-shift']?.numericValue,
      firstLoadJsKb: scriptBytes / 1024,
      firstLoadCssKb: styleBytes / 1024,
      // Lighthouse's own measure of how fast this machine ran at the time: it drops when other work competes
      // for the CPU, which is what moves the blocking time between runs here.
      benchmarkIndex: lhr.environment?.benchmarkIndex,
      failing,
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await chrome.kill();
    fs.rmSync(userDataDir, {recursive: true, force: true});
  }
}
