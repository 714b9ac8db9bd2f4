/**
 * Fetches the search index and page fragments over the network and loads the engine on them. The search
 * worker runs this; the page runs it itself only where a worker cannot be had.
 */
import {SearchEngine} from './engine';
import {fragmentUrl, type Fragment, type SearchIndexFile} from './searchIndex';
import {SEARCH_INDEX_FILE} from '../lib/searchFiles';

export function indexUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/?$/, '/')}${SEARCH_INDEX_FILE}`;
}

/**
 * `sliceMs` is how long the term load may hold the thread before it yields: short on the page, where a
 * reader may be scrolling, and unbounded in a worker, where nothing waits on that thread.
 */
export async function fetchSearchEngine(baseUrl: string, sliceMs?: number): Promise<SearchEngine> {
  const response = await fetch(indexUrl(baseUrl), {credentials: 'same-origin'});
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  const index = (await response.json()) as SearchIndexFile;
  return SearchEngine.load(index, (page) => loadFragment(fragmentUrl(baseUrl, index, page)), sliceMs);
}

/** A page's text for snippets; null when it cannot be had, and the hit is shown without a snippet. */
async function loadFragment(url: string): Promise<Fragment | null> {
  const response = await fetch(url, {credentials: 'same-origin'});
  if (!response.ok) return null;
  const fragment: unknown = await response.json();
  return Array.isArray(fragment) ? (fragment as Fragment) : null;
}
