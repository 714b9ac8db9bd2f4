// The error catalogue of SPEC.md section 8 that the browser shows: crashes, failed chunks, no storage.
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {hydrated, useBrowser} from './support/browser';

const ARTICLE = '/docs/manuals/service_manual/pz22_pz26_carburetor_service';
const ARTICLE_TITLE = 'PZ22 and PZ26 Carburetor Service';
const {open, baseURL} = useBrowser();

/** The first words of the article's first paragraph: a string literal inside its content chunk. */
async function firstParagraphWords(): Promise<string> {
  const html = await (await fetch(baseURL + ARTICLE)).text();
  const paragraph = html.match(/class="theme-doc-markdown markdown"[\s\S]*?<p>([^<]{24,})/)?.[1];
  if (!paragraph) throw new Error('article has no plain first paragraph');
  return paragraph.slice(0, 24);
}

/** Chunks whose text includes the marker, found by requesting the page's scripts. */
async function routeChunkBlocker(page: Page, marker: string, replace: (body: string) => string | null) {
  await page.route('**/assets/js/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (!body.includes(marker)) return route.fulfill({response});
    const changed = replace(body);
    if (changed === null) return route.abort('failed');
    return route.fulfill({response, body: changed});
  });
}

describe('rendering crash', () => {
  it('shows "This page crashed." with a "Try again" button inside the site layout', async () => {
    const words = await firstParagraphWords();
    const literal = JSON.stringify(words).slice(0, -1);
    const {page} = await open('');
    await routeChunkBlocker(page, literal, (body) => body.replace(literal, `(()=>{throw new Error("PitBase render crash test")})()+${literal}`));
    await page.goto(ARTICLE);
    await expect.poll(() => page.getByText('This page crashed.').isVisible(), {timeout: 15_000}).toBe(true);
    expect(await page.getByRole('button', {name: 'Try again'}).isVisible()).toBe(true);
    expect(await page.locator('body').innerText()).toContain('PitBase render crash test');
    expect(await page.locator('nav.navbar').isVisible()).toBe(true);
  });
});

describe('a chunk that fails to load', () => {
  it('reloads the whole page when the next route cannot load, and the page is still readable', async () => {
    const words = await firstParagraphWords();
    const literal = JSON.stringify(words).slice(0, -1);
    const {page} = await open('');
    await routeChunkBlocker(page, literal, () => null);
    await page.goto('/');
    await hydrated(page);
    let loads = 0;
    page.on('load', () => loads++);
    await page.locator(`main a[href$="${ARTICLE}"]`).first().click();
    await expect.poll(() => loads, {timeout: 15_000}).toBeGreaterThanOrEqual(1);
    await page.waitForURL(`**${ARTICLE}`);
    expect(await page.locator('article h1').innerText()).toBe(ARTICLE_TITLE);
  });

  it('leaves the server-rendered page readable and its links working when the chunk never loads', async () => {
    // Docusaurus loads a route's chunks before it hydrates, so a failed first load keeps the static page
    // instead of an empty screen; the Retry box of @theme/Loading is what a failed lazy render would show.
    const words = await firstParagraphWords();
    const literal = JSON.stringify(words).slice(0, -1);
    const {page} = await open('');
    await routeChunkBlocker(page, literal, () => null);
    await page.goto(ARTICLE);
    expect(await page.locator('article h1').innerText()).toBe(ARTICLE_TITLE);
    expect(await page.locator('.theme-doc-markdown p').first().innerText()).toContain(words);
    await page.locator('nav.navbar').getByText('Manuals', {exact: true}).first().click();
    await page.waitForURL('**/docs/manuals/');
    expect(await page.locator('article h1').innerText()).toBe('Manuals');
  });
});

describe('browser storage that throws', () => {
  it('keeps the site working without saving, and logs a warning', async () => {
    const {page, context, warnings, errors} = await open('');
    await context.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', {
        configurable: true,
        get() {
          throw new DOMException('The operation is insecure.', 'SecurityError');
        },
      });
    });
    await page.goto('/');
    await hydrated(page);
    expect(warnings.join('\n')).toContain('storage is not available');
    await page.getByRole('button', {name: /Switch between dark and light mode/}).click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    await page.locator('.theme-announcement-bar button[aria-label="Close"]').click();
    await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(0);
    await page.locator('nav.navbar').getByText('Guides', {exact: true}).first().click();
    await page.waitForURL('**/docs/guides/');
    expect(errors.filter((e) => !e.includes('storage'))).toEqual([]);
  });
});
