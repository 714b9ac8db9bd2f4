// Every procedure figure, as a reader sees it in Chromium: labels inside the drawing (and inside the shape
// they name) at phone and desktop widths, the drawing within its column, the larger view and its zoom, and
// axe-core clean in light and dark mode.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';
import {docRoutes} from '../support/siteRoutes';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const {open} = useBrowser();

/** Pages that show a figure, from the sources, with how many each shows. */
const PAGES = docRoutes()
  .map(({file, route}) => ({route, count: (fs.readFileSync(file, 'utf8').match(/<Figure\b/g) ?? []).length}))
  .filter((p) => p.count > 0);

/** One line per label that leaves its drawing or its named shape, and per drawing wider than its column. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const inside = (a: DOMRect, b: DOMRect) =>
      a.left >= b.left - 0.5 && a.right <= b.right + 0.5 && a.top >= b.top - 0.5 && a.bottom <= b.bottom + 0.5;
    document.querySelectorAll('.pb-figure').forEach((figure, i) => {
      const svg = figure.querySelector('svg')!;
      const box = svg.getBoundingClientRect();
      const column = figure.closest('.markdown')!.getBoundingClientRect();
      if (box.width < 100 || box.right > column.right + 0.5 || box.left < column.left - 0.5)
        out.push(`figure ${i + 1}: ${Math.round(box.width)} px drawing outside its ${Math.round(column.width)} px column`);
      if (box.right > document.documentElement.clientWidth) out.push(`figure ${i + 1}: wider than the window`);
      svg.querySelectorAll('text').forEach((text) => {
        const t = text.getBoundingClientRect();
        if (!inside(t, box)) out.push(`figure ${i + 1}: "${text.textContent}" outside the drawing`);
        const shapeName = text.getAttribute('data-box');
        if (shapeName) {
          const shape = svg.querySelector(`[data-shape="${shapeName}"]`);
          if (!shape) out.push(`figure ${i + 1}: "${text.textContent}" names a missing shape ${shapeName}`);
          else if (!inside(t, shape.getBoundingClientRect())) out.push(`figure ${i + 1}: "${text.textContent}" outside ${shapeName}`);
        }
      });
    });
    return out;
  });
}

/** Default weights of the drawing classes in src/components/Figure/styles.css, for elements that set none. */
const DEFAULT_WEIGHT: Record<string, string> = {
  'f-line': '2.5px',
  'f-part': '2.5px',
  'f-metal': '2.5px',
  'f-darkpart': '2.5px',
  'f-hl': '2.5px',
  'f-blue-part': '2.5px',
  'f-green-part': '2.5px',
  'f-amber-part': '2.5px',
  'f-thin': '1.5px',
  'f-dash': '1.5px',
  'f-hl-line': '3px',
  'f-blue-line': '3px',
  'f-green-line': '12px',
};

/**
 * One line per stroke drawn at another weight than it asks for: its own stroke-width attribute (a heavy cable,
 * a thick edge) or, without one, its class's default. A class rule overriding the attribute shows up here.
 */
async function weightProblems(page: Page): Promise<string[]> {
  return page.evaluate((defaults) => {
    const out: string[] = [];
    document.querySelectorAll('.pb-figure svg *').forEach((el) => {
      const own = el.getAttribute('stroke-width');
      const weights = new Set(Array.from(el.classList).flatMap((c) => (c in defaults ? [defaults[c]] : [])));
      const figure = Array.from(document.querySelectorAll('.pb-figure')).indexOf(el.closest('.pb-figure')!) + 1;
      const tag = `figure ${figure}: <${el.tagName} class="${el.getAttribute('class') ?? ''}">`;
      // Two classes with different default weights (f-line f-dash) leave the weight to the stylesheet's order.
      if (own === null && weights.size > 1) {
        out.push(`${tag} combines classes of different default weights; give it its own strokeWidth`);
        return;
      }
      const want = own !== null ? `${own}px` : ([...weights][0] ?? null);
      const drawn = getComputedStyle(el).strokeWidth;
      if (want && drawn !== want) out.push(`${tag} drawn at ${drawn}, asks for ${want}`);
    });
    return out;
  }, DEFAULT_WEIGHT);
}

async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    type Result = {violations: {id: string; nodes: {target: string[]}[]}[]};
    const axe = (window as unknown as {axe: {run: (ctx: object, opts: object) => Promise<Result>}}).axe;
    const include = Array.from(document.querySelectorAll('.pb-figure, dialog.pb-zoom')).map((el, i) => {
      el.setAttribute('data-axe-figure', String(i));
      return [`[data-axe-figure="${i}"]`];
    });
    const result = await axe.run({include}, {runOnly: {type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']}});
    return result.violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`));
  });
}

describe('figures', () => {
  it('there are pages with figures to test', () => {
    expect(PAGES.reduce((n, p) => n + p.count, 0)).toBeGreaterThanOrEqual(40);
  });

  for (const {route, count} of PAGES) {
    it(`${route}: ${count} figure(s) fit at 390 and 1280 px, with every label inside`, async () => {
      const {page} = await open('', {viewport: {width: 390, height: 844}, deviceScaleFactor: 1});
      for (const width of [390, 1280]) {
        await page.setViewportSize({width, height: width === 390 ? 844 : 900});
        await page.goto(route);
        await hydrated(page);
        expect(await page.locator('.pb-figure svg').count()).toBe(count);
        expect(await layoutProblems(page), `at ${width} px`).toEqual([]);
        expect(await weightProblems(page), `at ${width} px`).toEqual([]);
      }
    });

    it(`${route}: axe finds nothing in the figures in light and dark mode`, async () => {
      const {page} = await open(route, {reducedMotion: 'reduce'});
      for (const mode of ['light', 'dark'] as const) {
        await page.evaluate((m) => localStorage.setItem('theme', m), mode);
        await page.reload();
        await hydrated(page);
        await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe(mode);
        expect(await axeViolations(page), mode).toEqual([]);
      }
    });
  }

  it('the drawings follow the colour mode: label colour differs between light and dark', async () => {
    const {page} = await open(PAGES[0]!.route);
    await hydrated(page);
    const fill = () =>
      page
        .locator('.pb-figure svg text')
        .first()
        .evaluate((t) => getComputedStyle(t).fill);
    const light = await fill();
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await fill()).not.toBe(light);
  });

  it("a line's own weight wins over its class's default, on screen in both modes and in print", async () => {
    // The brake bleeding figure draws the clear tube at strokeWidth 5 and the jar at the f-line default.
    const {page} = await open('/docs/guides/maintenance_repair/bleeding_brakes_and_replacing_fluid');
    await hydrated(page);
    const lines = page.locator('.pb-figure svg .f-line');
    const weights = () => lines.evaluateAll((els) => els.map((el) => [el.getAttribute('stroke-width'), getComputedStyle(el).strokeWidth]));
    const expected = [
      ['5', '5px'],
      [null, '2.5px'],
    ];
    expect(await weights()).toEqual(expected);
    await page.evaluate(() => document.documentElement.setAttribute('data-theme', 'dark'));
    expect(await weights()).toEqual(expected);
    await page.emulateMedia({media: 'print'});
    expect(await weights()).toEqual(expected);
  });

  it('prints dark on white from dark mode, without the Enlarge button', async () => {
    const {page} = await open(PAGES[0]!.route);
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    await hydrated(page);
    const screenInk = await page
      .locator('.pb-figure')
      .first()
      .evaluate((f) => getComputedStyle(f).getPropertyValue('--fig-ink').trim());
    await page.emulateMedia({media: 'print'});
    const printed = await page
      .locator('.pb-figure')
      .first()
      .evaluate((f) => ({
        ink: getComputedStyle(f).getPropertyValue('--fig-ink').trim(),
        paper: getComputedStyle(f.querySelector('.pb-figure__drawing')!).backgroundColor,
        button: getComputedStyle(f.querySelector('.pb-figure__zoom')!).display,
      }));
    expect(printed).toEqual({ink: '#1c1e21', paper: 'rgb(255, 255, 255)', button: 'none'});
    expect(screenInk).not.toBe(printed.ink);
  });

  it('Enlarge opens a larger view that zooms with the buttons, the keyboard and the wheel, and closes', async () => {
    const {page, errors} = await open(PAGES[0]!.route, {viewport: {width: 390, height: 844}});
    await hydrated(page);
    const figure = page.locator('.pb-figure').first();
    const small = (await figure.locator('svg').boundingBox())!.width;
    await figure.getByRole('button', {name: 'Enlarge'}).click();
    const dialog = page.locator('dialog.pb-zoom[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    await expect.poll(() => dialog.getAttribute('aria-label')).toMatch(/^Figure 1: /);
    const scale = async () => Number((await dialog.getAttribute('data-scale')) ?? 1);
    await dialog.getByRole('button', {name: 'Zoom in'}).click();
    expect(await scale()).toBeGreaterThan(1);
    const zoomed = (await dialog.locator('svg').boundingBox())!.width;
    expect(zoomed).toBeGreaterThan(small);
    await page.keyboard.press('-');
    expect(await scale()).toBe(1);
    const view = (await dialog.locator('.pb-zoom__view').boundingBox())!;
    await page.mouse.move(view.x + view.width / 2, view.y + view.height / 2);
    await page.mouse.wheel(0, -300);
    await expect.poll(scale).toBeGreaterThan(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => page.locator('dialog.pb-zoom').count()).toBe(0);
    // Clicking the drawing itself opens the view too.
    await figure.locator('.pb-figure__drawing').click();
    await expect.poll(() => page.locator('dialog.pb-zoom[open]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('a two-finger pinch zooms the larger view on a touch screen', async () => {
    const {page} = await open(PAGES[0]!.route, {viewport: {width: 390, height: 844}, hasTouch: true, isMobile: true});
    await hydrated(page);
    await page.locator('.pb-figure').first().getByRole('button', {name: 'Enlarge'}).tap();
    const dialog = page.locator('dialog.pb-zoom[open]');
    await expect.poll(() => dialog.count()).toBe(1);
    const view = (await dialog.locator('.pb-zoom__view').boundingBox())!;
    const cx = view.x + view.width / 2;
    const cy = view.y + view.height / 3;
    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', spread: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                {x: cx - spread, y: cy, id: 1},
                {x: cx + spread, y: cy, id: 2},
              ],
      });
    await touch('touchStart', 30);
    for (const spread of [40, 60, 80, 100, 120]) await touch('touchMove', spread);
    await touch('touchEnd', 0);
    await expect.poll(async () => Number((await dialog.getAttribute('data-scale')) ?? 1)).toBeGreaterThan(2);
  });

  it('the zoom code is fetched only when a reader opens a figure', async () => {
    const {page} = await open('', {viewport: {width: 1280, height: 900}});
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto(PAGES[0]!.route);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const before = scripts.length;
    await page.locator('.pb-figure').first().getByRole('button', {name: 'Enlarge'}).click();
    await expect.poll(() => page.locator('dialog.pb-zoom[open]').count()).toBe(1);
    expect(scripts.length).toBeGreaterThan(before);
  });
});
