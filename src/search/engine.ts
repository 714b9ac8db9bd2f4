/**
 * Local search over DocSearch records with MiniSearch: typo tolerance, prefix matching while typing,
 * owners' synonyms, title and heading matches above body matches, and DocSearch-shaped hits with
 * highlights and snippets so the modal and the search page render them unchanged.
 */
import MiniSearch, {type Query, type SearchResult} from 'minisearch';
import {stemmer} from 'stemmer';
import {joinPhrases, synonymLookup} from './synonyms';
import {cleanQuery} from './query';
import {HIERARCHY_LEVELS, type DocSearchRecord, type HighlightValue, type SearchHit} from './types';


/** Fewer pages than this matching every word brings in the pages that match some of them, ranked after. */
const MIN_PAGES_BEFORE_OR = 3;

const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i in into is it its many much my of on or should the to what when where which why with you your'.split(
    ' ',
  ),
);

const WORD = /[\p{L}\p{N}_]+/gu;

/** Query terms that describe the whole site (after stemming and phrase joining). */
const SITE_WORDS = new Set(['pit_bike', 'pit_bikes', 'pitbik', 'mini_bike', 'minibik', 'bike']);

function normalize(text: string): string {
  return text.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
}

/** Porter stemming, so "changing" finds "change" and "donations" finds "donate"; codes stay whole. */
function stem(term: string): string {
  if (term.includes('_') || term.length <= 2 || /\d/.test(term)) return term;
  return stemmer(term);
}

// Stemming every word was the largest cost of indexing and of highlighting hits; words repeat, so each
// distinct word is processed once. The bound keeps memory flat on a long session of odd queries.
const processed = new Map<string, string | null>();
const PROCESSED_MAX = 100_000;

export function processTerm(term: string): string | null {
  const cached = processed.get(term);
  if (cached !== undefined) return cached;
  const t = normalize(term);
  const result = t.length < 2 || STOP_WORDS.has(t) ? null : stem(t);
  if (processed.size >= PROCESSED_MAX) processed.clear();
  processed.set(term, result);
  return result;
}

/** Words of a text, plus one joined token per synonym phrase it contains ("ignition_box"). */
export function tokenize(text: string): string[] {
  const lower = normalize(text);
  const words = lower.match(WORD) ?? [];
  const joined = (joinPhrases(lower).match(WORD) ?? []).filter((t) => t.includes('_'));
  return joined.length ? [...words, ...joined] : words;
}

interface IndexedFields {
  id: number;
  title: string;
  headings: string;
  content: string;
}

export interface Filters {
  /** Algolia facetFilters: AND of entries, each entry "attr:value" or an OR-list of them. */
  facetFilters?: (string | string[])[];
}

export interface QueryOptions extends Filters {
  hitsPerPage?: number;
  page?: number;
  /** words each side of the first match in the content snippet */
  snippetWords?: number;
}

export interface QueryResult {
  hits: SearchHit[];
  nbHits: number;
  page: number;
  nbPages: number;
  hitsPerPage: number;
  query: string;
}

const TYPE_BOOST: Record<string, number> = {lvl1: 1.6, lvl2: 1.3, lvl3: 1.2, content: 1};

/**
 * Hit values are rendered as HTML (DocSearch uses innerHTML for highlights) and, for group titles, as
 * text with the marks stripped. Escaping only the angle brackets makes them inert markup in the first
 * case and keeps "&" readable in the second.
 */
export function escapeHtml(text: string): string {
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

function markWords(text: string, matched: Set<string>): {html: string; count: number; words: string[]} {
  let html = '';
  let last = 0;
  let count = 0;
  const words: string[] = [];
  for (const m of text.matchAll(WORD)) {
    const processed = processTerm(m[0]);
    html += escapeHtml(text.slice(last, m.index));
    if (processed && matched.has(processed)) {
      html += `<mark>${escapeHtml(m[0])}</mark>`;
      count++;
      words.push(m[0]);
    } else {
      html += escapeHtml(m[0]);
    }
    last = (m.index ?? 0) + m[0].length;
  }
  return {html: html + escapeHtml(text.slice(last)), count, words};
}

function highlight(text: string | null, matched: Set<string>): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const {html, count, words} = markWords(text, matched);
  return {value: html, matchLevel: count ? 'partial' : 'none', matchedWords: words};
}

function snippet(text: string | null, matched: Set<string>, around: number): HighlightValue {
  if (!text) return {value: '', matchLevel: 'none', matchedWords: []};
  const spans = [...text.matchAll(WORD)];
  const first = spans.findIndex((m) => {
    const p = processTerm(m[0]);
    return p !== null && matched.has(p);
  });
  if (first < 0 || spans.length <= around * 2 + 1) return highlight(text, matched);
  const startSpan = spans[Math.max(0, first - around)];
  const endSpan = spans[Math.min(spans.length - 1, Math.max(0, first - around) + around * 2)];
  if (!startSpan || !endSpan) return highlight(text, matched);
  const start = startSpan.index ?? 0;
  const end = (endSpan.index ?? 0) + endSpan[0].length;
  const inner = highlight(text.slice(start, end), matched);
  return {
    ...inner,
    value: `${start > 0 ? '…' : ''}${inner.value}${end < text.length ? '…' : ''}`,
  };
}

function passesFilters(record: DocSearchRecord, facetFilters: (string | string[])[] | undefined): boolean {
  if (!facetFilters?.length) return true;
  const has = (filter: string) => {
    const i = filter.indexOf(':');
    const attr = filter.slice(0, i);
    const value = filter.slice(i + 1);
    const field = (record as unknown as Record<string, unknown>)[attr];
    return Array.isArray(field) ? field.includes(value) : field === value;
  };
  return facetFilters.every((entry) => (Array.isArray(entry) ? entry.some(has) : has(entry)));
}

const expandTerm = synonymLookup(processTerm);

export {cleanQuery, MAX_QUERY_LENGTH} from './query';

export class SearchEngine {
  private readonly mini: MiniSearch<IndexedFields>;
  private readonly typeBoost: Float32Array;

  constructor(
    readonly records: DocSearchRecord[],
    {deferIndexing = false}: {deferIndexing?: boolean} = {},
  ) {
    this.typeBoost = Float32Array.from(records, (r) => TYPE_BOOST[r.type] ?? 1);
    this.mini = new MiniSearch<IndexedFields>({
      fields: ['title', 'headings', 'content'],
      tokenize,
      processTerm,
      searchOptions: {processTerm},
    });
    if (!deferIndexing) this.mini.addAll(this.documents());
  }

  /**
   * Builds the index in slices that yield to the browser between them, so a phone never has the main
   * thread blocked for the whole indexing (it showed as over a second of blocking time on the search page).
   */
  static async create(records: DocSearchRecord[], chunkSize = 40): Promise<SearchEngine> {
    const engine = new SearchEngine(records, {deferIndexing: true});
    await engine.mini.addAllAsync(engine.documents(), {chunkSize});
    return engine;
  }

  private documents(): IndexedFields[] {
    return this.records.map((r, id) => ({
      id,
      title: r.hierarchy.lvl1 ?? '',
      headings: [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6]
        .filter(Boolean)
        .join(' '),
      content: r.content ?? '',
    }));
  }

  private buildQuery(query: string): Query | null {
    const all = (joinPhrases(normalize(query)).match(WORD) ?? [])
      .map((t) => processTerm(t))
      .filter((t): t is string => Boolean(t));
    // Every page of a pit bike site is about pit bikes: beside other words, "pit bike" only made a page that
    // never repeats it lose to one that does. Alone, it is still searched.
    const specific = all.filter((t) => !SITE_WORDS.has(t));
    const terms = specific.length ? specific : all;
    if (!terms.length) return null;
    const queries: Query[] = terms.map((t) => {
      const alternatives = expandTerm(t);
      return alternatives.length > 1 ? {combineWith: 'OR', queries: alternatives} : t;
    });
    return {combineWith: 'AND', queries};
  }

  private run(query: Query, combineWith: 'AND' | 'OR', filter: (id: number) => boolean): SearchResult[] {
    const tree = typeof query === 'object' && 'queries' in query ? {...query, combineWith} : query;
    return this.mini.search(tree, {
      boost: {title: 4, headings: 2, content: 1},
      // Fuzzy from five letters: one typo up to nine letters, two from ten ("carburator"). The fallback that
      // matches any word leaves typos to the first pass: on long questions it was most of the query time.
      fuzzy: combineWith === 'AND' ? (term) => (term.length >= 5 ? 0.2 : 0) : false,
      prefix: (term) => term.length >= 3,
      weights: {fuzzy: 0.4, prefix: 0.6},
      filter: (result) => filter(result.id as number),
      boostDocument: (id) => this.typeBoost[id as number] ?? 1,
    });
  }

  private readonly allowedByFilters = new Map<string, Uint8Array>();

  /** Which records pass the facet filters; MiniSearch asks once per matching term and record, so it is worked out once. */
  private allowedRecords(facetFilters: Filters['facetFilters']): Uint8Array {
    const key = JSON.stringify(facetFilters ?? []);
    let allowed = this.allowedByFilters.get(key);
    if (!allowed) {
      allowed = Uint8Array.from(this.records, (record) => (passesFilters(record, facetFilters) ? 1 : 0));
      if (this.allowedByFilters.size >= 16) this.allowedByFilters.clear();
      this.allowedByFilters.set(key, allowed);
    }
    return allowed;
  }

  /** Results ranked best first, one per URL (page or section), after filters. */
  rank(rawQuery: string, filters: Filters = {}): {record: DocSearchRecord; matched: Set<string>; score: number}[] {
    const query = cleanQuery(rawQuery);
    const tree = query ? this.buildQuery(query) : null;
    if (!tree) return [];
    const allowed = this.allowedRecords(filters.facetFilters);
    const filter = (id: number) => allowed[id] === 1;
    let results = this.run(tree, 'AND', filter);
    // DocSearch records are single paragraphs, so a page can answer every word of a question without one
    // paragraph holding them all. When few pages match every word, the pages that match some follow.
    const pagesWithAll = new Set(results.map((r) => this.records[r.id as number]?.url_without_anchor));
    if (pagesWithAll.size < MIN_PAGES_BEFORE_OR) {
      const seen = new Set(results.map((r) => r.id));
      results = results.concat(this.run(tree, 'OR', filter).filter((r) => !seen.has(r.id)));
    }
    const best = new Map<string, {record: DocSearchRecord; matched: Set<string>; score: number}>();
    for (const result of results) {
      const record = this.records[result.id as number];
      if (!record || best.has(record.url)) continue;
      const matched = new Set<string>();
      for (const term of result.terms) {
        matched.add(term);
        if (term.includes('_')) for (const part of term.split('_')) matched.add(stem(part));
      }
      best.set(record.url, {record, matched, score: result.score});
    }
    return [...best.values()];
  }

  search(rawQuery: string, options: QueryOptions = {}): QueryResult {
    const hitsPerPage = Math.max(1, Math.min(options.hitsPerPage ?? 20, 1000));
    const page = Math.max(0, options.page ?? 0);
    const ranked = this.rank(rawQuery, options);
    const around = Math.max(3, Math.round((options.snippetWords ?? 20) / 2));
    const hits = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage).map(({record, matched}) => {
      const highlightHierarchy = {} as SearchHit['_highlightResult']['hierarchy'];
      for (const level of HIERARCHY_LEVELS) highlightHierarchy[level] = highlight(record.hierarchy[level], matched);
      return {
        ...record,
        _highlightResult: {hierarchy: highlightHierarchy, content: highlight(record.content, matched)},
        _snippetResult: {hierarchy: highlightHierarchy, content: snippet(record.content, matched, around)},
      };
    });
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      query: cleanQuery(rawQuery),
    };
  }
}
