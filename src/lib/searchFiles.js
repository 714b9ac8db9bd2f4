// The names of the search index and its text fragments in the built site, for the build that writes them
// (src/plugins/search-index.ts), the service worker that keeps them offline (src/pwa/sw-runtime.js) and the
// code that reads them. Plain JavaScript because the service worker's compiler reads no TypeScript.
export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_FRAGMENTS_DIR = 'search-fragments';
