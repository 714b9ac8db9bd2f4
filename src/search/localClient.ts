/**
 * The browser side of local search. A worker fetches the index once, on demand, and runs the queries, so
 * neither the index's parse nor a query holds up the page; where no worker can run, the page does it
 * itself. Answers come in the Algolia multi-query response shape DocSearch expects. A failed load is
 * forgotten, so the next keystroke retries; the error is named RetryError, the name DocSearch treats as
 * "network error".
 */
import type {QueryOptions, QueryResult} from './engine';
import {SearchWorkerClient, WorkerUnavailableError, type Searcher} from './workerChannel';

let enginePromise: Promise<Searcher> | null = null;

function retryError(cause: unknown): Error {
  const error = new Error(`Search index could not be loaded: ${String((cause as Error)?.message ?? cause)}`);
  error.name = 'RetryError';
  return error;
}

/** A new search worker, or null where the browser cannot start one. */
function startSearchWorker(): SearchWorkerClient | null {
  if (typeof Worker === 'undefined') return null;
  try {
    // The bundler makes the worker its own script, holding the engine and MiniSearch, which the page then
    // loads only in the fallback below.
    return new SearchWorkerClient(new Worker(new URL('./searchWorker.ts', import.meta.url), {name: 'pitbase-search'}));
  } catch {
    return null;
  }
}

/** The engine in the page's own thread, for a browser where the worker cannot run. */
async function loadInPage(baseUrl: string): Promise<Searcher> {
  const {fetchSearchEngine} = await import('./engineLoader');
  return fetchSearchEngine(baseUrl);
}

let worker: SearchWorkerClient | null = null;

/** The page's search worker, started on first need and again if it stopped. */
function searchWorker(): SearchWorkerClient | null {
  if (!worker?.usable) worker = startSearchWorker();
  return worker;
}

async function openSearcher(baseUrl: string): Promise<Searcher> {
  const current = searchWorker();
  if (!current) return loadInPage(baseUrl);
  let remote: Searcher;
  try {
    remote = await current.load(baseUrl);
  } catch (cause) {
    // The worker ran but the index could not be had: the page would fail the same way, so the next
    // keystroke asks the same worker again.
    if (!(cause instanceof WorkerUnavailableError)) throw cause;
    return loadInPage(baseUrl);
  }
  return {
    search: (query, options) =>
      remote.search(query, options).catch((cause: unknown) => {
        // A worker that stopped is replaced on the next query.
        if (cause instanceof WorkerUnavailableError) enginePromise = null;
        throw cause;
      }),
  };
}

export function loadSearchEngine(baseUrl = '/'): Promise<Searcher> {
  if (!enginePromise) {
    enginePromise = openSearcher(baseUrl).catch((cause) => {
      enginePromise = null;
      throw retryError(cause);
    });
  }
  return enginePromise;
}

/**
 * Fetches the search code without the index, so a service worker can save it for offline use: the worker
 * is started until its script and chunks have loaded, then stopped.
 */
export async function loadSearchCode(): Promise<void> {
  if (worker?.usable) return;
  const probe = startSearchWorker();
  if (!probe) {
    await import('./engineLoader');
    return;
  }
  try {
    await probe.ready();
  } finally {
    probe.terminate();
  }
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

export async function answerRequest(engine: Searcher, request: AlgoliaRequest): Promise<QueryResult & {index: string}> {
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
