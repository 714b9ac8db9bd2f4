// Runtime caching for the service worker built by @docusaurus/plugin-pwa (its `swCustom`).
// Nothing is precached: a reader on a slow link downloads only what they open. Pages they visited, the
// assets those pages used and the search index are kept, so the site keeps working without a connection.
import {registerRoute, setCatchHandler} from 'workbox-routing';
import {CacheFirst, NetworkFirst, StaleWhileRevalidate} from 'workbox-strategies';
import {ExpirationPlugin} from 'workbox-expiration';
import {CacheableResponsePlugin} from 'workbox-cacheable-response';
import {SEARCH_FRAGMENTS_DIR, SEARCH_INDEX_FILE} from '../lib/searchFiles.js';

export const PAGES_CACHE = 'pitbase-pages';
export const ASSETS_CACHE = 'pitbase-assets';
export const SEARCH_CACHE = 'pitbase-search';
const SEARCH_INDEX = `/${SEARCH_INDEX_FILE}`;
const SEARCH_FRAGMENTS = `/${SEARCH_FRAGMENTS_DIR}/`;
// A slow network is given this long before a saved copy is shown instead.
const NETWORK_TIMEOUT_SECONDS = 4;

const okOnly = new CacheableResponsePlugin({statuses: [200]});

function escapeHtml(text) {
  return text.replace(/[&<>"']/g, (c) => ({'&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;'})[c]);
}

/** Titles of the saved pages, read from the cached HTML, for the offline page. */
async function savedPages() {
  const cache = await caches.open(PAGES_CACHE);
  const keys = await cache.keys();
  const pages = [];
  for (const request of keys.slice(0, 200)) {
    const response = await cache.match(request);
    const html = response ? await response.text() : '';
    const title = /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1] ?? new URL(request.url).pathname;
    pages.push({path: new URL(request.url).pathname, title: title.replace(/ \| PitBase$/, '')});
  }
  return pages.sort((a, b) => a.title.localeCompare(b.title));
}

/** The page shown for a page that was never opened while online. No script, so the CSP holds. */
async function offlinePage() {
  const pages = await savedPages();
  const list = pages.length
    ? `<p>These pages are saved on this device:</p><ul>${pages
        .map((p) => `<li><a href="${escapeHtml(p.path)}">${escapeHtml(p.title)}</a></li>`)
        .join('')}</ul>`
    : '<p>No pages are saved on this device yet.</p>';
  const body = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline | PitBase</title><meta name="color-scheme" content="light dark"><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#1c1e21;background:#fff}a{color:#0b5cad}@media (prefers-color-scheme:dark){body{color:#e3e3e3;background:#1b1b1d}a{color:#8fc1ff}}</style></head><body><main><h1>You are offline</h1><p>This page has not been saved on this device, and PitBase cannot be reached. It will open once you are back online.</p>${list}</main></body></html>`;
  return new Response(body, {status: 503, headers: {'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store'}});
}

export default function registerRuntimeCaching() {
  const sameOrigin = (url) => url.origin === self.location.origin;

  registerRoute(
    ({request, url}) => request.mode === 'navigate' && sameOrigin(url) && !url.pathname.startsWith('/api/'),
    new NetworkFirst({
      cacheName: PAGES_CACHE,
      networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
      plugins: [okOnly, new ExpirationPlugin({maxEntries: 300, purgeOnQuotaError: true})],
    }),
  );

  registerRoute(
    ({url}) => sameOrigin(url) && url.pathname === SEARCH_INDEX,
    new NetworkFirst({cacheName: SEARCH_CACHE, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [okOnly]}),
  );

  // Page text for search snippets: the folder name changes with the content, so a saved copy is always right.
  registerRoute(
    ({url}) => sameOrigin(url) && url.pathname.startsWith(SEARCH_FRAGMENTS),
    new CacheFirst({
      cacheName: SEARCH_CACHE,
      plugins: [okOnly, new ExpirationPlugin({maxEntries: 400, purgeOnQuotaError: true})],
    }),
  );

  // Hashed build assets never change under the same name, so a saved copy is always right.
  registerRoute(
    ({url}) => sameOrigin(url) && url.pathname.startsWith('/assets/'),
    new CacheFirst({
      cacheName: ASSETS_CACHE,
      plugins: [okOnly, new ExpirationPlugin({maxEntries: 600, purgeOnQuotaError: true})],
    }),
  );

  // Unhashed files (logo, favicon, manifest) are shown from the device and refreshed behind.
  registerRoute(
    ({request, url}) => sameOrigin(url) && ['script', 'style', 'font', 'image', 'manifest'].includes(request.destination),
    new StaleWhileRevalidate({cacheName: ASSETS_CACHE, plugins: [okOnly]}),
  );

  setCatchHandler(async ({request}) => (request.mode === 'navigate' ? offlinePage() : Response.error()));

  // The search index is saved on the first visit, so search works offline without having been opened.
  self.addEventListener('install', (event) => {
    event.waitUntil(
      caches
        .open(SEARCH_CACHE)
        .then((cache) => cache.add(SEARCH_INDEX))
        .catch(() => undefined),
    );
    self.skipWaiting();
  });
  self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));
}
