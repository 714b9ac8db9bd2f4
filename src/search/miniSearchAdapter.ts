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
 * - The scoring state wordScorer.ts reads to score a word as `executeQuery` does (scoringInternals): the term
 *   map's `get` and `atPrefix`, `_fieldIds`, `_fieldLength`, `_avgFieldLength`, `_documentCount`, and the
 *   options a query string is cut with. tests/unit/search-word-scorer.test.ts compares the two scorings.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';
import {BoundedCache} from './boundedCache';

/** A word's matches: the index terms that matched it (stems, joined phrases) and their fields. */
export type Match = Record<string, string[]>;
/** One document's result for a word: summed score, the query terms matched, and the matches. */
export interface WordResult {
  readonly score: number;
  readonly terms: readonly string[];
  readonly match: Readonly<Match>;
}
/**
 * One word's documents by MiniSearch's internal short id, as `executeQuery` returns them: summed score (before
 * MiniSearch's final multiplication by the number of query terms matched), the query terms matched, and the matches.
 */
export type ResultsMap = ReadonlyMap<number, WordResult>;
/**
 * One word's results as the engine reads them (a ResultsMap, or wordScorer.ts's typed arrays). Read-only: the
 * engine keeps a word's results for the next query that asks for the same word.
 */
export interface WordResults {
  readonly size: number;
  /** each document's short id, score and number of query terms matched, in the order MiniSearch found them */
  forEachScore(fn: (shortId: number, score: number, terms: number) => void): void;
  has(shortId: number): boolean;
  get(shortId: number): WordResult | undefined;
  forEach(fn: (result: WordResult, shortId: number) => void): void;
  keys(): IterableIterator<number>;
}
/** The term map's edit-distance lookup: each term within the distance, with its postings and distance. */
type FuzzyGet = (key: string, maxDistance: number) => Map<string, [unknown, number]>;
/** A term's postings as MiniSearch keeps them in memory: field id to short id to count. */
export type TermPostings = Map<number, Map<number, number>>;

interface Internals {
  executeQuery(query: Query, options: SearchOptions): ResultsMap;
  _documentIds: Map<number, unknown>;
  _index: {set(term: string, data: TermPostings): unknown; fuzzyGet: FuzzyGet};
}

/** What wordScorer.ts reads to score a word as MiniSearch's termResults does. */
export interface ScoringInternals extends Internals {
  _index: Internals['_index'] & {get(term: string): TermPostings | undefined; atPrefix(prefix: string): Iterable<[string, TermPostings]>};
  _fieldIds: Record<string, number>;
  _avgFieldLength: number[];
  _fieldLength: Map<number, number[]>;
  _documentCount: number;
  _options: QueryCutting & {searchOptions?: Partial<QueryCutting>};
}

/** The fields a query searches and how a query string is cut into terms. */
export interface QueryCutting {
  fields: string[];
  tokenize: (text: string) => string[];
  processTerm: (term: string) => string | string[] | null | undefined | false;
}

/** The fields, tokenize and processTerm a word query is searched with, resolved as executeQuery resolves them. */
export function queryCutting(inner: ScoringInternals): QueryCutting {
  const options = inner._options;
  return {
    fields: options.fields,
    tokenize: options.searchOptions?.tokenize ?? options.tokenize,
    processTerm: options.searchOptions?.processTerm ?? options.processTerm,
  };
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

/**
 * MiniSearch's scoring state, for wordScorer.ts, checked: the term map's lookups, the field ids and lengths, the
 * document count and the options a query is cut with. Throws, naming this file, when a MiniSearch upgrade moved one.
 */
export function scoringInternals<T>(mini: MiniSearch<T>): ScoringInternals {
  const inner = internals(mini as MiniSearch<unknown>) as Partial<ScoringInternals>;
  const options = inner._options;
  if (
    typeof inner._index?.get !== 'function' ||
    typeof inner._index.atPrefix !== 'function' ||
    typeof inner._fieldIds !== 'object' ||
    !Array.isArray(inner._avgFieldLength) ||
    !(inner._fieldLength instanceof Map) ||
    typeof inner._documentCount !== 'number' ||
    !Array.isArray(options?.fields) ||
    typeof options.tokenize !== 'function' ||
    typeof options.processTerm !== 'function'
  ) {
    throw new Error('The installed MiniSearch does not have the internals the word scorer reads (see miniSearchAdapter.ts)');
  }
  return inner as ScoringInternals;
}

/** The raw results of one query (a word, or an OR of its synonyms), keyed by short id. */
export function executeWordQuery<T>(mini: MiniSearch<T>, query: Query, options: SearchOptions): ResultsMap {
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
