/**
 * The only code that reaches below MiniSearch's public API. MiniSearch is pinned exactly in package.json;
 * tests/unit/search-minisearch-adapter.test.ts checks each of these entry points against the installed
 * copy, so an upgrade that moves them fails there, by name, and not as a quietly worse ranking.
 *
 * - `executeQuery` (marked @ignore in MiniSearch): a word's raw results, before search() multiplies each
 *   score by the number of query terms matched and sorts. The engine searches each word once and combines
 *   the words itself, for both the all-words and the some-words list.
 * - `_documentIds`: MiniSearch's internal short id of each document, which executeQuery's results are keyed by.
 * - `_index`: the term map, filled term by term so a large index loads in slices (see searchIndex.ts), and
 *   looked up by edit distance (its `fuzzyGet`) to correct a misspelt query word (see queryPlan.ts); its
 *   `fuzzyGet` is also what MiniSearch's fuzzy matching calls, which is how cacheFuzzyMatches reaches it.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';
import {BoundedCache} from './boundedCache';

/** A word's matches: the index terms that matched it (stems, joined phrases) and their fields. */
export type Match = Record<string, string[]>;
/**
 * One word's documents by MiniSearch's internal short id: summed score (before MiniSearch's final
 * multiplication by the number of query terms matched), the query terms matched, and the matches. Read-only:
 * the engine keeps a word's results for the next query that asks for the same word.
 */
export type WordResults = ReadonlyMap<number, {readonly score: number; readonly terms: readonly string[]; readonly match: Readonly<Match>}>;
/** The term map's edit-distance lookup: each term within the distance, with its postings and distance. */
type FuzzyGet = (key: string, maxDistance: number) => Map<string, [unknown, number]>;
/** A term's postings as MiniSearch keeps them in memory: field id to short id to count. */
export type TermPostings = Map<number, Map<number, number>>;

interface Internals {
  executeQuery(query: Query, options: SearchOptions): WordResults;
  _documentIds: Map<number, unknown>;
  _index: {set(term: string, data: TermPostings): unknown; fuzzyGet: FuzzyGet};
}

function internals(mini: MiniSearch<never> | MiniSearch<unknown>): Internals {
  const inner = mini as unknown as Partial<Internals>;
  if (
    typeof inner.executeQuery !== 'function' ||
    !(inner._documentIds instanceof Map) ||
    typeof inner._index?.set !== 'function' ||
    typeof inner._index.fuzzyGet !== 'function'
  ) {
    throw new Error('The installed MiniSearch does not have the internals the search engine uses (see miniSearchAdapter.ts)');
  }
  return inner as Internals;
}

/** The raw results of one query (a word, or an OR of its synonyms), keyed by short id. */
export function executeWordQuery<T>(mini: MiniSearch<T>, query: Query, options: SearchOptions): WordResults {
  return internals(mini as MiniSearch<unknown>).executeQuery(query, options);
}

/** Each document's short id and the id it was added with. */
export function documentIds<T>(mini: MiniSearch<T>): Iterable<[number, unknown]> {
  return internals(mini as MiniSearch<unknown>)._documentIds;
}

/** A setter for the term map, in the form MiniSearch.loadJS itself builds. */
export function termSetter<T>(mini: MiniSearch<T>): (term: string, postings: TermPostings) => void {
  const index = internals(mini as MiniSearch<unknown>)._index;
  return (term, postings) => {
    index.set(term, postings);
  };
}

/** The index terms within `maxDistance` edits (Levenshtein) of `word`, each with its distance. */
export function termsNear<T>(mini: MiniSearch<T>, word: string, maxDistance: number): Map<string, number> {
  const found = internals(mini as MiniSearch<unknown>)._index.fuzzyGet(word, maxDistance);
  return new Map([...found].map(([term, [, distance]]) => [term, distance]));
}

/** Terms a word's typo lookups may keep, summed over the words kept (each term is a few dozen bytes). */
const FUZZY_CACHE_TERMS = 5000;

/**
 * Keeps the term map's edit-distance lookups per word and distance: for MiniSearch's fuzzy matching, and for
 * termsNear. The walk over the whole vocabulary is the costly part of a typo-tolerant word, and the same words
 * come back with every keypress and with every question that uses them (a synonym phrase such as
 * "closed_the_throttle" is fuzzy-matched each time it is searched). The result is the same: the same terms in
 * the same order with the same postings and distances. Each call gets its own copy of the map, as MiniSearch
 * deletes from it. The term map must not change afterwards (a loaded index never does).
 */
export function cacheFuzzyMatches<T>(mini: MiniSearch<T>): () => void {
  const index = internals(mini as MiniSearch<unknown>)._index;
  const walk: FuzzyGet = index.fuzzyGet.bind(index);
  const cache = new BoundedCache<string, Map<string, [unknown, number]>>(FUZZY_CACHE_TERMS, (found) => found.size + 1);
  index.fuzzyGet = (key, maxDistance) => new Map(cache.get(`${maxDistance} ${key}`, () => walk(key, maxDistance)));
  return () => cache.clear();
}
