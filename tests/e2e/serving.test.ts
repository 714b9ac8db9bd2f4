// HTTP behaviour of the production nginx config, checked with plain requests.
import {describe, expect, it} from 'vitest';
import {inject} from 'vitest';
import {docRoutes, FIXED_ROUTES, populatedCategoryRoutes, tagSlug, usedTagKeys} from '../support/siteRoutes';

const base = inject('baseURL');
const get = (path: string, init: RequestInit = {}) => fetch(base + path, {redirect: 'manual', ...init});

// The page's entry scripts are listed in its boot script (src/ssr/pageTemplate.ts), as quoted paths.
const ENTRY_SCRIPT = /"(\/assets\/js\/main\.[0-9a-f]+\.js)"/;

describe('routes', () => {
  const routes = [
    ...FIXED_ROUTES,
    ...docRoutes().map((d) => d.route),
    ...populatedCategoryRoutes(),
    ...usedTagKeys().map((k) => `/docs/tags/${tagSlug(k)}`),
  ];

  it('includes the section indexes, /docs and every category with pages', () => {
    for (const r of ['/docs/', '/docs/guides/', '/docs/manuals/', '/docs/tech/']) expect(routes).toContain(r);
    expect(routes.filter((r) => r.startsWith('/docs/tags/')).length).toBeGreaterThan(0);
  });

  it.each(routes)('%s answers 200 with its HTML', async (route) => {
    const res = await get(route);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toMatch(/<title[^>]*>[^<]+\| PitBase<\/title>|<title[^>]*>PitBase/);
  });

  it('/docs without the slash is served, not a 404', async () => {
    expect((await get('/docs')).status).toBe(200);
  });
});

describe('not found', () => {
  it.each(['/no-such-page', '/docs/guides/no_such_folder/x', '/docs/tags/no-such-tag', '/assets/js/missing.js'])(
    '%s answers 404 with the site not-found page',
    async (route) => {
      const res = await get(route);
      expect(res.status).toBe(404);
      expect(await res.text()).toContain('Page Not Found');
    },
  );
});

describe('rewrites', () => {
  it.each([
    ['/about.html', '/about'],
    ['/docs/guides/index.html', '/docs/guides'],
    ['/docs/tags/carb.html', '/docs/tags/carb'],
    ['/index.html', '/'],
    ['/about.html?ref=x', '/about?ref=x'],
  ])('%s moves permanently to %s', async (from, to) => {
    const res = await get(from);
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe(to);
  });

  it('never redirects off the site', async () => {
    for (const path of ['//example.com/index.html', '//example.com/x.html', '/\\example.com/x.html']) {
      const res = await get(path);
      const location = res.headers.get('location');
      if (location) expect(location.startsWith('//') || location.startsWith('/\\')).toBe(false);
    }
  });
});

describe('headers', () => {
  it('sends the security headers with every page, and a CSP with no unsafe-eval', async () => {
    const res = await get('/');
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self'( 'sha256-[^']+')+/);
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toContain('camera=()');
    expect((await get('/no-such-page')).headers.get('content-security-policy')).toBe(csp);
  });

  it('revalidates HTML and caches hashed assets for a year', async () => {
    const html = await get('/');
    expect(html.headers.get('cache-control')).toBe('no-cache');
    const asset = (await html.text()).match(ENTRY_SCRIPT)?.[1];
    expect(asset).toBeTruthy();
    const res = await get(asset!);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends a hashed script with nosniff but without the page-level policies, and refuses writes to it', async () => {
    const asset = (await (await get('/')).text()).match(ENTRY_SCRIPT)?.[1];
    const res = await get(asset!, {headers: {'accept-encoding': 'gzip'}});
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    for (const pageOnly of ['content-security-policy', 'permissions-policy', 'x-frame-options', 'cross-origin-opener-policy', 'etag']) {
      expect(res.headers.get(pageOnly)).toBeNull();
    }
    expect((await get(asset!, {method: 'POST'})).status).toBe(405);
  });

  it('compresses text with gzip', async () => {
    const res = await get('/', {headers: {'accept-encoding': 'gzip'}});
    expect(res.headers.get('content-encoding')).toBe('gzip');
  });

  it('refuses methods a read-only site does not take', async () => {
    expect((await get('/', {method: 'POST'})).status).toBe(405);
    expect((await get('/', {method: 'DELETE'})).status).toBe(405);
  });
});
