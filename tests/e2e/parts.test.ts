// Parts diagrams: a callout in the drawing lights its table row and the reverse (pointer and keyboard),
// every callout number sits inside its badge, and a figure fits a 390 px phone without sideways scrolling.
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';

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
