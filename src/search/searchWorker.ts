// The search worker: fetches, parses and loads the index and answers queries off the page's main thread.
import {serveSearchRequests, type Endpoint} from './workerChannel';
import {fetchSearchEngine} from './engineLoader';

// Nothing else runs on this thread, so the index loads in one go rather than in slices.
serveSearchRequests(globalThis as unknown as Endpoint, (baseUrl) => fetchSearchEngine(baseUrl, Infinity));
