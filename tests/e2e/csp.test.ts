// The site runs under the nginx config's Content-Security-Policy (no unsafe-eval, hashed inline scripts)
// without a single violation or console error, on every page type and in the interactive parts.
import fs from 'node:fs';
import path from 'node:path';
import type {Page} from 'playwright-core';
import {describe, expect, it} from 'vitest';
import {hydrated, useBrowser} from './support/browser';
import {PAGE_TYPES} from './support/pageTypes';

const {open} = useBrowser();

async function watchViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    (window as unknown as {cspViolations: string[]}).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as {cspViolations: string[]}).cspViolations.push(
        `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
      ),
    );
  });
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as {cspViolations: string[]}).cspViolations);

/**
 * DocSearch 4.7 bundles its own copy of zod, whose capability probe calls `Function("")` inside a try block
 * when the modal starts; the policy blocks it, zod falls back to plain parsing, and nothing is logged. That
 * copy cannot be configured (our own zod runs with `jitless`), so this one probe, from the modal's chunk,
 * is the only report allowed.
 */
function searchModalChunk(): string {
  const dir = 'build/assets/js';
  const file = fs.readdirSync(dir).find((f) => fs.readFileSync(path.join(dir, f), 'utf8').includes('DocSearch-Modal'));
  if (!file) throw new Error('no chunk holds the search modal');
  return `/assets/js/${file}:`;
}

function withoutDocSearchProbe(reports: string[], modalChunk: string): string[] {
  return reports.filter((r) => !(r.startsWith('script-src eval ') && r.includes(modalChunk)));
}

describe('Content-Security-Policy', () => {
  for (const [kind, path] of Object.entries(PAGE_TYPES)) {
    it(`${kind} loads and hydrates with no violation and no console error`, async () => {
      const {page, errors} = await open('', {serviceWorkers: 'allow'});
      await watchViolations(page);
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await hydrated(page);
      expect(await violations(page)).toEqual([]);
      // The not-found page's 404 response is logged by Chromium as a failed resource; nothing else may be.
      expect(errors.filter((e) => !(kind === 'not found' && e.includes('404')))).toEqual([]);
    });
  }

  it('the search modal, a calculator, colour mode and the Feedback chat run with no violation', async () => {
    const {page, errors} = await open('', {serviceWorkers: 'allow'});
    await watchViolations(page);
    await page.goto('/docs/tech/bike_gearing');
    await hydrated(page);
    await page.locator('.navbar .DocSearch-Button').click();
    await page.locator('.DocSearch-Input').fill('gearing');
    await expect.poll(() => page.locator('.DocSearch-Hit').count()).toBeGreaterThan(0);
    await page.keyboard.press('Escape');
    await page.locator('button[title*="dark" i], button[aria-label*="dark" i]').first().click();
    await page.locator('.navbar .pitbase-feedback-button').first().click();
    await expect.poll(() => page.locator('#feedback-question').count()).toBe(1);
    expect(errors).toEqual([]);
    expect(withoutDocSearchProbe(await violations(page), searchModalChunk())).toEqual([]);
  });
});
