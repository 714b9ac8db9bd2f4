// Lighthouse (mobile profile) on the four page kinds the quality issue names: accessibility, best practices
// and SEO must score 100. Performance and first-load JavaScript depend on timing and are printed by
// `npm run bench:quality` instead, beside a stock Docusaurus site.
import {describe, expect, inject, it} from 'vitest';
// A plain .mjs module shared with `npm run bench:quality`.
import {lighthouseRun} from '../../bench/lighthouse-run.mjs';

const baseURL = inject('baseURL');
const PAGES = {
  home: '/',
  article: '/docs/guides/maintenance_repair/changing_the_engine_oil',
  'tech page with a calculator': '/docs/tech/bike_gearing',
  'search page': '/search?q=oil',
};

describe('Lighthouse', () => {
  for (const [kind, route] of Object.entries(PAGES)) {
    it(`${kind} scores 100 for accessibility, best practices and SEO`, async () => {
      const result = await lighthouseRun(`${baseURL}${route}`, {categories: ['accessibility', 'best-practices', 'seo']});
      expect(result.runtimeError).toBeUndefined();
      expect(result.failing).toEqual([]);
      expect(result.scores).toEqual({accessibility: 100, 'best-practices': 100, seo: 100});
    }, 120_000);
  }
});
