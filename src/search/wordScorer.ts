/**
 * One word's search, scored as MiniSearch's `executeQuery` scores it, but kept in typed arrays: MiniSearch makes
 * an object, a term list and a match record for every section a word reaches (a common word reaches a thousand),
 * and those objects, with the garbage they leave, were most of the time a question took the first time it was
 * asked. The ranking reads only each section's score and its number of query terms; the match record, which the
 * highlight reads for the twenty or so sections shown, is rebuilt for those sections only (`get`).
 *
 * The result is MiniSearch's to the bit: the same sections in the same order, the same floating-point sums added
 * in the same order, the same terms and match records. tests/unit/search-word-scorer.test.ts compares the two
 * on an index built by MiniSearch itself and on the site's questions. What it reads of MiniSearch's internals is
 * checked when it is made (miniSearchAdapter.ts); a query it does not handle the same way (an AND, a document
 * removed from the index) is left to MiniSearch.
 */
import type MiniSearch from 'minisearch';
import type {Query, SearchOptions} from 'minisearch';
import {
  queryCutting,
  scoringInternals,
  type Match,
  type QueryCutting,
  type ResultsMap,
  type ScoringInternals,
  type TermPostings,
  type WordResult,
  type WordResults,
} from './miniSearchAdapter';

/** The search options a word's query uses (engine.ts); anything else is MiniSearch's default. */
export interface WordSearchOptions {
  boost: Record<string, number>;
  fuzzy: (term: string) => number;
  prefix: false | ((term: string) => boolean);
  weights: {fuzzy: number; prefix: number};
}

/** MiniSearch's defaults for the options WordSearchOptions leaves out (MiniSearch 7.2 `defaultSearchOptions`). */
const BM25 = {k: 1.2, b: 0.7, d: 0.5};
const MAX_FUZZY = 6;
const DEFAULT_WEIGHTS = {fuzzy: 0.45, prefix: 0.375};

/** A term the query matched in the index and the weight its matches score at (exact 1, prefix and fuzzy less). */
interface Derived {
  term: string;
  weight: number;
  postings: TermPostings;
}

/** One query term as MiniSearch searches it: the term and every index term it reached. */
interface Spec {
  /** the query term (MiniSearch's "sourceTerm") */
  term: string;
  /** which distinct query term of the whole query it is, as a bit of `termBits` */
  bit: number;
  derived: Derived[];
}

/** The section sums of one level of the query (a term, a word of the OR), in the order sections were first reached. */
class Sums {
  readonly score: Float64Array;
  readonly has: Uint8Array;
  order: number[] = [];

  constructor(size: number) {
    this.score = new Float64Array(size);
    this.has = new Uint8Array(size);
  }

  add(id: number, value: number): void {
    if (this.has[id]) {
      this.score[id] = this.score[id]! + value;
    } else {
      this.has[id] = 1;
      this.order.push(id);
      this.score[id] = value;
    }
  }

  /** Adds every section of `other` to this, as MiniSearch's OR combines two result maps, and empties `other`. */
  takeFrom(other: Sums, bits?: Uint32Array, bit = 0): void {
    for (const id of other.order) {
      this.add(id, other.score[id]!);
      if (bits) bits[id] = bits[id]! | bit;
      other.has[id] = 0;
    }
    other.order = [];
  }
}

/** A word's results, read by the ranking (forEachScore) and the highlight (get). */
class ScoredWord implements WordResults {
  constructor(
    private readonly ids: Int32Array,
    private readonly scores: Float64Array,
    private readonly termCounts: Uint8Array,
    private readonly specs: Spec[],
    private readonly fieldOrder: [name: string, id: number][],
  ) {}

  get size(): number {
    return this.ids.length;
  }

  forEachScore(fn: (shortId: number, score: number, terms: number) => void): void {
    for (let i = 0; i < this.ids.length; i++) fn(this.ids[i]!, this.scores[i]!, this.termCounts[i]!);
  }

  private position(shortId: number): number {
    return this.ids.indexOf(shortId);
  }

  has(shortId: number): boolean {
    return this.position(shortId) >= 0;
  }

  /** the last section asked for and its result: a hit asks for its matches twice (highlight, keywords) */
  private last: [number, WordResult | undefined] = [-1, undefined];

  get(shortId: number): WordResult | undefined {
    if (this.last[0] !== shortId) this.last = [shortId, this.rebuild(shortId)];
    return this.last[1];
  }

  private rebuild(shortId: number): WordResult | undefined {
    const i = this.position(shortId);
    if (i < 0) return undefined;
    // Rebuilt as MiniSearch builds it: each query term's match record for the section, in the order the terms
    // were searched, assigned over the first one's (an index term matched again takes the later fields).
    const terms: string[] = [];
    let match: Match | undefined;
    for (const spec of this.specs) {
      const own: Match = {};
      let found = false;
      for (const {term, postings} of spec.derived) {
        for (const [field, fieldId] of this.fieldOrder) {
          if (!postings.get(fieldId)?.has(shortId)) continue;
          found = true;
          (own[term] ??= []).push(field);
        }
      }
      if (!found) continue;
      if (!terms.includes(spec.term)) terms.push(spec.term);
      match = match ? Object.assign(match, own) : own;
    }
    return {score: this.scores[i]!, terms, match: match ?? {}};
  }

  forEach(fn: (result: WordResult, shortId: number) => void): void {
    for (let i = 0; i < this.ids.length; i++) fn(this.get(this.ids[i]!)!, this.ids[i]!);
  }

  keys(): IterableIterator<number> {
    return this.ids.values();
  }
}

/** The MiniSearch results of a query the scorer leaves to MiniSearch, read through the same interface. */
export class MapResults implements WordResults {
  constructor(private readonly map: ResultsMap) {}
  get size(): number {
    return this.map.size;
  }
  forEachScore(fn: (shortId: number, score: number, terms: number) => void): void {
    this.map.forEach((r, shortId) => fn(shortId, r.score, r.terms.length));
  }
  has(shortId: number): boolean {
    return this.map.has(shortId);
  }
  get(shortId: number): WordResult | undefined {
    return this.map.get(shortId);
  }
  forEach(fn: (result: WordResult, shortId: number) => void): void {
    this.map.forEach(fn);
  }
  keys(): IterableIterator<number> {
    return this.map.keys();
  }
}

export class WordScorer {
  private readonly inner: ScoringInternals;
  private readonly size: number;
  private readonly total: Sums;
  private readonly word: Sums;
  private readonly spec: Sums;
  private readonly termBits: Uint32Array;
  private readonly cutting: QueryCutting;
  /** the fields a word is searched in, in MiniSearch's order, with their ids */
  private readonly fieldOrder: [name: string, id: number][];

  constructor(mini: MiniSearch<unknown>) {
    this.inner = scoringInternals(mini);
    this.cutting = queryCutting(this.inner);
    this.fieldOrder = this.cutting.fields.map((f) => [f, this.inner._fieldIds[f]!]);
    let size = 0;
    for (const shortId of this.inner._documentIds.keys()) size = Math.max(size, shortId + 1);
    this.size = size;
    this.total = new Sums(size);
    this.word = new Sums(size);
    this.spec = new Sums(size);
    this.termBits = new Uint32Array(size);
  }

  /** A word (or an OR of its synonyms) searched as MiniSearch's executeQuery searches it. */
  search(query: Query, options: WordSearchOptions): WordResults {
    const words = typeof query === 'string' ? [query] : plainOr(query);
    if (!words) return new MapResults(this.inner.executeQuery(query, options as SearchOptions));
    const {tokenize, processTerm, fields} = this.cutting;
    const fieldOrder = this.fieldOrder;
    const boosts = fields.map((f) => (Object.prototype.hasOwnProperty.call(options.boost, f) ? options.boost[f] : undefined) || 1);
    const weights = {...DEFAULT_WEIGHTS, ...options.weights};
    const bits = new Map<string, number>();
    // Each word of the OR, cut and processed as MiniSearch cuts a query string, and each term's index terms.
    const byWord = words.map((word) =>
      tokenize(word)
        .flatMap((t) => processTerm(t))
        .filter((t): t is string => !!t)
        .map((term): Spec => {
          if (!bits.has(term)) bits.set(term, bits.size);
          return {term, bit: 1 << bits.get(term)!, derived: this.derive(term, options.prefix, options.fuzzy, weights)};
        }),
    );
    if (bits.size > 31) return new MapResults(this.inner.executeQuery(query, options as SearchOptions));
    const {total, word, spec, termBits} = this;
    try {
      for (const specs of byWord) {
        // A word of one term is that term's results; a word of several sums its terms' results first, and
        // the OR then adds each word's sum (the same additions, in the same order, as MiniSearch's).
        for (const s of specs) {
          for (const d of s.derived) this.score(d, fieldOrder, boosts, spec);
          (specs.length === 1 ? total : word).takeFrom(spec, termBits, s.bit);
        }
        if (specs.length > 1) total.takeFrom(word);
      }
    } catch (e) {
      for (const sums of [total, word, spec]) {
        for (const id of sums.order) sums.has[id] = 0;
        sums.order = [];
      }
      termBits.fill(0);
      if (e === REMOVED) return new MapResults(this.inner.executeQuery(query, options as SearchOptions));
      throw e;
    }
    const n = total.order.length;
    const ids = Int32Array.from(total.order);
    const scores = new Float64Array(n);
    const counts = new Uint8Array(n);
    for (let i = 0; i < n; i++) {
      const id = ids[i]!;
      scores[i] = total.score[id]!;
      // the number of distinct query terms the section matched: the bits set
      let bitsSet = termBits[id]!;
      let c = 0;
      while (bitsSet) {
        bitsSet &= bitsSet - 1;
        c++;
      }
      counts[i] = c;
      total.has[id] = 0;
      termBits[id] = 0;
    }
    total.order = [];
    return new ScoredWord(ids, scores, counts, byWord.flat(), fieldOrder);
  }

  /**
   * How many documents hold every one of some index terms, as they are (in any field): what MiniSearch's AND of
   * the terms, without prefix or typo matching, finds, counted without scoring it.
   */
  countHolding(terms: string[]): number {
    let held: Set<number> | null = null;
    for (const term of terms) {
      const postings = this.inner._index.get(term);
      if (!postings) return 0;
      const docs = new Set<number>();
      for (const [, fieldId] of this.fieldOrder) {
        const byDoc = postings.get(fieldId);
        if (byDoc) for (const id of byDoc.keys()) if ((!held || held.has(id)) && this.inner._documentIds.has(id)) docs.add(id);
      }
      held = docs;
      if (!held.size) return 0;
    }
    return held ? held.size : 0;
  }

  /** The index terms a query term reaches, in MiniSearch's order: itself, then its prefix matches, then its typos. */
  private derive(
    term: string,
    prefixOf: WordSearchOptions['prefix'],
    fuzzyOf: WordSearchOptions['fuzzy'],
    weights: {fuzzy: number; prefix: number},
  ): Derived[] {
    const index = this.inner._index;
    const out: Derived[] = [];
    const exact = index.get(term);
    if (exact) out.push({term, weight: 1, postings: exact});
    const prefix = prefixOf !== false && prefixOf(term);
    const fuzzy = fuzzyOf(term);
    let typos: Map<string, [TermPostings, number]> | undefined;
    if (fuzzy) {
      const maxDistance = fuzzy < 1 ? Math.min(MAX_FUZZY, Math.round(term.length * fuzzy)) : fuzzy;
      if (maxDistance) typos = index.fuzzyGet(term, maxDistance) as Map<string, [TermPostings, number]>;
    }
    if (prefix) {
      for (const [t, postings] of index.atPrefix(term)) {
        const distance = t.length - term.length;
        if (!distance) continue;
        typos?.delete(t);
        out.push({term: t, weight: (weights.prefix * t.length) / (t.length + 0.3 * distance), postings});
      }
    }
    if (typos) {
      for (const [t, [postings, distance]] of typos) {
        if (!distance) continue;
        out.push({term: t, weight: (weights.fuzzy * t.length) / (t.length + distance), postings});
      }
    }
    return out;
  }

  /** MiniSearch's termResults: each section's BM25+ score for one index term, summed into `into`. */
  private score({weight, postings}: Derived, fieldOrder: [string, number][], boosts: number[], into: Sums): void {
    const {_documentIds: documentIds, _fieldLength: fieldLengths, _avgFieldLength: avgFieldLengths, _documentCount: count} = this.inner;
    const {k, b, d} = BM25;
    for (let f = 0; f < fieldOrder.length; f++) {
      const fieldId = fieldOrder[f]![1];
      const freqs = postings.get(fieldId);
      if (freqs == null) continue;
      const matching = freqs.size;
      const avgFieldLength = avgFieldLengths[fieldId]!;
      const invDocFreq = Math.log(1 + (count - matching + 0.5) / (matching + 0.5));
      const fieldBoost = boosts[f]!;
      for (const [id, termFreq] of freqs) {
        if (!documentIds.has(id)) throw REMOVED;
        const fieldLength = fieldLengths.get(id)![fieldId]!;
        const rawScore = invDocFreq * (d + (termFreq * (k + 1)) / (termFreq + k * (1 - b + (b * fieldLength) / avgFieldLength)));
        // The factors MiniSearch multiplies, in its order: term weight, term boost (1), field boost, document boost (1).
        into.add(id, weight * 1 * fieldBoost * 1 * rawScore);
      }
    }
  }
}

/** Thrown when the index holds postings of a removed document, which MiniSearch itself cleans up as it searches. */
const REMOVED = new Error('removed document');

/** The words of an OR of plain words, or null for any other query. */
function plainOr(query: Query): string[] | null {
  if (typeof query === 'string') return [query];
  const q = query as {combineWith?: string; queries?: Query[]};
  if (q.combineWith?.toLowerCase() !== 'or' || !q.queries || Object.keys(q).some((key) => key !== 'combineWith' && key !== 'queries')) return null;
  return q.queries.every((s) => typeof s === 'string') ? (q.queries as string[]) : null;
}
