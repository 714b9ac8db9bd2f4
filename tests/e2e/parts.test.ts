// Parts diagrams: a callout in the drawing lights its table row and the reverse (pointer and keyboard),
// every callout number sits inside its badge, and a figure fits a 390 px phone without sideways scrolling.
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';
import {plan} from '../support/plan';

const {open} = useBrowser();
const PAGE = '/docs/manuals/parts_diagram/zongshen_155cc_parts_list';

describe('parts diagram', () => {
  it('highlights the row of a callout pointed at in the drawing, and the callout of a row pointed at', async () => {
    const {page, errors} = await open(PAGE);
    await hydrated(page);
    const clutch = page.locator('[data-parts-assembly="clutch"]');
    await clutch.locator('svg [data-callout="7"]').hover();
    await expect.poll(() => clutch.locator('tr[data-active]').getAttribute('data-callout')).toBe('7');
    expect(await clutch.locator('tr[data-active]').innerText()).toContain('Friction disc');
    await clutch.locator('tr[data-callout="9"]').hover();
    await expect.poll(() => clutch.locator('svg [data-active]').getAttribute('data-callout')).toBe('9');
    expect(await clutch.locator('tr[data-active]').count()).toBe(1);
    expect(errors).toEqual([]);
  });

  it('does the same from the keyboard', async () => {
    const {page} = await open(PAGE);
    await hydrated(page);
    const clutch = page.locator('[data-parts-assembly="clutch"]');
    await clutch.locator('svg [data-callout="1"]').focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => clutch.locator('tr[data-active]').getAttribute('data-callout')).toBe('2');
    await clutch.getByRole('button', {name: /^4: Pressure plate: show in the drawing/}).focus();
    await expect.poll(() => clutch.locator('svg [data-active]').getAttribute('data-callout')).toBe('4');
  });

  it('keeps every callout number inside its badge, in a color that stands out from it', async () => {
    const {page} = await open(PAGE);
    const overflow = await page.evaluate(() => {
      const bad: string[] = [];
      document.querySelectorAll('[data-parts-assembly] svg [data-callout]').forEach((g) => {
        const label = g.querySelector('[data-label]')!.getBoundingClientRect();
        const badge = g.querySelector('[data-badge]')!.getBoundingClientRect();
        const inside =
          label.left >= badge.left - 0.5 && label.right <= badge.right + 0.5 && label.top >= badge.top - 0.5 && label.bottom <= badge.bottom + 0.5;
        const visible = getComputedStyle(g.querySelector('[data-label]')!).fill !== getComputedStyle(g.querySelector('[data-badge]')!).fill;
        if (!inside || !visible || label.width === 0)
          bad.push(`${g.closest('[data-parts-assembly]')!.getAttribute('data-parts-assembly')} ${g.getAttribute('data-callout')}`);
      });
      return {bad, count: document.querySelectorAll('[data-parts-assembly] svg [data-callout]').length};
    });
    expect(overflow.count).toBeGreaterThan(40);
    expect(overflow.bad).toEqual([]);
  });

  it('fits every figure in a 390 px wide phone screen', async () => {
    const {page} = await open(PAGE, {viewport: {width: 390, height: 844}});
    const widths = await page.evaluate(() =>
      Array.from(document.querySelectorAll('[data-parts-assembly] svg')).map((s) => s.getBoundingClientRect().right),
    );
    expect(widths.length).toBeGreaterThan(5);
    for (const right of widths) expect(right).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});

// Every engine's parts list, at a phone's width: no callout number outside its badge, no figure or page wider than
// the screen.
const ENGINE_PAGES = plan.pages
  .filter((p) => p.folder === 'parts_diagram' && !p.slug.includes('carburetor'))
  .map((p) => `/docs/manuals/parts_diagram/${p.slug}`);

describe('every engine parts list on a 390 px phone', () => {
  it('covers the 25 engine pages of the plan', () => {
    expect(ENGINE_PAGES).toHaveLength(25);
  });

  it.each(ENGINE_PAGES)('%s: callouts inside their badges, figures inside the screen', async (path) => {
    const {page} = await open(path, {viewport: {width: 390, height: 844}});
    await hydrated(page);
    const found = await page.evaluate(() => {
      const bad: string[] = [];
      const callouts = document.querySelectorAll('[data-parts-assembly] svg [data-callout]');
      callouts.forEach((g) => {
        const label = g.querySelector('[data-label]')!.getBoundingClientRect();
        const badge = g.querySelector('[data-badge]')!.getBoundingClientRect();
        const inside =
          label.left >= badge.left - 0.5 && label.right <= badge.right + 0.5 && label.top >= badge.top - 0.5 && label.bottom <= badge.bottom + 0.5;
        if (!inside || label.width === 0)
          bad.push(`${g.closest('[data-parts-assembly]')!.getAttribute('data-parts-assembly')} ${g.getAttribute('data-callout')}`);
      });
      const figures = Array.from(document.querySelectorAll('[data-parts-assembly] svg')).map((s) => Math.round(s.getBoundingClientRect().right));
      return {bad, callouts: callouts.length, figures, scrollWidth: document.documentElement.scrollWidth};
    });
    expect(found.figures.length, 'exploded views on the page').toBeGreaterThan(0);
    expect(found.callouts).toBeGreaterThan(0);
    expect(found.bad).toEqual([]);
    for (const right of found.figures) expect(right).toBeLessThanOrEqual(390);
    expect(found.scrollWidth).toBeLessThanOrEqual(390);
  });
});
