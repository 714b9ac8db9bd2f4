// One headless Debian Chromium per test file, a fresh context (and storage) per test.
import {chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page} from 'playwright-core';
import {afterAll, afterEach, beforeAll, inject} from 'vitest';
import {CHROMIUM_ARGS, CHROMIUM_PATH} from '../../../scripts/chromium.mjs';

export function useBrowser() {
  let browser: Browser;
  const getBrowser = () => browser;
  const contexts: BrowserContext[] = [];
  beforeAll(async () => {
    browser = await chromium.launch({executablePath: CHROMIUM_PATH, headless: true, args: CHROMIUM_ARGS});
  });
  // Each test's contexts close when it ends: kept to the end of the file, a file of many pages (figures.test.ts
  // opens one per figure page and mode) held a renderer each, over 200 and several GB at once.
  // A test's request handlers go first, told to ignore errors: a handler still fetching a prefetch when the
  // context closes would otherwise reject unhandled ("Response has been disposed").
  afterEach(async () => {
    await Promise.all(
      contexts.splice(0).map(async (c) => {
        await Promise.all(c.pages().map((p) => p.unrouteAll({behavior: 'ignoreErrors'}).catch(() => undefined)));
        await c.unrouteAll({behavior: 'ignoreErrors'}).catch(() => undefined);
        await c.close().catch(() => undefined);
      }),
    );
  });
  afterAll(async () => {
    await browser?.close();
  });
  const baseURL = inject('baseURL');
  return {
    baseURL,
    getBrowser,
    /** A new page in a new context; console errors and page errors are collected for assertions. */
    async open(
      path = '/',
      options: BrowserContextOptions = {},
    ): Promise<{page: Page; context: BrowserContext; errors: string[]; warnings: string[]}> {
      // The service worker is off unless a test asks for it: it would answer requests that tests intercept.
      const context = await browser.newContext({baseURL, serviceWorkers: 'block', ...options});
      contexts.push(context);
      const page = await context.newPage();
      const errors: string[] = [];
      const warnings: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
        if (m.type() === 'warning') warnings.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      if (path) await page.goto(path);
      return {page, context, errors, warnings};
    },
  };
}

/** Waits until React has hydrated, so clicks reach the app rather than the static HTML. */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('__docusaurus');
    return !!root && Object.keys(root).some((k) => k.startsWith('__reactContainer'));
  });
}

/** True once the search modal shows an answer (hits, "No results" or the error screen) and none is pending. */
export async function searchSettled(page: Page): Promise<boolean> {
  return (
    (await page.locator('.pitbase-search-pending').count()) === 0 &&
    (await page.locator('.DocSearch-Hit, .DocSearch-NoResults, .DocSearch-ErrorScreen').count()) > 0
  );
}
