// Search as a reader uses it (SPEC.md sections 4, 7, 8, 9): the DocSearch modal over the local index,
// the /search page, hostile queries, a failing index, and the Algolia switch.
import {spawn, type ChildProcess} from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import {afterAll, beforeAll, describe, expect, it} from 'vitest';
import type {Page} from 'playwright-core';
import {hydrated, searchSettled, useBrowser} from './support/browser';

const {open} = useBrowser();
const GUIDE = '/docs/guides/';
const modal = (page: Page) => page.locator('.DocSearch-Modal');
const input = (page: Page) => page.locator('.DocSearch-Input');

/** Presses the shortcut until the modal is open: right after hydration the listener may not be attached yet. */
async function openWithKeys(page: Page, keys = 'Control+k') {
  await expect
    .poll(
      async () => {
        if ((await modal(page).count()) === 0) await page.keyboard.press(keys);
        await page.waitForTimeout(150);
        return modal(page).count();
      },
      {timeout: 10_000},
    )
    .toBe(1);
}

/** Types a query and waits for its answer: hits, "No results" or the error screen, with no answer pending. */
async function typeQuery(page: Page, query: string) {
  await input(page).fill(query);
  await expect.poll(() => searchSettled(page)).toBe(true);
}

describe('search modal', () => {
  it('opens from the navbar button with the placeholder "Search docs", and Escape closes it', async () => {
    const {page} = await open(GUIDE);
    await hydrated(page);
    await page.locator('.navbar .DocSearch-Button').click();
    await expect.poll(() => modal(page).count()).toBe(1);
    expect(await input(page).getAttribute('placeholder')).toBe('Search docs');
    await page.keyboard.press('Escape');
    await expect.poll(() => modal(page).count()).toBe(0);
  });

  it('opens on Ctrl+K, Cmd+K and "/" outside inputs, but "/" typed in an input stays in the input', async () => {
    const {page} = await open('/search');
    await hydrated(page);
    for (const keys of ['Control+k', 'Meta+k', '/']) {
      await page.locator('h1').click();
      await openWithKeys(page, keys);
      await page.keyboard.press('Escape');
      await expect.poll(() => modal(page).count()).toBe(0);
    }
    await page.locator('#search-page-input').fill('');
    await page.locator('#search-page-input').press('/');
    expect(await modal(page).count()).toBe(0);
    expect(await page.locator('#search-page-input').inputValue()).toBe('/');
  });

  it('does not load the index with the page, only on hover of the button', async () => {
    const {page} = await open();
    const fetched: string[] = [];
    page.on('request', (r) => r.url().includes('search-index') && fetched.push(r.url()));
    await page.goto(GUIDE);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(fetched).toEqual([]);
    await page.locator('.navbar .DocSearch-Button').hover();
    await expect.poll(() => fetched.length).toBe(1);
  });

  it('caps the query at 64 characters', async () => {
    const {page} = await open(GUIDE);
    await hydrated(page);
    await openWithKeys(page);
    await input(page).pressSequentially('c'.repeat(70));
    expect((await input(page).inputValue()).length).toBe(64);
  });

  it('groups hits by section and page with their headings, and "See all N results" opens /search?q=', async () => {
    const {page} = await open(GUIDE);
    await hydrated(page);
    await openWithKeys(page);
    await typeQuery(page, 'clutch');
    // The first answer can arrive while the index is still loading; the groups must follow without more typing.
    await expect.poll(() => page.locator('.DocSearch-Hit-source').allInnerTexts()).toContain('Maintenance & Repair');
    expect(await page.locator('.DocSearch-Hit-title mark').first().innerText()).toMatch(/clutch/i);
    const footer = page.locator('.DocSearch-HitsFooter a');
    const label = await footer.innerText();
    const count = Number(label.match(/^See all (\d+) results$/)?.[1]);
    expect(count).toBeGreaterThan(20);
    expect(await footer.getAttribute('href')).toBe('/search?q=clutch');
    await footer.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).search).toBe('/search?q=clutch');
    await expect.poll(() => page.locator('[role="status"]').first().innerText()).toBe(`${count} results`);
  });

  it('ends a result line too long for the modal with an ellipsis on a wide screen, not mid-word', async () => {
    const {page} = await open(GUIDE, {viewport: {width: 1280, height: 800}});
    await hydrated(page);
    await openWithKeys(page);
    await typeQuery(page, 'chain slack');
    await expect.poll(() => page.locator('.DocSearch-Hit-title').count()).toBeGreaterThan(0);
    const clipped = await page
      .locator('.DocSearch-Hit-title')
      .evaluateAll((titles) =>
        titles
          .filter((t) => t.scrollWidth > t.clientWidth + 1)
          .map((t) => ({overflow: getComputedStyle(t).overflowX, ending: getComputedStyle(t).textOverflow})),
      );
    // "chain slack" gives snippets longer than the modal is wide; each such line must end in "…".
    expect(clipped.length).toBeGreaterThan(0);
    expect(clipped).toEqual(clipped.map(() => ({overflow: 'hidden', ending: 'ellipsis'})));
  });

  it('shows at most 5 results per group on a small screen', async () => {
    const {page} = await open(GUIDE, {viewport: {width: 390, height: 844}});
    await hydrated(page);
    await openWithKeys(page);
    await typeQuery(page, 'oil');
    const largestGroup = async () =>
      Math.max(
        ...(await page.locator('.DocSearch-Hits').evaluateAll((sections) => sections.map((s) => s.querySelectorAll('.DocSearch-Hit').length))),
      );
    await expect.poll(largestGroup).toBe(5);
  });

  it('does not say "No results" while the answer is still loading, and shows the hits when it comes', async () => {
    const {page} = await open(GUIDE);
    await hydrated(page);
    // Page text for snippets arrives slowly, as on a poor connection.
    await page.route('**/search-fragments/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await openWithKeys(page);
    await input(page).fill('clutch');
    await page.waitForTimeout(700);
    expect(await page.locator('.DocSearch-NoResults').isVisible()).toBe(false);
    await expect.poll(() => page.locator('.DocSearch-Hit').count(), {timeout: 10_000}).toBeGreaterThan(0);
    expect(await page.locator('.DocSearch-Hit').first().innerText()).toMatch(/clutch/i);
  });

  it('says "No results for" with the report link, and suggests earlier sections', async () => {
    const {page} = await open(GUIDE);
    await hydrated(page);
    await openWithKeys(page);
    await typeQuery(page, 'clutch');
    await input(page).fill('qqzzxxvv');
    await expect.poll(() => page.locator('.DocSearch-NoResults .DocSearch-Prefill').count()).toBeGreaterThan(0);
    const text = await page.locator('.DocSearch-NoResults').innerText();
    expect(text).toContain('No results for');
    expect(text).toContain('qqzzxxvv');
    expect(text).toContain('Try searching for');
    expect(text).toContain('Believe this query should return results?');
    const report = page.locator('.DocSearch-NoResults a', {hasText: 'Let us know.'});
    expect(await report.getAttribute('href')).toBe('/about#report');
    // The suggestions are the sections the reader's earlier results came from; one click searches it.
    const suggestion = page.locator('.DocSearch-Prefill', {hasText: 'Maintenance & Repair'});
    await suggestion.click();
    await expect.poll(() => input(page).inputValue()).toBe('Maintenance & Repair');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
  });

  it('keeps 7 recent searches, 4 once favourites exist, and at most 10 favourites', async () => {
    const {page} = await open(GUIDE);
    await hydrated(page);
    const queries = ['clutch', 'oil', 'carburetor', 'free play', 'leak', 'float', 'jet', 'cable', 'gasket', 'slide'];
    const picked = new Set<string>();
    let cursor = 0;
    async function pickNew() {
      for (; cursor < queries.length * 6; cursor++) {
        const query = queries[cursor % queries.length]!;
        const down = Math.floor(cursor / queries.length);
        await openWithKeys(page);
        await typeQuery(page, query);
        for (let i = 0; i < down; i++) await page.keyboard.press('ArrowDown');
        const href = await page.locator('.DocSearch-Hit[aria-selected="true"] a').getAttribute('href');
        if (!href || picked.has(href)) {
          await page.keyboard.press('Escape');
          continue;
        }
        picked.add(href);
        await page.keyboard.press('Enter');
        await expect.poll(() => modal(page).count()).toBe(0);
        cursor++;
        return;
      }
      throw new Error('ran out of distinct hits');
    }
    const section = (title: string) =>
      page.locator('.DocSearch-Hits', {has: page.locator('.DocSearch-Hit-source', {hasText: new RegExp(`^${title}$`)})}).locator('.DocSearch-Hit');

    for (let i = 0; i < 8; i++) await pickNew();
    await openWithKeys(page);
    await expect.poll(() => section('Recent').count()).toBe(7);
    await page.keyboard.press('Escape');

    for (let i = 0; i < 11; i++) {
      await pickNew();
      await openWithKeys(page);
      await section('Recent').first().locator('button[title="Save this search"]').click();
      await page.keyboard.press('Escape');
    }
    for (let i = 0; i < 5; i++) await pickNew();
    await openWithKeys(page);
    await expect.poll(() => section('Favorite').count()).toBe(10);
    expect(await section('Recent').count()).toBe(4);
  }, 180_000);

  it('shows the spec error texts when the index cannot load, and retries on the next keystroke', async () => {
    const {page, context, errors} = await open();
    await context.route('**/search-index.json', (route) => route.abort('internetdisconnected'));
    await page.goto(GUIDE);
    await hydrated(page);
    await openWithKeys(page);
    await typeQuery(page, 'clutch');
    const screen = page.locator('.DocSearch-ErrorScreen');
    await expect.poll(() => screen.count()).toBe(1);
    expect(await screen.locator('.DocSearch-Title').innerText()).toBe('Unable to fetch results');
    expect(await screen.locator('.DocSearch-Help').innerText()).toBe('You might want to check your network connection.');
    await context.unroute('**/search-index.json');
    await input(page).press('End');
    await input(page).pressSequentially('e');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.locator('.navbar').getByRole('link', {name: 'Manuals'}).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/docs/manuals/');
    expect(errors.filter((e) => !e.includes('Failed to load resource') && !e.includes('net::ERR'))).toEqual([]);
  });
});

describe('search entries on the home and not-found pages', () => {
  it.each([
    ['/', 'Search guides, manuals and specs'],
    ['/no-such-page', 'Search for what you were looking for'],
  ])('%s has a search box that opens the search page with the query', async (path, label) => {
    const {page} = await open(path);
    await hydrated(page);
    const box = page.getByLabel(label);
    expect(await box.getAttribute('maxlength')).toBe('64');
    await box.fill('clutch');
    await box.press('Enter');
    await expect.poll(() => page.url()).toMatch(/\/search\?q=clutch$/);
    await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(0);
  });
});

describe('search page', () => {
  it('lists 20 hits with titles, hierarchy and highlighted snippets, and loads 20 more on demand', async () => {
    const {page} = await open('/search?q=clutch');
    await hydrated(page);
    const hits = page.locator('main ol > li');
    await expect.poll(() => hits.count()).toBe(20);
    const first = hits.first();
    expect(await first.locator('h2 a').getAttribute('href')).toMatch(/^\/docs\//);
    expect(await first.locator('nav[aria-label="Location"]').innerText()).toContain('›');
    expect(await page.locator('main ol mark').count()).toBeGreaterThan(20);
    await page.getByRole('button', {name: 'Load more results'}).click();
    await expect.poll(() => hits.count()).toBeGreaterThan(20);
  });

  it('searches what is typed in its own box and puts it in the address', async () => {
    const {page} = await open('/search');
    await hydrated(page);
    await page.locator('#search-page-input').fill('gasket');
    await page.locator('#search-page-input').press('Enter');
    await expect.poll(() => new URL(page.url()).searchParams.get('q')).toBe('gasket');
    await expect.poll(() => page.locator('main ol > li').count()).toBeGreaterThan(0);
  });

  it('fetches and queries the index in a worker, and loads no Algolia client code', async () => {
    const {page, errors} = await open();
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      // Chromium now and then drops a body before it is read (a worker's script, a full buffer): fetch it again.
      if (response.request().resourceType() === 'script')
        scripts.push(response.text().catch(() => page.request.get(response.url()).then((again) => again.text())));
    });
    await page.goto('/search?q=oil');
    await hydrated(page);
    await expect.poll(() => page.locator('main ol > li').count()).toBe(20);
    const fetched = () => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
    // The page's own thread neither fetches the index nor the page text for snippets: the worker does.
    expect((await page.evaluate(fetched)).filter((p) => p === '/search-index.json' || p.startsWith('/search-fragments/'))).toEqual([]);
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/^\/assets\/js\/[\w.]+\.js$/);
    const inWorker = await page.workers()[0]!.evaluate(fetched);
    expect(inWorker).toContain('/search-index.json');
    expect(inWorker.some((p) => p.startsWith('/search-fragments/'))).toBe(true);
    // The theme's Algolia search page and its client are not part of a locally searched site.
    expect((await Promise.all(scripts)).filter((body) => body.includes('x-algolia-agent'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it.each([
    ['HTML and script', '<img src=x onerror="window.__hacked=1"><script>window.__hacked=2</script>'],
    ['10,000 characters', 'x'.repeat(10_000)],
    ['control characters', 'oil\u0000\u0007\u001b[31m change'],
    ['RTL text and overrides', '\u202eضبط الصمام\u202c'],
    ['emoji', '🏍️🔧 carb 💥'],
  ])('shows a hostile query (%s) as capped text without breaking', async (_label, q) => {
    const {page, errors} = await open();
    let dialogs = 0;
    page.on('dialog', (d) => {
      dialogs++;
      void d.dismiss();
    });
    const response = await page.goto(`/search?q=${encodeURIComponent(q)}`);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    await expect.poll(() => page.locator('h1').innerText()).toMatch(/^Search results for “/);
    const shown = (await page.locator('h1 bdi').innerText()).trim();
    expect(Array.from(shown).length).toBeLessThanOrEqual(64);
    expect(shown).not.toMatch(/[\p{Cc}\u202a-\u202e]/u);
    await expect.poll(() => page.locator('main [role="status"], main .DocSearch-NoResults, main p').count()).toBeGreaterThan(0);
    expect(await page.locator('main img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as {__hacked?: number}).__hacked)).toBeUndefined();
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('Algolia as a switch', () => {
  let nginx: ChildProcess | undefined;
  let algoliaBase = '';

  beforeAll(async () => {
    const port = await new Promise<number>((resolve) => {
      const srv = net.createServer().listen(0, '127.0.0.1', () => {
        const p = (srv.address() as net.AddressInfo).port;
        srv.close(() => resolve(p));
      });
    });
    nginx = spawn('bash', ['deploy/serve.sh', String(port), '.tmp/build-algolia'], {stdio: 'ignore'});
    algoliaBase = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${algoliaBase}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error('nginx for the Algolia build did not start');
  });
  afterAll(() => {
    nginx?.kill('SIGQUIT');
  });

  it('the local build never names an Algolia host; the Algolia build preconnects to it', () => {
    expect(fs.readFileSync('build/docs/guides/index.html', 'utf8')).not.toContain('algolia.net');
    expect(fs.readFileSync('.tmp/build-algolia/docs/guides/index.html', 'utf8')).toMatch(
      /rel="?preconnect"?\s+href="?https:\/\/PITBASETEST-dsn\.algolia\.net/,
    );
  });

  it('sends the query with the language and doc-tag filters to the hosted index and shows its hits', async () => {
    const {page, context} = await open('');
    const bodies: unknown[] = [];
    await context.route(/algolia(net)?\.(net|com)/, async (route) => {
      bodies.push(JSON.parse(route.request().postData() ?? '{}'));
      const hit = {
        objectID: 'hosted-1',
        url: `${algoliaBase}/docs/manuals/`,
        type: 'lvl1',
        content: null,
        hierarchy: {lvl0: 'Hosted', lvl1: 'Answer from the hosted index', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
        _highlightResult: {hierarchy: {lvl0: {value: 'Hosted'}, lvl1: {value: 'Answer from the hosted index'}}},
        _snippetResult: {hierarchy: {lvl1: {value: 'Answer from the hosted index'}}},
      };
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        headers: {'access-control-allow-origin': '*'},
        body: JSON.stringify({results: [{hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 20, index: 'pitbase', query: 'oil', params: ''}]}),
      });
    });
    await page.goto(`${algoliaBase}${GUIDE}`);
    await hydrated(page);
    await openWithKeys(page);
    await typeQuery(page, 'oil');
    await expect.poll(() => page.locator('.DocSearch-Hit-title').first().innerText()).toBe('Answer from the hosted index');
    const request = (bodies.at(-1) as {requests: {indexName: string; query: string; facetFilters: unknown}[]}).requests[0];
    expect(request?.indexName).toBe('pitbase');
    expect(request?.query).toBe('oil');
    expect(request?.facetFilters).toEqual(['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  });
});
