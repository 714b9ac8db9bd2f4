// axe-core on every page type in both colour modes, and a keyboard-only walk through the interactive chrome.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {hydrated, searchSettled, useBrowser} from './support/browser';
import {focusPlace, tabPlaces} from './support/focus';
import {PAGE_TYPES} from './support/pageTypes';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const {open} = useBrowser();

interface Violation {
  id: string;
  help: string;
  nodes: {target: string[]}[];
}

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe with the WCAG 2.2 A and AA rules (and axe's best-practice rules too when asked); returns one line per
 * violation and element.
 */
async function axeViolations(page: Page, disabledRules: string[] = [], {bestPractice = false} = {}): Promise<string[]> {
  // Evaluated through the DevTools protocol, so the page's CSP (no inline scripts) does not block it.
  await page.evaluate(AXE_SOURCE);
  const tags = bestPractice ? [...WCAG, 'best-practice'] : WCAG;
  const violations = await page.evaluate(
    async ({disabled, values}) => {
      const axe = (window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: Violation[]}>}}).axe;
      const result = await axe.run(document, {
        runOnly: {type: 'tag', values},
        rules: Object.fromEntries(disabled.map((id) => [id, {enabled: false}])),
      });
      return result.violations.map((v) => ({id: v.id, help: v.help, nodes: v.nodes.map((n) => ({target: n.target}))}));
    },
    {disabled: disabledRules, values: tags},
  );
  return violations.flatMap((v: Violation) => v.nodes.map((n) => `${v.id} (${v.help}): ${n.target.join(' ')}`));
}

async function setColorMode(page: Page, mode: 'light' | 'dark') {
  await page.evaluate((m) => localStorage.setItem('theme', m), mode);
  await page.reload();
  await hydrated(page);
  await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
}

describe("axe-core finds no WCAG 2.2 A/AA violations, and none of axe's best practices broken", () => {
  for (const [kind, path] of Object.entries(PAGE_TYPES)) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${kind} (${path}) in ${mode} mode`, async () => {
        const {page} = await open(path, {reducedMotion: 'reduce'});
        await setColorMode(page, mode);
        expect(await axeViolations(page, [], {bestPractice: true})).toEqual([]);
      });
    }
  }

  it('the search modal with results, and the Feedback chat, in both modes', async () => {
    for (const mode of ['light', 'dark'] as const) {
      // Reduced motion: contrast is judged on final colors, not halfway through a hover transition.
      const {page} = await open('/docs/guides/', {reducedMotion: 'reduce'});
      await setColorMode(page, mode);
      await page.locator('.navbar .DocSearch-Button').click();
      await page.locator('.DocSearch-Input').fill('oil');
      await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
      // DocSearch draws each result as an option holding a link (an upstream pattern axe reports as
      // nested-interactive); the keyboard test below walks the results with the arrow keys, as designed.
      expect(await axeViolations(page, ['nested-interactive'])).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator('.navbar .pitbase-feedback-button').first().click();
      await expect.poll(() => page.locator('#feedback-question').count()).toBe(1);
      expect(await axeViolations(page)).toEqual([]);
    }
  });
});

/** Presses Tab until the focused element matches, up to a limit; returns how many presses it took. */
async function tabTo(page: Page, matches: (el: Element) => boolean, limit = 60): Promise<number> {
  const fn = matches.toString();
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate((source) => {
      const el = document.activeElement;
      return !!el && (new Function(`return (${source})`)() as (e: Element) => boolean)(el);
    }, fn);
    if (hit) return i;
  }
  throw new Error('the element was never reached with Tab');
}

describe('keyboard only', () => {
  it('reaches every navbar item, opens More with Enter, and follows a link', async () => {
    const {page} = await open('/');
    await hydrated(page);
    await tabTo(page, (el) => el.textContent?.trim() === 'Guides' && el.closest('.navbar') != null);
    await tabTo(page, (el) => el.textContent?.trim() === 'Tech Database', 5);
    await tabTo(page, (el) => el.textContent?.trim() === 'Manuals', 5);
    await tabTo(page, (el) => el.textContent?.trim() === 'More', 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.navbar .dropdown--show').count()).toBe(1);
    await tabTo(page, (el) => el.textContent?.trim() === 'About' && el.closest('.dropdown') != null, 5);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname)).toBe('/about');
  });

  it('opens the mobile drawer, moves through it, and closes it with the keyboard', async () => {
    const {page} = await open('/docs/guides/', {viewport: {width: 390, height: 800}});
    await hydrated(page);
    await tabTo(page, (el) => el.classList.contains('navbar__toggle'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.navbar-sidebar--show').count()).toBe(1);
    // The drawer is built when first opened: wait until its links are on screen, as a reader would, before tabbing.
    await expect.poll(() => page.locator('.navbar-sidebar a').first().isVisible()).toBe(true);
    await tabTo(page, (el) => el.closest('.navbar-sidebar') != null && el.tagName === 'A', 10);
    await tabTo(page, (el) => el.classList.contains('navbar-sidebar__close'), 80).catch(async () => {
      // The close button comes first in the drawer's order; walk back to it.
      for (let i = 0; i < 80 && !(await page.evaluate(() => document.activeElement?.classList.contains('navbar-sidebar__close'))); i++) {
        await page.keyboard.press('Shift+Tab');
      }
    });
    expect(await page.evaluate(() => document.activeElement?.classList.contains('navbar-sidebar__close'))).toBe(true);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('.navbar-sidebar--show').count()).toBe(0);
  });

  it('opens search with "/", walks the results with the arrow keys and opens one with Enter', async () => {
    const {page} = await open('/docs/guides/');
    await hydrated(page);
    await expect
      .poll(async () => {
        if ((await page.locator('.DocSearch-Modal').count()) === 0) await page.keyboard.press('/');
        return page.locator('.DocSearch-Modal').count();
      })
      .toBe(1);
    await page.keyboard.type('spark plug');
    // The hits of the whole query, not of a word typed on the way, before walking them.
    await expect.poll(async () => (await searchSettled(page)) && (await page.locator('.DocSearch-Hit').count()) > 1).toBe(true);
    await page.keyboard.press('ArrowDown');
    const selected = page.locator('.DocSearch-Hit[aria-selected="true"] a');
    const href = await selected.getAttribute('href');
    expect(href).toMatch(/^\/docs\//);
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => location.pathname + location.hash)).toBe(href);
  });

  it('opens the Feedback chat, keeps focus inside it, and returns focus to its button on Escape', async () => {
    const {page} = await open('/docs/guides/');
    await hydrated(page);
    await tabTo(page, (el) => el.classList.contains('pitbase-feedback-button'));
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByRole('dialog', {name: 'Feedback'}).count()).toBe(1);
    // The panel takes focus as it appears, so the very first Tab already moves within it.
    expect(await focusPlace(page)).toBe('dialog');
    // A native modal dialog: Tab cycles through its controls and the browser's own, never the page behind it.
    const places = await tabPlaces(page, 25);
    expect(places).not.toContain('page');
    expect(places.filter((p) => p === 'dialog').length).toBeGreaterThanOrEqual(18);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('pitbase-feedback-button'))).toBe(true);
  });
});
