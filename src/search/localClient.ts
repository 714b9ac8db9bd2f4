/**
 * The browser side of local search: fetches the index once, on demand, and answers in the Algolia
 * multi-query response shape DocSearch expects. A failed load is forgotten, so the next keystroke
 * retries; the error is named RetryError, the name DocSearch treats as "network error".
 */
import type {QueryOptions, QueryResult, SearchEngine} from './engine';
import {fragmentUrl, type Fragment, type SearchIndexFile} from './searchIndex';

let enginePromise: Promise<SearchEngine> | null = null;

function retryError(cause: unknown): Error {
  const error = new Error(`Search index could not be loaded: ${String((cause as Error)?.message ?? cause)}`);
  error.name = 'RetryError';
  return error;
}

export function indexUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}search-index.json`;
}

export function loadSearchEngine(baseUrl = '/'): Promise<SearchEngine> {
  if (!enginePromise) {
    enginePromise = fetch(indexUrl(baseUrl), {credentials: 'same-origin'})
      .then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.json() as Promise<SearchIndexFile>;
      })
      // The engine (MiniSearch and the stemmer) is a separate chunk, fetched with the index, never with the page.
      .then(async (index) => {
        const {SearchEngine: Engine} = await loadSearchCode();
        return Engine.load(index, (page) => loadFragment(fragmentUrl(baseUrl, index, page)));
      })
      .catch((cause) => {
        enginePromise = null;
        throw retryError(cause);
      });
  }
  return enginePromise;
}

/** A page's text for snippets; null when it cannot be had, and the hit is shown without a snippet. */
async function loadFragment(url: string): Promise<Fragment | null> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) return null;
  const fragment: unknown = await response.json();
  return Array.isArray(fragment) ? (fragment as Fragment) : null;
}

/** Fetches the search code without the index, so a service worker can save it for offline use. */
// The only import site of the engine, so the chunk saved for offline use is the one search loads.
export function loadSearchCode(): Promise<typeof import('./engine')> {
  return import('./engine');
}

/** Starts loading on hover or focus of the search button; errors wait for the real query. */
export function preloadSearchEngine(baseUrl = '/'): void {
  loadSearchEngine(baseUrl).catch(() => undefined);
}

interface AlgoliaRequest {
  indexName: string;
  query?: string;
  params?: Record<string, unknown>;
  [key: string]: unknown;
}

function snippetWords(attributes: unknown): number | undefined {
  if (!Array.isArray(attributes)) return undefined;
  const content = attributes.find((a) => typeof a === 'string' && a.startsWith('content:'));
  const n = content ? Number(String(content).split(':')[1]) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export async function answerRequest(engine: SearchEngine, request: AlgoliaRequest): Promise<QueryResult & {index: string}> {
  const params = {...(request.params ?? {}), ...request};
  const options: QueryOptions = {
    hitsPerPage: typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 20,
    page: typeof params.page === 'number' ? params.page : 0,
    facetFilters: Array.isArray(params.facetFilters) ? (params.facetFilters as (string | string[])[]) : undefined,
    snippetWords: snippetWords(params.attributesToSnippet),
  };
  return {...(await engine.search(String(params.query ?? ''), options)), index: request.indexName};
}

/** A stand-in for the Algolia lite client: only search() is called by DocSearch. */
export function createLocalSearchClient(baseUrl = '/') {
  return {
    async search(input: {requests: AlgoliaRequest[]} | AlgoliaRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const engine = await loadSearchEngine(baseUrl);
      const answers = await Promise.all(requests.map((request) => answerRequest(engine, request)));
      return {results: answers.map((answer) => ({...answer, exhaustiveNbHits: true, processingTimeMS: 0, params: ''}))};
    },
  };
}
