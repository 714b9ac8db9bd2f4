// The Feedback chat as a reader uses it: opening and closing by mouse and keyboard, asking PitBase,
// sending feedback that lands in the service's SQLite file, a draft kept across a reload, and the
// service being down.
import {spawn} from 'node:child_process';
import net from 'node:net';
import {describe, expect, inject, it} from 'vitest';
import type {Page} from 'playwright-core';
import {hydrated, useBrowser} from './support/browser';
import {tabPlaces} from './support/focus';
import {openStore} from '../../services/feedback/store';

const {open, baseURL} = useBrowser();
const ARTICLE = '/docs/guides/maintenance_repair/choosing_engine_oil';
const dialog = (page: Page) => page.getByRole('dialog', {name: 'Feedback'});
const navbarButton = (page: Page) => page.locator('.navbar .pitbase-feedback-button').first();

async function openChat(page: Page) {
  await navbarButton(page).click();
  await expect.poll(() => dialog(page).count()).toBe(1);
}

function storedMessages() {
  const store = openStore(inject('feedbackDb'));
  try {
    return store.list();
  } finally {
    store.close();
  }
}

describe('opening and closing', () => {
  it('opens from the navbar button at the right, keeps focus inside, and Escape returns focus to the button', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    const button = navbarButton(page);
    expect(await button.evaluate((el) => !!el.closest('.navbar__items--right'))).toBe(true);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => dialog(page).count()).toBe(1);
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('feedback-question');
    // A native modal dialog: Tab cycles through its controls and the browser's own, never the page behind it.
    const places = await tabPlaces(page, 10);
    expect(places).not.toContain('page');
    expect(places.filter((p) => p === 'dialog').length).toBeGreaterThanOrEqual(8);
    expect(await tabPlaces(page, 4, 'Shift+Tab')).not.toContain('page');
    // The page behind is inert: a link in the article cannot take focus.
    expect(
      await page.evaluate(() => {
        const link = document.querySelector<HTMLElement>('article a[href]');
        link?.focus();
        return !!link && document.activeElement !== link;
      }),
    ).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog(page).count()).toBe(0);
    await expect.poll(() => page.evaluate(() => document.activeElement?.classList.contains('pitbase-feedback-button'))).toBe(true);
  });

  it('closes with its close button and sits bottom-right on a desktop screen', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 1280, height: 800}});
    await hydrated(page);
    await openChat(page);
    const box = await dialog(page).boundingBox();
    expect(box!.x + box!.width).toBeGreaterThan(1200);
    expect(box!.y + box!.height).toBeGreaterThan(700);
    expect(box!.width).toBeLessThan(600);
    await dialog(page).getByRole('button', {name: 'Close'}).click();
    await expect.poll(() => dialog(page).count()).toBe(0);
  });

  it('opens from the mobile drawer and fills a narrow screen', async () => {
    const {page} = await open(ARTICLE, {viewport: {width: 390, height: 844}});
    await hydrated(page);
    await page.locator('.navbar__toggle').click();
    // On a docs page the drawer opens on the doc sidebar; the Feedback entry is in the main menu.
    await page.getByRole('button', {name: '← Back to main menu'}).click();
    await page.locator('.navbar-sidebar .pitbase-feedback-button').click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    expect(await page.locator('.navbar-sidebar--show').count()).toBe(0);
    const box = await dialog(page).boundingBox();
    expect([box!.x, box!.y, box!.width, box!.height]).toEqual([0, 0, 390, 844]);
  });
});

describe('asking PitBase', () => {
  it('answers a question with at most three passages linking to the right page, with the words marked', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await page.locator('#feedback-question').fill('how much oil does a z50r take');
    await page.locator('#feedback-question').press('Enter');
    const passages = dialog(page).locator('ol li');
    await expect.poll(() => passages.count()).toBeGreaterThan(0);
    expect(await passages.count()).toBeLessThanOrEqual(3);
    const hrefs = await passages.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    // The pages that give the Z50R's oil quantity, as judged in bench/search-relevance.yaml.
    const answers = ['/docs/guides/maintenance_repair/changing_the_engine_oil', '/docs/tech/oil_capacity_and_level_check'];
    expect(hrefs.some((h) => answers.some((a) => h?.startsWith(a)))).toBe(true);
    expect(await dialog(page).locator('ol mark').count()).toBeGreaterThan(0);
  });

  it('says plainly when nothing matches, with a suggestion', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await page.locator('#feedback-question').fill('qqzzxxvv');
    await page.locator('#feedback-question').press('Enter');
    await expect.poll(() => dialog(page).innerText()).toContain('Nothing on PitBase matches “qqzzxxvv”');
    expect(await dialog(page).innerText()).toContain('Try fewer words');
  });

  it('keeps the conversation while the reader follows a link to another page', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await page.locator('#feedback-question').fill('clutch lever free play');
    await page.locator('#feedback-question').press('Enter');
    const link = dialog(page).locator('ol li a').first();
    await expect.poll(() => link.count()).toBe(1);
    const target = await link.getAttribute('href');
    await link.click();
    await expect.poll(() => new URL(page.url()).pathname + new URL(page.url()).hash).toBe(target);
    if ((await dialog(page).count()) === 0) await openChat(page);
    expect(await dialog(page).innerText()).toContain('clutch lever free play');
  });
});

describe('sending feedback', () => {
  it('shows what will be sent, sends it, confirms, and the message lands in the database', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await dialog(page).getByRole('tab', {name: 'Send feedback'}).click();
    const text = `The 10W-40 line should name the model year. ${Date.now()}`;
    await page.locator('#feedback-message').fill(text);
    await page.locator('#feedback-email').fill('rider@example.com');
    await dialog(page).getByRole('button', {name: 'Review and send'}).click();
    const review = await dialog(page).innerText();
    expect(review).toContain('This is what will be sent');
    expect(review).toContain(ARTICLE);
    expect(review).toContain(text);
    expect(review).toContain('rider@example.com');
    await dialog(page).getByRole('button', {name: 'Send', exact: true}).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Your message reached the PitBase maintainers');
    const row = storedMessages().find((m) => m.message === text);
    expect(row).toMatchObject({pageUrl: ARTICLE, email: 'rider@example.com'});
    expect(await page.evaluate(() => sessionStorage.getItem('pitbase.feedback.draft'))).toBeNull();
  });

  it('checks the email and the empty message before review', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await dialog(page).getByRole('tab', {name: 'Send feedback'}).click();
    await dialog(page).getByRole('button', {name: 'Review and send'}).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Write a message first.');
    await page.locator('#feedback-message').fill('Good page.');
    await page.locator('#feedback-email').fill('not an address');
    await dialog(page).getByRole('button', {name: 'Review and send'}).click();
    await expect.poll(() => dialog(page).innerText()).toContain('The email address does not look right.');
    expect(await page.locator('#feedback-message').getAttribute('maxlength')).toBe('2000');
  });

  it('keeps an unsent message across a reload', async () => {
    const {page} = await open(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await dialog(page).getByRole('tab', {name: 'Send feedback'}).click();
    await page.locator('#feedback-message').fill('Half-written note about the drain bolt');
    await page.reload();
    await hydrated(page);
    await openChat(page);
    await dialog(page).getByRole('tab', {name: 'Send feedback'}).click();
    expect(await page.locator('#feedback-message').inputValue()).toBe('Half-written note about the drain bolt');
  });

  it('says when the service cannot be reached, keeps the message, and sends it on retry', async () => {
    const {page, context} = await open('');
    await context.route('**/api/feedback', (route) => route.abort('connectionrefused'));
    await page.goto(ARTICLE);
    await hydrated(page);
    await openChat(page);
    await dialog(page).getByRole('tab', {name: 'Send feedback'}).click();
    const text = `Sent after the outage ${Date.now()}`;
    await page.locator('#feedback-message').fill(text);
    await dialog(page).getByRole('button', {name: 'Review and send'}).click();
    await dialog(page).getByRole('button', {name: 'Send', exact: true}).click();
    await expect.poll(() => dialog(page).innerText()).toContain('The feedback service cannot be reached right now');
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('pitbase.feedback.draft') ?? '{}').message)).toBe(text);
    await context.unroute('**/api/feedback');
    await dialog(page).getByRole('button', {name: 'Try again'}).click();
    await expect.poll(() => dialog(page).innerText()).toContain('Your message reached the PitBase maintainers');
    expect(storedMessages().filter((m) => m.message === text)).toHaveLength(1);
  });

  it('nginx answers with a JSON 503 when the service is down', async () => {
    // Two ports the system hands out as free, both held until both are known so they differ: one for nginx,
    // and one where no feedback service listens. Guessing a neighbour port can hit one already in use.
    const servers = await Promise.all(
      [0, 1].map(
        () =>
          new Promise<net.Server>((resolve) => {
            const srv = net.createServer().listen(0, '127.0.0.1', () => resolve(srv));
          }),
      ),
    );
    const [deadPort, port] = servers.map((srv) => (srv.address() as net.AddressInfo).port) as [number, number];
    await Promise.all(servers.map((srv) => new Promise((resolve) => srv.close(resolve))));
    const nginx = spawn('bash', ['deploy/serve.sh', String(port)], {
      stdio: 'ignore',
      env: {...process.env, PITBASE_FEEDBACK_UPSTREAM: `127.0.0.1:${deadPort}`},
    });
    try {
      let response: Response | undefined;
      for (let i = 0; i < 100 && !response; i++) {
        response = await fetch(`http://127.0.0.1:${port}/api/feedback`, {
          method: 'POST',
          headers: {'content-type': 'application/json'},
          body: '{}',
        }).catch(() => undefined);
        if (!response) await new Promise((r) => setTimeout(r, 100));
      }
      expect(response?.status).toBe(503);
      expect((await response!.json()).error.code).toBe('unavailable');
    } finally {
      nginx.kill('SIGQUIT');
    }
  });

  it('"Let us know." in the search modal opens the chat with the failed query', async () => {
    const {page} = await open('/docs/guides/');
    await hydrated(page);
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('qqzzxxvv');
    const report = page.locator('.DocSearch-NoResults a', {hasText: 'Let us know.'});
    await expect.poll(() => report.count()).toBe(1);
    await report.click();
    await expect.poll(() => dialog(page).count()).toBe(1);
    expect(await page.locator('.DocSearch-Modal').count()).toBe(0);
    expect(await page.locator('#feedback-message').inputValue()).toContain('I searched for "qqzzxxvv"');
  });
});

void baseURL;
