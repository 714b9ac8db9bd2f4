// Direct answers from the data tables as a reader sees them (issue 23): the card in the search modal, on the
// search page and in Ask PitBase, with the value in metric and imperial, what it applies to, its source and
// a link to the table; and no card for a query whose row is ambiguous.
import {describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {hydrated, searchSettled, useBrowser} from './support/browser';

const {open} = useBrowser();
const card = (page: Page) => page.locator('.pitbase-answer');

async function modalQuery(page: Page, query: string) {
  await page.goto('/docs/guides/');
  await hydrated(page);
  await expect
    .poll(async () => {
      if ((await page.locator('.DocSearch-Modal').count()) === 0) await page.keyboard.press('Control+k');
      await page.waitForTimeout(150);
      return page.locator('.DocSearch-Modal').count();
    })
    .toBe(1);
  await page.locator('.DocSearch-Input').fill(query);
  await expect.poll(() => searchSettled(page)).toBe(true);
}

describe('direct answer card', () => {
  it('in the modal: "TT-R90 valve clearance" shows both clearances in mm and inches above the hits, with applies-to, source and the table link', async () => {
    const {page} = await open('');
    await modalQuery(page, 'TT-R90 valve clearance');
    await expect.poll(() => card(page).count()).toBe(1);
    const text = await card(page).innerText();
    expect(text).toContain('Yamaha TT-R90');
    expect(text).toMatch(/Intake \(cold\)\s*0\.05–0\.09 mm \(0\.002–0\.004 in\)/);
    expect(text).toMatch(/Exhaust \(cold\)\s*0\.08–0\.12 mm \(0\.003–0\.005 in\)/);
    expect(text).toContain('Applies to: The engine named in each row only');
    expect(text).toMatch(/Source: Yamaha TT-R90 owner's service manual/);
    // The card comes before the first hit, and its link opens the table's page.
    const order = await page.evaluate(() => {
      const answer = document.querySelector('.pitbase-answer');
      const hit = document.querySelector('.DocSearch-Hit');
      return !!answer && !!hit && !!(answer.compareDocumentPosition(hit) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(order).toBe(true);
    await card(page)
      .getByRole('link', {name: /See the table/})
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/tech/valve_clearances');
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
  });

  it('in the modal: no card for "TT-R90 tire pressure" (front and rear are two rows), though hits are shown', async () => {
    const {page} = await open('');
    await modalQuery(page, 'TT-R90 tire pressure');
    expect(await page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    expect(await card(page).count()).toBe(0);
    // A query with a card, then one without: the old card goes.
    await page.locator('.DocSearch-Input').fill('428 chain pitch');
    await expect.poll(() => card(page).count()).toBe(1);
    await page.locator('.DocSearch-Input').fill('oil change');
    await expect.poll(() => card(page).count()).toBe(0);
  });

  it('on the search page: "428 chain pitch" shows the pitch of a 428 chain', async () => {
    const {page} = await open('/search?q=428%20chain%20pitch');
    await expect.poll(() => card(page).count()).toBe(1);
    const text = await card(page).innerText();
    expect(text).toMatch(/Pitch\s*12\.7 mm \(0\.500 in\)/);
    expect(await card(page).getByRole('link').getAttribute('href')).toBe('/docs/tech/chain_sizing');
    expect(await page.locator('li h2 a').count()).toBeGreaterThan(0);
  });

  it('on the search page: no card for a question that names no row', async () => {
    const {page} = await open('/search?q=valve%20clearance');
    await expect.poll(() => page.locator('li h2 a').count()).toBeGreaterThan(0);
    expect(await card(page).count()).toBe(0);
  });

  it('in Ask PitBase: "M8 bolt torque" gets the same card, beside the passages', async () => {
    const {page} = await open('/docs/guides/maintenance_repair/changing_the_engine_oil');
    await hydrated(page);
    await page.locator('.navbar .pitbase-feedback-button').first().click();
    const dialog = page.getByRole('dialog', {name: 'Feedback'});
    await expect.poll(() => dialog.count()).toBe(1);
    await page.locator('#feedback-question').fill('M8 bolt torque');
    await page.locator('#feedback-question').press('Enter');
    await expect.poll(() => dialog.locator('.pitbase-answer').count()).toBe(1);
    const text = await dialog.locator('.pitbase-answer').innerText();
    expect(text).toMatch(/General torque\s*15 Nm \(11\.1 ft-lb\)/);
    expect(await dialog.locator('.pitbase-answer a').getAttribute('href')).toBe('/docs/tech/torque_specs');
    expect(await dialog.locator('ol li').count()).toBeGreaterThan(0);
  });
});
