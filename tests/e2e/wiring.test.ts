// Every wiring diagram, as a reader sees it in Chromium: text stays inside its shape at phone and desktop
// widths, the figure fits its column, tracing lights a net from the drawing and from the table, zoom
// works, and axe finds nothing in light or dark mode.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const {open} = useBrowser();

const DIR = 'docs/manuals/wiring_diagram';
const PAGES = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.mdx') && fs.readFileSync(path.join(DIR, f), 'utf8').includes('<WiringDiagram'))
  .map((f) => `/${DIR}/${f.replace(/\.mdx$/, '')}`);

/** Text elements of every diagram whose box is not inside the shape drawn for it (by more than 0.5 px). */
async function textOutsideShapes(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const group of Array.from(document.querySelectorAll('[data-wiring-diagram] svg [data-part], [data-wiring-diagram] svg [data-wire]'))) {
      const shape = group.querySelector('[data-shape]')!.getBoundingClientRect();
      for (const t of Array.from(group.querySelectorAll('text'))) {
        const r = t.getBoundingClientRect();
        if (r.left < shape.left - 0.5 || r.right > shape.right + 0.5 || r.top < shape.top - 0.5 || r.bottom > shape.bottom + 0.5) {
          out.push(`"${t.textContent}" in ${group.getAttribute('data-part') ?? group.getAttribute('data-wire')}`);
        }
      }
    }
    return out;
  });
}

/** Figures wider than the column that holds them, and any sideways page scroll. */
async function overflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    for (const fig of Array.from(document.querySelectorAll('[data-wiring-diagram]'))) {
      const column = fig.closest('.markdown') ?? fig.parentElement!;
      const f = fig.getBoundingClientRect();
      const c = column.getBoundingClientRect();
      if (f.left < c.left - 1 || f.right > c.right + 1) out.push(`figure ${Math.round(f.width)} px in a ${Math.round(c.width)} px column`);
      const svg = fig.querySelector('svg')!.getBoundingClientRect();
      if (svg.width > f.width + 1) out.push(`drawing ${Math.round(svg.width)} px in a ${Math.round(f.width)} px figure`);
    }
    if (document.documentElement.scrollWidth > window.innerWidth) out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} px`);
    return out;
  });
}

describe.each(PAGES)('wiring diagram %s', (route) => {
  it('keeps every label inside its shape and the figure inside its column at 390 and 1280 px', async () => {
    const {page, errors} = await open(route);
    await hydrated(page);
    for (const width of [390, 1280]) {
      await page.setViewportSize({width, height: 900});
      expect(await page.locator('[data-wiring-diagram] svg').count()).toBeGreaterThan(0);
      expect(await textOutsideShapes(page), `at ${width} px`).toEqual([]);
      expect(await overflow(page), `at ${width} px`).toEqual([]);
    }
    expect(errors).toEqual([]);
  });

  it('traces a net from a wire to its table rows, and from a table row to its wire', async () => {
    const {page} = await open(route);
    await hydrated(page);
    const fig = page.locator('[data-wiring-diagram]').first();
    const label = fig.locator('svg [data-wire]').first();
    const wire = await label.getAttribute('data-wire');
    // Its label box: a click anywhere on the wire or its label traces it.
    await label.locator('rect').click();
    await expect.poll(() => fig.locator(`tr[data-wire-row="${wire}"]`).getAttribute('data-on')).toBe('');
    await expect.poll(() => fig.locator(`[data-net-wire="${wire}"]`).getAttribute('data-on')).toBe('');
    await label.locator('rect').click();
    await expect.poll(() => fig.locator('[data-on]').count()).toBe(0);
    // The last row of the table, from its button, lights its wire in the drawing.
    const row = fig.locator('tr[data-wire-row]').last();
    const rowWire = await row.getAttribute('data-wire-row');
    await row.getByRole('button').click();
    await expect.poll(() => fig.locator(`svg [data-wire="${rowWire}"]`).getAttribute('data-on')).toBe('');
    // Wires of other nets are not lit.
    expect(await fig.locator('svg [data-wire]').count()).toBeGreaterThan(await fig.locator('svg [data-wire][data-on]').count());
  });
});

describe('wiring diagram JavaScript', () => {
  it('no script the site serves carries a graph layout library (the layout is done in the build)', () => {
    const dir = 'build/assets/js';
    const carriers = fs.readdirSync(dir).filter((f) => /org\.eclipse\.elk|dagre|graphlib/.test(fs.readFileSync(path.join(dir, f), 'utf8')));
    expect(carriers).toEqual([]);
  });
});

describe('wiring diagram interaction', () => {
  const route = '/docs/manuals/wiring_diagram/race_harness_wires_to_delete';

  it('zooms with the buttons and Ctrl + wheel, and opens a full-screen view', async () => {
    const {page} = await open(route);
    await hydrated(page);
    const fig = page.locator('[data-wiring-diagram]').first();
    const width = () =>
      fig
        .locator('svg')
        .first()
        .evaluate((s) => s.getBoundingClientRect().width);
    // Zoom attaches once its code has loaded after the page, and may resize the drawing when it does: the size
    // to come back to is the one Fit gives once the width holds still.
    let before = 0;
    await expect
      .poll(async () => {
        await fig.getByRole('button', {name: 'Fit'}).click();
        const first = await width();
        await page.waitForTimeout(300);
        before = await width();
        return first === before && before > 0;
      })
      .toBe(true);
    await expect
      .poll(async () => {
        await fig.getByRole('button', {name: 'Zoom in'}).click();
        return width();
      })
      .toBeGreaterThan(before * 1.2);
    // Let the zoom's transition end before asking for Fit, as a reader's next tap would.
    await page.waitForTimeout(500);
    await fig.getByRole('button', {name: 'Fit'}).click();
    await expect.poll(width).toBeCloseTo(before, 0);
    await fig.locator('svg').first().scrollIntoViewIfNeeded();
    const box = (await fig.locator('svg').first().boundingBox())!;
    // Well inside the drawing, below the sticky navbar that can cover its top edge.
    await page.mouse.move(box.x + box.width / 2, box.y + Math.min(box.height / 2, 200));
    // Zoom is attached once its code has loaded after the page, so the wheel is turned until it takes.
    await expect
      .poll(async () => {
        await page.keyboard.down('Control');
        await page.mouse.wheel(0, -300);
        await page.keyboard.up('Control');
        return width();
      })
      .toBeGreaterThan(before * 1.1);
    await fig.getByRole('button', {name: 'Full screen'}).click();
    const viewport = page.viewportSize()!;
    await expect.poll(() => fig.evaluate((f) => Math.round(f.getBoundingClientRect().width))).toBe(viewport.width);
    await page.keyboard.press('Escape');
    await expect.poll(() => fig.getByRole('button', {name: 'Full screen'}).count()).toBe(1);
  });

  it('traces from the keyboard: Tab reaches a part, Enter lights its nets', async () => {
    const {page} = await open(route);
    await hydrated(page);
    const part = page.locator('[data-wiring-diagram] svg [data-part="cdi"]').first();
    await part.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => part.getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => page.locator('[data-wiring-diagram] tr[data-wire-row="cdi-to-kill"]').first().getAttribute('data-on')).toBe('');
  });

  it('draws the YX 140 page as two labelled diagrams, one per option', async () => {
    const {page} = await open('/docs/manuals/wiring_diagram/yx_140cc_two_yellow_leads_wiring');
    const figs = page.locator('[data-wiring-diagram]');
    await expect.poll(() => figs.count()).toBe(2);
    expect(await figs.nth(0).innerText()).toContain('Option A: lights fitted');
    expect(await figs.nth(1).innerText()).toContain('Option B: no lights');
    // Option A grounds one yellow lead; option B caps both and grounds neither.
    expect(await figs.nth(0).locator('tr[data-wire-row="yellow-2-to-ground"]').count()).toBe(1);
    expect(await figs.nth(1).locator('tr[data-wire-row="yellow-2-capped"]').innerText()).toContain('Insulated cap');
  });
});

describe('axe-core finds no WCAG 2.2 A/AA violations on wiring pages', () => {
  for (const route of PAGES) {
    for (const mode of ['light', 'dark'] as const) {
      it(`${route} in ${mode} mode, with a net lit`, async () => {
        const {page} = await open(route, {reducedMotion: 'reduce'});
        await page.evaluate((m) => localStorage.setItem('theme', m), mode);
        await page.reload();
        await hydrated(page);
        await page.locator('[data-wiring-diagram] svg [data-wire] rect').first().click();
        await page.evaluate(AXE_SOURCE);
        const violations = await page.evaluate(async () => {
          const axe = (
            window as unknown as {axe: {run: (ctx: Document, opts: object) => Promise<{violations: {id: string; nodes: {target: string[]}[]}[]}>}}
          ).axe;
          const r = await axe.run(document, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']}});
          return r.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
        });
        expect(violations).toEqual([]);
      });
    }
  }
});
