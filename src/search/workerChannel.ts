/**
 * The messages between the page and the search worker. The worker fetches and parses the index and runs
 * every query, so none of that work lands on the page's main thread; the page gets plain result objects.
 */
import type {QueryOptions, QueryResult} from './engine';

export type SearchRequest =
  | {id: number; kind: 'ready'}
  | {id: number; kind: 'load'; baseUrl: string}
  | {id: number; kind: 'search'; baseUrl: string; query: string; options: QueryOptions};

type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;

export type SearchReply = {id: number; result?: QueryResult | null; error?: string};

/** Both ends are MessagePort-shaped: a Worker on the page, the worker's own global scope inside it. */
export interface Endpoint {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export interface Searcher {
  search(query: string, options?: QueryOptions): Promise<QueryResult>;
}

/**
 * The worker's side: one engine, loaded on first need. A load that fails is forgotten, so the next request
 * tries again (the connection may be back).
 */
export function serveSearchRequests(scope: Endpoint, load: (baseUrl: string) => Promise<Searcher>): void {
  let engine: Promise<Searcher> | null = null;
  const ensure = (baseUrl: string) => {
    if (!engine) {
      engine = load(baseUrl);
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  scope.addEventListener('message', (event) => {
    const request = event.data as SearchRequest;
    const answer = async (): Promise<QueryResult | null> => {
      if (request.kind === 'ready') return null;
      const searcher = await ensure(request.baseUrl);
      return request.kind === 'search' ? searcher.search(request.query, request.options) : null;
    };
    answer().then(
      (result) => scope.postMessage({id: request.id, result} satisfies SearchReply),
      (error: unknown) => scope.postMessage({id: request.id, error: String((error as Error)?.message ?? error)} satisfies SearchReply),
    );
  });
}

/** The worker itself could not run (its script failed to load, say): the page searches without it. */
export class WorkerUnavailableError extends Error {
  override name = 'WorkerUnavailableError';
}

/** A Worker as the page sees it. */
export interface WorkerLike {
  postMessage(message: unknown): void;
  addEventListener(type: 'message' | 'error', listener: (event: MessageEvent & ErrorEvent) => void): void;
  terminate(): void;
}

/** The page's side: requests numbered, each answered by the reply with its number. */
export class SearchWorkerClient {
  private next = 0;
  private readonly pending = new Map<number, {resolve: (result: QueryResult | null) => void; reject: (error: Error) => void}>();
  private failed: Error | null = null;

  constructor(private readonly worker: WorkerLike) {
    worker.addEventListener('message', (event) => {
      const reply = event.data as SearchReply;
      const call = this.pending.get(reply.id);
      if (!call) return;
      this.pending.delete(reply.id);
      if (reply.error !== undefined) call.reject(new Error(reply.error));
      else call.resolve(reply.result ?? null);
    });
    worker.addEventListener('error', (event) => {
      event.preventDefault?.();
      this.fail(new WorkerUnavailableError(`Search worker failed: ${event.message || 'its script did not load'}`));
    });
  }

  /** Marks the worker unusable and rejects every request still waiting for it. */
  private fail(error: WorkerUnavailableError): void {
    this.failed ??= error;
    for (const call of this.pending.values()) call.reject(this.failed);
    this.pending.clear();
  }

  /** False once the worker has failed; it is not used again. */
  get usable(): boolean {
    return !this.failed;
  }

  private call(request: WithoutId<SearchRequest>): Promise<QueryResult | null> {
    if (this.failed) return Promise.reject(this.failed);
    const id = ++this.next;
    return new Promise((resolve, reject) => {
      this.pending.set(id, {resolve, reject});
      this.worker.postMessage({...request, id});
    });
  }

  /** Resolves once the worker's code has loaded and runs. */
  async ready(): Promise<void> {
    await this.call({kind: 'ready'});
  }

  terminate(): void {
    this.worker.terminate();
    this.fail(new WorkerUnavailableError('Search worker stopped'));
  }

  /** Resolves once the worker holds the index, ready to answer; rejects with the reason it could not. */
  async load(baseUrl: string): Promise<Searcher> {
    await this.call({kind: 'load', baseUrl});
    return {
      search: async (query, options = {}) => {
        const result = await this.call({kind: 'search', baseUrl, query, options});
        if (!result) throw new Error('Search worker gave no result');
        return result;
      },
    };
  }
}
