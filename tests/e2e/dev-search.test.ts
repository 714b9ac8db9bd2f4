// Search under `npm start` (the README's first command): the development server builds the index from the
// docs it serves, the modal answers from it, and a page saved while the server runs is found after a reload.
// Starts its own dev server (the real scripts/start.mjs) on free ports; the build's nginx is not used.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {chromium, type Browser, type Page} from 'playwright-core';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../scripts/chromium.mjs';
import {hydrated, searchSettled} from './support/browser';
import {freePort} from '../../scripts/ports.mjs';
import {indexTerms, type SearchIndexFile} from '../../src/search/searchIndex';

const PROBE = path.join('docs', 'guides', 'pit_bike_basics', 'zz_dev_search_probe.md');
const PROBE_WORD = 'quorvantine';

let server: ChildProcess | undefined;
let browser: Browser;
let baseURL = '';
let log = '';

beforeAll(async () => {
  const port = await freePort();
  const feedbackPort = await freePort();
  const db = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-dev-')), 'feedback.sqlite');
  server = spawn(process.execPath, ['scripts/start.mjs', '--port', String(port), '--host', '127.0.0.1', '--no-open'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {...process.env, FEEDBACK_PORT: String(feedbackPort), FEEDBACK_DB: db, BROWSER: 'none'},
    detached: true,
  });
  server.stdout?.on('data', (d) => (log += d));
  server.stderr?.on('data', (d) => (log += d));
  baseURL = `http://127.0.0.1:${port}`;
  // The first compile of the whole site takes a minute or more on a shared machine.
  const deadline = Date.now() + 420_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`npm start exited:\n${log}`);
    const ok = await fetch(`${baseURL}/docs/guides/`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${log.slice(-3000)}`);
    await new Promise((r) => setTimeout(r, 1000));
  }
  browser = await chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
}, 480_000);

afterAll(async () => {
  fs.rmSync(PROBE, {force: true});
  await browser?.close();
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

async function searchModal(page: Page, query: string): Promise<string[]> {
  await page.goto(`${baseURL}/docs/guides/`);
  await hydrated(page);
  await expect
    .poll(
      async () => {
        if ((await page.locator('.DocSearch-Modal').count()) === 0) await page.keyboard.press('Control+k');
        await page.waitForTimeout(150);
        return page.locator('.DocSearch-Modal').count();
      },
      {timeout: 20_000},
    )
    .toBe(1);
  await page.locator('.DocSearch-Input').fill(query);
  await expect.poll(() => searchSettled(page), {timeout: 30_000}).toBe(true);
  return page.locator('.DocSearch-Hit a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
}

describe('search under npm start', () => {
  it('serves an index built from the docs, and the modal finds a page by its subject', async () => {
    const index = await fetch(`${baseURL}/search-index.json`).then((r) => r.json() as Promise<{pages: {u: string}[]; answers?: {t: string}[]}>);
    expect(index.pages.map((p) => p.u)).toContain('/docs/guides/maintenance_repair/changing_the_engine_oil');
    // The data tables for direct answers are in it too.
    expect(index.answers?.map((a) => a.t)).toContain('Valve clearances (cold)');
    const page = await browser.newPage();
    const hrefs = await searchModal(page, 'change engine oil');
    expect(await page.locator('.DocSearch-ErrorScreen, .DocSearch-NoResults').count()).toBe(0);
    expect(hrefs.some((h) => h.startsWith('/docs/guides/maintenance_repair/changing_the_engine_oil'))).toBe(true);
    await page.close();
  }, 120_000);

  it('finds a page saved while the server runs', async () => {
    fs.writeFileSync(
      PROBE,
      `---\ntitle: Dev search probe\ndescription: A page the dev-server search test writes and removes.\n---\n\n## Probe section\n\nThe word ${PROBE_WORD} appears on this page only.\n`,
    );
    try {
      await expect
        .poll(
          async () => {
            const index = await fetch(`${baseURL}/search-index.json`).then((r) => r.json() as Promise<SearchIndexFile>);
            return indexTerms(index).some((t) => t.startsWith(PROBE_WORD.slice(0, 8)));
          },
          // The dev server reloads every doc before the index is rebuilt; on a loaded 2-core machine that can take minutes.
          {timeout: 240_000, interval: 1000},
        )
        .toBe(true);
    } catch (error) {
      // The server's last output tells a save it never saw from a rebuild that failed.
      throw new Error(`the probe word never reached the index; npm start said:\n${log.slice(-3000)}`, {cause: error});
    }
    const page = await browser.newPage();
    const hrefs = await searchModal(page, PROBE_WORD);
    expect(hrefs[0]).toContain('/docs/guides/pit_bike_basics/zz_dev_search_probe');
    await page.close();
  }, 330_000);
});
