// Printing: an article, a manual page with a diagram and a tech page with tables print without the site's
// chrome, with tables and diagrams whole inside the paper width and link targets written out.
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';

const {open} = useBrowser();
// A4 at 96 dpi, less Chromium's default 1 cm print margins.
const PAPER = {width: 718, height: 1047};

const CHROME = [
  '.navbar',
  '.footer',
  '.theme-doc-sidebar-container',
  '.theme-doc-toc-desktop',
  '.theme-announcement-bar',
  '.pitbase-feedback-button',
  '.DocSearch-Button',
];

async function printView(path: string): Promise<Page> {
  const {page} = await open(path, {viewport: PAPER});
  await hydrated(page);
  await page.emulateMedia({media: 'print'});
  return page;
}

const visibleChrome = (page: Page) =>
  page.evaluate(
    (selectors) =>
      selectors.filter((s) =>
        Array.from(document.querySelectorAll(s)).some((el) => (el as HTMLElement).offsetParent !== null || el.getClientRects().length > 0),
      ),
    CHROME,
  );

/** Tables, SVG diagrams and figures whose right edge passes the paper, or that are clipped by a scroll box. */
const cutOff = (page: Page) =>
  page.evaluate((width) => {
    const out: string[] = [];
    for (const el of Array.from(document.querySelectorAll('article table, article svg[role="img"], article figure'))) {
      const box = el.getBoundingClientRect();
      if (box.right > width + 1) out.push(`${el.tagName.toLowerCase()} ends at ${Math.round(box.right)} px`);
      for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
        const style = getComputedStyle(p);
        if (/(auto|scroll|hidden)/.test(style.overflowX) && p.scrollWidth > p.clientWidth + 1) {
          out.push(`${el.tagName.toLowerCase()} clipped by a ${style.overflowX} box`);
          break;
        }
      }
    }
    return out;
  }, PAPER.width);

async function pdfPages(page: Page): Promise<number> {
  const pdf = await page.pdf({format: 'A4', printBackground: false});
  return (pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? []).length;
}

describe('print', () => {
  it('an article prints without navbar, sidebar, footer, chat or announcement bar, with link targets', async () => {
    const page = await printView('/docs/guides/maintenance_repair/changing_the_engine_oil');
    expect(await visibleChrome(page)).toEqual([]);
    expect(await cutOff(page)).toEqual([]);
    const after = await page
      .locator('article .theme-doc-markdown a[href^="/"]')
      .first()
      .evaluate((a) => getComputedStyle(a, '::after').content);
    expect(after).toMatch(/\(\/docs\//);
    expect(await pdfPages(page)).toBeGreaterThan(0);
  });

  it('a manual page prints its wiring diagram and connection table whole', async () => {
    const page = await printView('/docs/manuals/wiring_diagram/basic_pit_bike_wiring_kick_start');
    expect(await visibleChrome(page)).toEqual([]);
    expect(await page.locator('article svg').count()).toBeGreaterThan(0);
    expect(await cutOff(page)).toEqual([]);
    expect(await pdfPages(page)).toBeGreaterThan(0);
  });

  it('a tech page prints its spec and computed tables whole, without the filter box', async () => {
    const page = await printView('/docs/tech/chain_sizing');
    expect(await visibleChrome(page)).toEqual([]);
    expect(await page.locator('article table').count()).toBeGreaterThan(1);
    expect(await cutOff(page)).toEqual([]);
    expect(
      await page.locator('article input[type="search"]').evaluateAll((els) => els.filter((e) => (e as HTMLElement).offsetParent !== null).length),
    ).toBe(0);
    expect(await pdfPages(page)).toBeGreaterThan(0);
  });
});
