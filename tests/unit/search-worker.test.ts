// The search worker's messages, and how the page chooses between the worker and searching in its own thread.
// The worker is played by the other end of a real MessageChannel, so every request and answer is
// structured-cloned as it would be between threads.
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {MessageChannel, type MessagePort} from 'node:worker_threads';
import {extractRecords} from '../../src/search/extractRecords';
import {SearchEngine, SECTION_INDEX_OPTIONS} from '../../src/search/engine';
import {buildSearchIndex} from '../../src/search/searchIndex';
import {
  serveSearchRequests,
  SearchWorkerClient,
  WorkerUnavailableError,
  type Endpoint,
  type Searcher,
  type WorkerLike,
} from '../../src/search/workerChannel';

function article(path: string, title: string, body: string) {
  const html = `<html lang="en"><head><meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
    <meta name="docsearch:docusaurus_tag" content="docs-default-current"><title>${title} | PitBase</title></head><body>
    <nav><a class="menu__link menu__link--sublist menu__link--active">Maintenance &amp; Repair</a></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article></body></html>`;
  return extractRecords(html, path);
}

const records = [
  ...article(
    '/docs/guides/maintenance_repair/changing_the_engine_oil',
    'Changing the Engine Oil',
    '<p>Drain the oil warm and refill to the dipstick mark.</p>',
  ),
  ...article('/docs/guides/maintenance_repair/chain_adjustment', 'Chain Adjustment', '<p>Set the chain slack with the rider off the bike.</p>'),
];
const built = buildSearchIndex(records, SECTION_INDEX_OPTIONS, 'frags');

/** A port that hands its messages to `addEventListener` listeners as the DOM does. */
function endpoint(port: MessagePort): Endpoint {
  return {
    postMessage: (message) => port.postMessage(message),
    addEventListener: (_type, listener) => port.on('message', (data) => listener({data} as MessageEvent)),
  };
}

/** A worker whose other end runs serveSearchRequests; `fail()` plays a worker whose script died. */
function fakeWorker(load: (baseUrl: string) => Promise<Searcher>) {
  const {port1, port2} = new MessageChannel();
  serveSearchRequests(endpoint(port2), load);
  const errorListeners: ((event: never) => void)[] = [];
  const worker: WorkerLike = {
    postMessage: (message) => port1.postMessage(message),
    addEventListener: (type, listener) => {
      if (type === 'error') errorListeners.push(listener as (event: never) => void);
      else port1.on('message', (data) => listener({data} as never));
    },
    terminate: () => {
      port1.close();
    },
  };
  const fail = () => errorListeners.forEach((listener) => listener({message: 'script failed', preventDefault() {}} as never));
  return {worker, fail, close: () => port1.close()};
}

describe('the search worker channel', () => {
  const opened: {close(): void}[] = [];
  afterEach(() => opened.splice(0).forEach((w) => w.close()));
  const start = (load: (baseUrl: string) => Promise<Searcher>) => {
    const fake = fakeWorker(load);
    opened.push(fake);
    return {...fake, client: new SearchWorkerClient(fake.worker)};
  };

  it('answers a query with what the engine itself answers', async () => {
    const engine = SearchEngine.fromRecords(records);
    const {client} = start(async () => engine);
    const remote = await client.load('/');
    const options = {hitsPerPage: 5, facetFilters: ['language:en']};
    const answer = await remote.search('dipstick', options);
    expect(answer).toEqual(await engine.search('dipstick', options));
    expect(answer.hits[0]!.url).toBe('/docs/guides/maintenance_repair/changing_the_engine_oil');
  });

  it('loads the index once for many queries, and gives each answer to its own query', async () => {
    const engine = SearchEngine.fromRecords(records);
    const load = vi.fn(async () => engine);
    const {client} = start(load);
    const remote = await client.load('/');
    const [oil, chain] = await Promise.all([remote.search('oil'), remote.search('chain slack'), client.load('/')]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(oil.query).toBe('oil');
    expect(oil.hits[0]!.hierarchy.lvl1).toBe('Changing the Engine Oil');
    expect(chain.query).toBe('chain slack');
    expect(chain.hits[0]!.hierarchy.lvl1).toBe('Chain Adjustment');
  });

  it('says why the index did not load, and tries again on the next request', async () => {
    const engine = SearchEngine.fromRecords(records);
    const load = vi.fn<(baseUrl: string) => Promise<Searcher>>().mockRejectedValueOnce(new Error('HTTP 503')).mockResolvedValue(engine);
    const {client} = start(load);
    await expect(client.load('/')).rejects.toThrow('HTTP 503');
    expect(client.usable).toBe(true);
    const remote = await client.load('/');
    expect((await remote.search('oil')).nbHits).toBeGreaterThan(0);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('checks that the worker runs without loading the index', async () => {
    const load = vi.fn(async () => SearchEngine.fromRecords(records));
    const {client} = start(load);
    await client.ready();
    expect(load).not.toHaveBeenCalled();
  });

  it('fails every waiting request when the worker dies, and is not used again', async () => {
    const {client, fail} = start(() => new Promise<never>(() => undefined));
    const pending = client.load('/');
    fail();
    await expect(pending).rejects.toBeInstanceOf(WorkerUnavailableError);
    expect(client.usable).toBe(false);
    await expect(client.ready()).rejects.toBeInstanceOf(WorkerUnavailableError);
  });

  it('fails a request still waiting when the page stops the worker', async () => {
    const {client} = start(() => new Promise<never>(() => undefined));
    const pending = client.load('/');
    client.terminate();
    await expect(pending).rejects.toThrow('Search worker stopped');
    expect(client.usable).toBe(false);
  });
});

describe('loadSearchEngine in the page', () => {
  // The page fetches the index only where it searches in its own thread; the fake fetch serves the index
  // built above and counts what is asked for.
  const fetched: string[] = [];
  let indexStatus = 200;
  beforeEach(() => {
    vi.resetModules();
    fetched.length = 0;
    indexStatus = 200;
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (url === '/search-index.json') return new Response(JSON.stringify(built.index), {status: indexStatus});
      const page = /\/frags\/(\d+)\.json$/.exec(url)?.[1];
      return page ? Response.json(built.fragments[Number(page)]) : new Response('', {status: 404});
    });
  });
  afterEach(() => vi.unstubAllGlobals());

  /** A stand-in for the browser's Worker: a working one runs the real worker code on the fake fetch. */
  function stubWorker(works: boolean) {
    const started: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        private fake;
        constructor(url: URL) {
          started.push(url.pathname.split('/').pop()!);
          this.fake = fakeWorker(async (baseUrl) => (await import('../../src/search/engineLoader')).fetchSearchEngine(baseUrl, Infinity));
          if (!works) setTimeout(() => this.fake.fail(), 0);
        }
        postMessage(message: unknown) {
          this.fake.worker.postMessage(message);
        }
        addEventListener(type: 'message' | 'error', listener: never) {
          this.fake.worker.addEventListener(type, listener);
        }
        terminate() {
          this.fake.close();
        }
      },
    );
    return started;
  }

  it('searches through the worker, which is started once', async () => {
    const started = stubWorker(true);
    const {loadSearchEngine} = await import('../../src/search/localClient');
    const engine = await loadSearchEngine('/');
    expect((await engine.search('dipstick')).hits[0]!.url).toBe('/docs/guides/maintenance_repair/changing_the_engine_oil');
    expect(await loadSearchEngine('/')).toBe(engine);
    expect(started).toEqual(['searchWorker.ts']);
  });

  it('searches in its own thread when the worker cannot run', async () => {
    stubWorker(false);
    const {loadSearchEngine} = await import('../../src/search/localClient');
    const engine = await loadSearchEngine('/');
    expect((await engine.search('chain')).hits[0]!.hierarchy.lvl1).toBe('Chain Adjustment');
    expect(fetched).toContain('/search-index.json');
  });

  it('searches in its own thread where there is no Worker at all', async () => {
    vi.stubGlobal('Worker', undefined);
    const {loadSearchEngine} = await import('../../src/search/localClient');
    expect((await (await loadSearchEngine('/')).search('oil')).nbHits).toBeGreaterThan(0);
  });

  it('rejects with the RetryError DocSearch shows as a network error, then retries', async () => {
    stubWorker(true);
    indexStatus = 503;
    const {loadSearchEngine} = await import('../../src/search/localClient');
    const failure = await loadSearchEngine('/').catch((error: Error) => error);
    expect(failure).toMatchObject({name: 'RetryError', message: 'Search index could not be loaded: HTTP 503'});
    indexStatus = 200;
    expect((await (await loadSearchEngine('/')).search('oil')).nbHits).toBeGreaterThan(0);
    expect(fetched.filter((url) => url === '/search-index.json')).toHaveLength(2);
  });

  it('loads the worker code for offline use without the index', async () => {
    const started = stubWorker(true);
    const {loadSearchCode} = await import('../../src/search/localClient');
    await loadSearchCode();
    expect(started).toEqual(['searchWorker.ts']);
    expect(fetched).toEqual([]);
  });
});
