/**
 * The browser side of local search: fetches the packed index once, on demand, and answers in the
 * Algolia multi-query response shape DocSearch expects. A failed load is forgotten, so the next
 * keystroke retries; the error is named RetryError, the name DocSearch treats as "network error".
 */
import type {QueryOptions, QueryResult, SearchEngine} from './engine';
import {unpack, type PackedIndex} from './packedIndex';

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
        return response.json() as Promise<PackedIndex>;
      })
      // The engine (MiniSearch and the stemmer) is a separate chunk, fetched with the index, never with the page.
      .then(async (packed) => {
        const {SearchEngine: Engine} = await loadSearchCode();
        return Engine.create(unpack(packed));
      })
      .catch((cause) => {
        enginePromise = null;
        throw retryError(cause);
      });
  }
  return enginePromise;
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

export function answerRequest(engine: SearchEngine, request: AlgoliaRequest): QueryResult & {index: string} {
  const params = {...(request.params ?? {}), ...request};
  const options: QueryOptions = {
    hitsPerPage: typeof params.hitsPerPage === 'number' ? params.hitsPerPage : 20,
    page: typeof params.page === 'number' ? params.page : 0,
    facetFilters: Array.isArray(params.facetFilters) ? (params.facetFilters as (string | string[])[]) : undefined,
    snippetWords: snippetWords(params.attributesToSnippet),
  };
  return {...engine.search(String(params.query ?? ''), options), index: request.indexName};
}

/** A stand-in for the Algolia lite client: only search() is called by DocSearch. */
export function createLocalSearchClient(baseUrl = '/') {
  return {
    async search(input: {requests: AlgoliaRequest[]} | AlgoliaRequest[]) {
      const requests = Array.isArray(input) ? input : input.requests;
      const engine = await loadSearchEngine(baseUrl);
      return {
        results: requests.map((request) => ({
          ...answerRequest(engine, request),
          exhaustiveNbHits: true,
          processingTimeMS: 0,
          params: '',
        })),
      };
    },
  };
}
