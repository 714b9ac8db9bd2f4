// Visual regression: what a reader sees in every state they meet, in light and dark mode, compared with
// committed baselines (tests/e2e/__screenshots__). Behaviour tests elsewhere check what the page does; these
// check that it still looks as it should (styles loaded, nothing blank, nothing overflowing, colours right).
// Update the baselines with `npm run test:visual:update`, and look at each changed image before committing.
import {describe, expect, it} from 'vitest';
import type {BrowserContextOptions, Page} from 'playwright-core';
import {hydrated, searchSettled, useBrowser} from './support/browser';
import {PAGE_TYPES} from './support/pageTypes';
import {expectScreenshot} from './support/visual';

const {open} = useBrowser();

const DESKTOP = {width: 1280, height: 800};
const PHONE = {width: 390, height: 844};
type Mode = 'light' | 'dark';

async function openIn(path: string, mode: Mode, phone = false, extra: BrowserContextOptions = {}): Promise<Page> {
  const {page, context} = await open('', {
    viewport: phone ? PHONE : DESKTOP,
    colorScheme: mode,
    reducedMotion: 'reduce',
    ...(phone ? {hasTouch: true, isMobile: true} : {}),
    ...extra,
  });
  await context.addInitScript((m) => {
    try {
      localStorage.setItem('theme', m);
    } catch {
      // storage may be off; the colour scheme then follows colorScheme
    }
  }, mode);
  await page.goto(path);
  await hydrated(page);
  // The colour mode toggle is enabled once Docusaurus's "is browser" update has rendered, the same update that
  // draws tables' filter boxes and sort buttons.
  await page.waitForFunction(() => {
    const toggle = document.querySelector('button[aria-label^="Switch between dark and light mode"]');
    return !!toggle && !(toggle as HTMLButtonElement).disabled;
  });
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/**
 * Scrolls so that the element's top sits just under the sticky navbar, again until it stays there: what renders
 * after hydration (a table's filter box) can move it.
 */
async function scrollToElement(page: Page, selector: string): Promise<void> {
  const el = page.locator(selector).first();
  await el.waitFor();
  const scroll = () =>
    el.evaluate((node) => {
      const navbar = document.querySelector('.navbar')?.getBoundingClientRect().height ?? 0;
      window.scrollTo(0, node.getBoundingClientRect().top + window.scrollY - navbar - 16);
      return window.scrollY;
    });
  await expect
    .poll(async () => {
      const before = await scroll();
      await page.waitForTimeout(300);
      return (await scroll()) === before;
    })
    .toBe(true);
}

async function openSearch(page: Page, query: string): Promise<void> {
  await page.locator('.navbar .DocSearch-Button').first().click();
  await page.locator('.DocSearch-Input').fill(query);
  await expect.poll(() => searchSettled(page)).toBe(true);
  await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
  await page.mouse.move(0, 0);
}

async function openFeedback(page: Page): Promise<void> {
  await page.locator('.navbar .pitbase-feedback-button').first().click();
  await expect.poll(() => page.getByRole('dialog', {name: 'Feedback'}).count()).toBe(1);
}

interface State {
  name: string;
  path: string;
  phone?: boolean;
  /** Brings the page to the state the reader meets, after hydration. */
  act?: (page: Page) => Promise<void>;
}

const STATES: State[] = [
  {name: 'home', path: '/'},
  {name: 'home-phone', path: '/', phone: true},
  {name: 'article', path: PAGE_TYPES.article},
  {name: 'tech-calculator', path: PAGE_TYPES['tech page with a calculator'], act: (p) => scrollToElement(p, 'article form')},
  {name: 'tech-table', path: PAGE_TYPES['tech page with a calculator'], act: (p) => scrollToElement(p, 'article table')},
  {name: 'wiring-diagram', path: PAGE_TYPES['manual with a wiring diagram'], act: (p) => scrollToElement(p, 'article [data-wiring-diagram]')},
  {
    name: 'wiring-diagram-phone',
    path: PAGE_TYPES['manual with a wiring diagram'],
    phone: true,
    act: (p) => scrollToElement(p, 'article [data-wiring-diagram]'),
  },
  {name: 'parts-list', path: PAGE_TYPES['manual with a parts list'], act: (p) => scrollToElement(p, 'article table')},
  {name: 'exploded-view', path: PAGE_TYPES['manual with exploded views'], act: (p) => scrollToElement(p, 'article figure')},
  {name: 'exploded-view-phone', path: PAGE_TYPES['manual with exploded views'], phone: true, act: (p) => scrollToElement(p, 'article figure')},
  {
    name: 'procedure-figure-phone',
    path: '/docs/guides/maintenance_repair/carburetor_jetting_basics',
    phone: true,
    act: (p) => scrollToElement(p, 'article figure'),
  },
  {name: 'search-modal', path: PAGE_TYPES.article, act: (p) => openSearch(p, 'oil')},
  {name: 'search-modal-phone', path: PAGE_TYPES.article, phone: true, act: (p) => openSearch(p, 'oil')},
  {name: 'search-page', path: PAGE_TYPES['search page'], act: async (p) => void (await p.locator('main ol li').first().waitFor())},
  {name: 'feedback-ask', path: PAGE_TYPES.article, act: openFeedback},
  {
    name: 'feedback-send',
    path: PAGE_TYPES.article,
    act: async (p) => {
      await openFeedback(p);
      await p.getByRole('dialog', {name: 'Feedback'}).getByRole('tab', {name: 'Send feedback'}).click();
    },
  },
  {
    name: 'phone-drawer',
    path: '/',
    phone: true,
    act: async (p) => {
      await p.locator('.navbar__toggle').click();
      await p.locator('.navbar-sidebar--show').waitFor();
    },
  },
  {name: 'not-found', path: PAGE_TYPES['not found']},
];

describe('what the reader sees', () => {
  for (const mode of ['light', 'dark'] as const) {
    for (const state of STATES) {
      it(`${state.name} (${mode})`, async () => {
        const page = await openIn(state.path, mode, state.phone);
        await state.act?.(page);
        await expectScreenshot(page, `${state.name}-${mode}`, [page.locator('time')]);
      });
    }

    it(`offline page (${mode})`, async () => {
      const page = await openIn(PAGE_TYPES.article, mode, false, {serviceWorkers: 'allow'});
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {timeout: 20_000});
      await page.reload();
      await page.context().setOffline(true);
      try {
        const response = await page.goto('/docs/guides/maintenance_repair/pit_bike_wont_start');
        expect(response?.status()).toBe(503);
        await expectScreenshot(page, `offline-${mode}`);
      } finally {
        await page.context().setOffline(false);
      }
    });
  }
});

describe('what the search modal and button look like', () => {
  it('opens as a fixed overlay over the whole page, with a panel narrower than the page on a desktop', async () => {
    const page = await openIn(PAGE_TYPES.article, 'light');
    await openSearch(page, 'chain');
    const box = await page.locator('.DocSearch-Container').evaluate((el) => {
      const s = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      return {position: s.position, width: r.width, height: r.height, background: s.backgroundColor};
    });
    expect(box.position).toBe('fixed');
    expect(box.width).toBe(DESKTOP.width);
    expect(box.height).toBe(DESKTOP.height);
    expect(box.background).not.toBe('rgba(0, 0, 0, 0)');
    const modal = await page.locator('.DocSearch-Modal').boundingBox();
    expect(modal!.width).toBeLessThan(DESKTOP.width * 0.75);
    expect(modal!.x).toBeGreaterThan(0);
  });

  it('lists hits as cards, not as a bulleted list', async () => {
    const page = await openIn(PAGE_TYPES.article, 'light');
    await openSearch(page, 'spark plug');
    const styles = await page
      .locator('.DocSearch-Hit')
      .first()
      .evaluate((li) => {
        const list = li.closest('ul')!;
        return {marker: getComputedStyle(li).listStyleType, display: getComputedStyle(li).display, padding: getComputedStyle(list).paddingLeft};
      });
    expect(styles.marker === 'none' || styles.display !== 'list-item').toBe(true);
    expect(styles.padding).toBe('0px');
  });

  it('shows no keyboard hint on a touch screen, even a wide one, and shows it with a mouse', async () => {
    const tablet = await openIn(PAGE_TYPES.article, 'light', false, {viewport: {width: 1024, height: 768}, hasTouch: true, isMobile: true});
    await expect.poll(() => tablet.locator('.navbar .DocSearch-Button-Keys').first().isVisible()).toBe(false);
    const desktop = await openIn(PAGE_TYPES.article, 'light');
    await expect.poll(() => desktop.locator('.navbar .DocSearch-Button-Keys kbd').first().isVisible()).toBe(true);
    const key = await desktop
      .locator('.navbar .DocSearch-Button-Key')
      .first()
      .evaluate((k) => getComputedStyle(k).borderRadius);
    expect(key).not.toBe('0px');
  });

  it('draws the navbar logo in light strokes on the dark navbar', async () => {
    const page = await openIn('/', 'dark');
    const logo = page.locator('.navbar__logo img:visible');
    await expect.poll(() => logo.count()).toBe(1);
    expect(await logo.getAttribute('src')).toMatch(/logo-dark\.svg$/);
    const light = await openIn('/', 'light');
    expect(await light.locator('.navbar__logo img:visible').getAttribute('src')).toMatch(/logo\.svg$/);
  });
});
