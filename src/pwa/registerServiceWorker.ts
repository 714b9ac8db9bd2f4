// Registers the service worker that keeps visited pages and the search index for offline reading.
// Replaces the PWA plugin's registration: ours needs no workbox-window, waits for the page to load, and
// only warns when a browser refuses a worker (private windows, blocked storage), since the site works without.
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

// The plugin's worker reads its settings from this query; nothing is precached, so there is no reload prompt.
const WORKER_URL = `/sw.js?params=${encodeURIComponent(JSON.stringify({offlineMode: true, debug: false}))}`;

function register(): void {
  navigator.serviceWorker.register(WORKER_URL, {scope: '/'}).catch((error: unknown) => {
    console.warn('PitBase: offline reading is unavailable in this browser.', error);
  });
}

if (ExecutionEnvironment.canUseDOM && 'serviceWorker' in navigator) {
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, {once: true});
}
