// The page chrome of SPEC.md sections 2 and 4, as a reader sees it in Chromium.
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';
import {CATEGORIES, categoryPath} from '../../src/lib/categories';
import {populatedCategoryRoutes} from '../support/siteRoutes';

const ARTICLE = '/docs/manuals/service_manual/pz22_pz26_carburetor_service';
const {open} = useBrowser();

describe('titles', () => {
  it.each([
    ['/about', 'About PitBase | PitBase'],
    ['/docs/guides/', 'Guides | PitBase'],
    ['/docs/category/service-manual', 'Service Manual | PitBase'],
    ['/no-such-page', 'Page Not Found | PitBase'],
  ])('%s is titled "%s"', async (path, title) => {
    const {page} = await open(path);
    await hydrated(page);
    await expect.poll(() => page.title()).toBe(title);
  });

  it('the home page follows the same pattern', async () => {
    const {page} = await open('/');
    await hydrated(page);
    await expect.poll(() => page.title()).toBe('Pit bike guides, manuals and specs | PitBase');
  });
});

describe('announcement bar', () => {
  it('is pink with white text and links to the support section', async () => {
    const {page} = await open('/');
    await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(1);
    const style = await page.locator('.theme-announcement-bar').evaluate((el) => {
      const s = getComputedStyle(el);
      return {bg: s.backgroundColor, fg: s.color};
    });
    expect(style).toEqual({bg: 'rgb(255, 0, 110)', fg: 'rgb(255, 255, 255)'});
    expect(await page.locator('.theme-announcement-bar a').getAttribute('href')).toBe('/about#support');
  });

  it('closes, remembers it across a reload, and stores the spec keys', async () => {
    const {page} = await open('/');
    await hydrated(page);
    await page.locator('.theme-announcement-bar button[aria-label="Close"]').click();
    await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(0);
    const stored = await page.evaluate(() => ({
      dismiss: localStorage.getItem('docusaurus.announcement.dismiss'),
      id: localStorage.getItem('docusaurus.announcement.id'),
    }));
    expect(stored).toEqual({dismiss: 'true', id: 'support'});
    await page.reload();
    // Hidden from the first paint (Docusaurus's inline script marks it dismissed), and gone once React has run:
    // the hydration check sees React start, so the removal is waited for rather than read at once.
    expect(await page.locator('.theme-announcement-bar').isVisible()).toBe(false);
    await hydrated(page);
    await expect.poll(() => page.locator('.theme-announcement-bar').count()).toBe(0);
  });

  it('comes back when the stored id is not the current one', async () => {
    const {page} = await open('/');
    await page.evaluate(() => {
      localStorage.setItem('docusaurus.announcement.dismiss', 'true');
      localStorage.setItem('docusaurus.announcement.id', 'an-older-bar');
    });
    await page.reload();
    await hydrated(page);
    expect(await page.locator('.theme-announcement-bar').count()).toBe(1);
  });
});

describe('colour mode', () => {
  it('is light by default, even when the system prefers dark', async () => {
    const {page} = await open('/', {colorScheme: 'dark'});
    expect(await page.locator('html').getAttribute('data-theme')).toBe('light');
  });

  it('flips between light and dark and keeps the choice under "theme"', async () => {
    const {page} = await open('/');
    await hydrated(page);
    const toggle = page.getByRole('button', {name: /Switch between dark and light mode/});
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await page.reload();
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await hydrated(page);
    await toggle.click();
    await expect.poll(() => page.locator('html').getAttribute('data-theme')).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });
});

describe('navbar', () => {
  it('has the three sections, More with the external source and About', async () => {
    const {page} = await open('/');
    const nav = page.locator('nav.navbar');
    for (const label of ['Guides', 'Tech Database', 'Manuals', 'More']) {
      await expect.poll(() => nav.getByText(label, {exact: true}).first().isVisible()).toBe(true);
    }
    const more = nav.locator('.dropdown__menu a');
    const hrefs = await more.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toContain('/about');
    expect(hrefs.some((h) => h?.startsWith('https://'))).toBe(true);
  });

  it('each section link opens its sidebar', async () => {
    const {page} = await open('/');
    await hydrated(page);
    await page.locator('nav.navbar').getByText('Manuals', {exact: true}).first().click();
    await page.waitForURL('**/docs/manuals/');
    await expect.poll(() => page.locator('.theme-doc-sidebar-menu').getByText('Service Manual').isVisible()).toBe(true);
  });

  it('marks the section of the page being read, before and after client navigation', async () => {
    const active = (page: Awaited<ReturnType<typeof open>>['page']) =>
      page.locator('nav.navbar .navbar__items a.navbar__link--active').evaluateAll((as) => as.map((a) => a.textContent));
    const {page} = await open('/docs/tech/bike_gearing', {viewport: {width: 1280, height: 720}});
    await hydrated(page);
    await expect.poll(() => active(page)).toEqual(['Tech Database']);
    await page.locator('nav.navbar').getByText('Manuals', {exact: true}).first().click();
    await page.waitForURL('**/docs/manuals/');
    await expect.poll(() => active(page)).toEqual(['Manuals']);
    await page.goto(new URL('/docs/guides/maintenance_repair/adjusting_the_chain', page.url()).href);
    await hydrated(page);
    await expect.poll(() => active(page)).toEqual(['Guides']);
  });

  it('hides when scrolling down and shows again when scrolling up', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 720}});
    await hydrated(page);
    const navbarBottom = () => page.locator('nav.navbar').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await navbarBottom()).toBeGreaterThan(0);
    await page.mouse.move(640, 400);
    for (let i = 0; i < 6; i++) await page.mouse.wheel(0, 300);
    await expect.poll(navbarBottom).toBeLessThanOrEqual(0);
    await page.mouse.wheel(0, -200);
    await expect.poll(navbarBottom).toBeGreaterThan(0);
  });
});

describe('mobile drawer (390 px)', () => {
  const mobile = {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true};
  const drawerOpen = (page: import('playwright-core').Page) =>
    page
      .locator('.navbar-sidebar--show')
      .count()
      .then((n) => n > 0);

  it('opens from the hamburger with the doc sidebar and "← Back to main menu"', async () => {
    const {page} = await open(ARTICLE, mobile);
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    const back = page.getByRole('button', {name: '← Back to main menu'});
    await expect.poll(() => back.isVisible()).toBe(true);
    await back.click();
    await expect.poll(() => page.locator('.navbar-sidebar').getByText('Tech Database', {exact: true}).isVisible()).toBe(true);
  });

  it('is built only when the reader reaches for the menu, closed, and still slides in the first time', async () => {
    const {page} = await open(ARTICLE, mobile);
    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.locator('.navbar-sidebar').count()).toBe(0);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).focus();
    await expect.poll(() => page.locator('.navbar-sidebar').count()).toBe(1);
    expect(await drawerOpen(page)).toBe(false);
    const slid = await page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          document.querySelector('.navbar-sidebar')!.addEventListener('transitionstart', () => resolve(true), {once: true});
          setTimeout(() => resolve(false), 2000);
          document.querySelector<HTMLButtonElement>('.navbar__toggle')!.click();
        }),
    );
    expect(slid).toBe(true);
    await expect.poll(() => drawerOpen(page)).toBe(true);
  });

  it('closes when a link is followed', async () => {
    const {page} = await open('/', mobile);
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await page.locator('.navbar-sidebar').getByText('Guides', {exact: true}).click();
    await page.waitForURL('**/docs/guides/');
    await expect.poll(() => drawerOpen(page)).toBe(false);
  });

  it('closes when the window grows to desktop width', async () => {
    const {page} = await open('/', mobile);
    await hydrated(page);
    await page.getByRole('button', {name: 'Toggle navigation bar'}).click();
    await expect.poll(() => drawerOpen(page)).toBe(true);
    await page.setViewportSize({width: 1200, height: 844});
    await expect.poll(() => drawerOpen(page)).toBe(false);
    expect(await page.getByRole('button', {name: 'Toggle navigation bar'}).isVisible()).toBe(false);
  });
});

describe('data tables on a phone (390 px)', () => {
  // A table wider than the screen scrolls inside its own box; its title and description must still wrap at the
  // screen's width, not run off to the right with the columns.
  it.each([
    '/docs/tech/torque_specs',
    '/docs/tech/valve_clearances',
    '/docs/manuals/parts_diagram/yx_140cc_parts_list',
    '/docs/manuals/wiring_diagram/starter_relay_circuit',
  ])('%s keeps every caption inside the screen', async (path) => {
    const {page} = await open(path, {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    await hydrated(page);
    const tables = await page.locator('table:has(caption)').evaluateAll((els) =>
      els.map((t) => {
        const box = t.parentElement!;
        const c = t.querySelector('caption')!.getBoundingClientRect();
        return {wide: box.scrollWidth > box.clientWidth + 1, captionRight: Math.round(c.right), text: t.querySelector('caption')!.textContent};
      }),
    );
    expect(
      tables.some((t) => t.wide),
      'at least one table on the page is wider than the screen',
    ).toBe(true);
    for (const t of tables) expect(t.captionRight, t.text ?? '').toBeLessThanOrEqual(390);
  });

  // A column of sentences (a cell of 50 characters or more) squeezed to its longest word reads a word a line, in
  // rows taller than the screen. In a table that scrolls sideways anyway it gets the width of a few words.
  it.each([
    '/docs/guides/maintenance_repair/adjusting_the_chain',
    '/docs/manuals/parts_diagram/yx_140cc_parts_list',
    '/docs/manuals/parts_diagram/keihin_pwk_carburetor_parts_list',
    '/docs/manuals/wiring_diagram/starter_relay_circuit',
  ])('%s gives every cell of sentences in a sideways-scrolling table at least 200 px', async (path) => {
    const {page} = await open(path, {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    await hydrated(page);
    const cells = await page.locator('table').evaluateAll((tables) =>
      tables
        .filter((t) => t.parentElement!.scrollWidth > t.parentElement!.clientWidth + 1)
        .flatMap((t) => Array.from(t.querySelectorAll('td')))
        .filter((td) => (td.textContent ?? '').length >= 50)
        .map((td) => ({width: Math.round(td.getBoundingClientRect().width), text: (td.textContent ?? '').slice(0, 60)})),
    );
    expect(cells.length, 'cells of sentences in a table wider than the screen').toBeGreaterThan(0);
    expect(cells.filter((c) => c.width < 200)).toEqual([]);
  });
});

describe('interchange table on a phone (390 px)', () => {
  // A row that lists every other engine runs for screens; its part group must be where the row starts.
  it('prints each part group at the top of its row', async () => {
    const {page} = await open('/docs/manuals/parts_diagram/daytona_anima_190_parts_list', {
      viewport: {width: 390, height: 844},
      isMobile: true,
      hasTouch: true,
    });
    await hydrated(page);
    const gaps = await page.locator('table:has(caption:text("What sets")) tbody tr').evaluateAll((rows) =>
      rows.map((tr) => {
        const range = document.createRange();
        range.selectNodeContents(tr.querySelector('th')!);
        return {group: tr.querySelector('th')!.textContent, gap: Math.round(range.getBoundingClientRect().top - tr.getBoundingClientRect().top)};
      }),
    );
    expect(gaps.length).toBeGreaterThan(3);
    expect(gaps.filter((g) => g.gap > 30)).toEqual([]);
  });
});

describe('tag page on a phone (390 px)', () => {
  it('"View all tags" is a tap target at least 24 px tall', async () => {
    const {page} = await open('/docs/tags/chain', {viewport: {width: 390, height: 844}, isMobile: true, hasTouch: true});
    const box = await page.getByRole('link', {name: 'View all tags'}).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(24);
  });
});

describe('footer', () => {
  it('links the category pages, Database, About, the external source, skip to content, and says 2025', async () => {
    const {page} = await open('/');
    const footer = page.locator('footer');
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    const populated = populatedCategoryRoutes();
    expect(populated.length).toBeGreaterThan(0);
    for (const c of CATEGORIES) {
      if (populated.includes(categoryPath(c))) expect(hrefs).toContain(categoryPath(c));
      else expect(hrefs).not.toContain(categoryPath(c));
    }
    expect(hrefs).toEqual(expect.arrayContaining(['/docs/tech', '/about', '#__docusaurus_skipToContent_fallback']));
    expect(hrefs.some((h) => h?.startsWith('https://'))).toBe(true);
    expect(await footer.innerText()).toContain('Copyright © 2025 PitBase.');
  });

  it('centers "Skip to content" under the centered copyright line, on a phone and a desktop', async () => {
    for (const viewport of [
      {width: 390, height: 844},
      {width: 1280, height: 800},
    ]) {
      const {page} = await open('/', {viewport});
      const center = (selector: string) =>
        page
          .locator(selector)
          .first()
          .evaluate((el) => {
            const r = el.getBoundingClientRect();
            return r.left + r.width / 2;
          });
      const copyright = await center('.footer__copyright');
      expect(Math.abs((await center('.footer__bottom a[href="#__docusaurus_skipToContent_fallback"]')) - copyright)).toBeLessThan(2);
    }
  });

  it('"Skip to content" moves focus to the main content', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await page.locator('footer').getByText('Skip to content').click();
    expect(page.url()).toContain('#__docusaurus_skipToContent_fallback');
    expect(await page.locator('#__docusaurus_skipToContent_fallback').count()).toBe(1);
  });
});

describe('article chrome', () => {
  it('shows breadcrumbs down to the page', async () => {
    const {page} = await open(ARTICLE);
    const crumbs = page.locator('nav.theme-doc-breadcrumbs');
    const text = await crumbs.innerText();
    expect(text).toContain('Service Manual');
    expect(text).toContain(await page.locator('article h1').innerText());
  });

  it('lists exactly the h2 and h3 headings in the table of contents, each with a direct link', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 900}});
    const headingIds = await page
      .locator('.theme-doc-markdown')
      .locator('h2[id], h3[id]')
      .evaluateAll((hs) => hs.map((h) => h.id));
    const tocIds = await page
      .locator('.theme-doc-toc-desktop a.table-of-contents__link')
      .evaluateAll((as) => as.map((a) => decodeURIComponent(a.getAttribute('href')!.slice(1))));
    expect(headingIds.length).toBeGreaterThan(3);
    expect(tocIds).toEqual(headingIds);
    expect(await page.locator('.theme-doc-markdown h2 a.hash-link').count()).toBeGreaterThan(0);
  });

  it('sidebar categories stay open when another one is opened', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 900}});
    await hydrated(page);
    const sidebar = page.locator('.theme-doc-sidebar-menu');
    await sidebar.getByText('Parts Diagram', {exact: true}).click();
    await page.waitForURL('**/docs/category/parts-diagram');
    const expanded = await sidebar.locator('.menu__list-item:not(.menu__list-item--collapsed) > div > a.menu__link--sublist').allInnerTexts();
    expect(expanded).toEqual(expect.arrayContaining(['Service Manual', 'Parts Diagram']));
  });
});

describe('page cards', () => {
  it('a category page reached by a sidebar click shows each page with its description', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 900}});
    await hydrated(page);
    await page.locator('.theme-doc-sidebar-menu').getByText('Service Manual', {exact: true}).click();
    await page.waitForURL('**/docs/category/service-manual');
    const card = page.locator('article a.card', {hasText: 'PZ22 and PZ26 Carburetor Service'});
    await expect.poll(() => card.locator('.theme-doc-card-description').innerText()).toMatch(/\w{4,}/);
  });

  it('the Tech Database index filters on words that are only in a page description', async () => {
    const {page} = await open('/docs/tech/');
    await hydrated(page);
    await page.getByLabel('Filter the Tech Database').fill('axle nuts');
    const titles = await page.locator('main section li > a').allInnerTexts();
    expect(titles).toContain('Torque Specs');
    expect(titles).not.toContain('Chain Sizing');
  });
});

describe('link prefetching', () => {
  it('still fetches the code of linked pages, once the browser is idle', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 900}});
    await hydrated(page);
    await expect.poll(() => page.locator('head link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
  });

  it('asks for each file once, and never for a script the page already ran', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 900}});
    await hydrated(page);
    await expect.poll(() => page.locator('head link[rel="prefetch"][href*="/assets/js/"]').count()).toBeGreaterThan(0);
    await page.waitForTimeout(1500);
    const {prefetched, ran} = await page.evaluate(() => ({
      prefetched: Array.from(document.querySelectorAll<HTMLLinkElement>('head link[rel="prefetch"]'), (l) => l.href),
      ran: performance
        .getEntriesByType('resource')
        .filter((e) => (e as PerformanceResourceTiming).initiatorType === 'script')
        .map((e) => e.name),
    }));
    expect(new Set(prefetched).size).toBe(prefetched.length);
    expect(ran.length).toBeGreaterThan(0);
    expect(prefetched.filter((href) => ran.includes(href))).toEqual([]);
  });
});

describe('page boot', () => {
  it("downloads the site's scripts only after the stylesheet the first paint needs, then becomes interactive", async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    const {stylesheetEnd, scriptStarts} = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        stylesheetEnd: resources.find((e) => /\/assets\/css\/styles\.[0-9a-f]+\.css$/.test(e.name))?.responseEnd,
        scriptStarts: resources.filter((e) => /\/assets\/js\/(runtime~)?main\.[0-9a-f]+\.js$/.test(e.name)).map((e) => e.startTime),
      };
    });
    expect(stylesheetEnd).toBeGreaterThan(0);
    expect(scriptStarts).toHaveLength(2);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(stylesheetEnd!);
    await page
      .getByRole('button', {name: /search/i})
      .first()
      .click();
    await expect.poll(() => page.locator('.DocSearch-Modal').count()).toBe(1);
  });
});
