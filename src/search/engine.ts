/**
 * Local search with MiniSearch over the sections of every page: typo tolerance, prefix matching while
 * typing, owners' synonyms, title and heading matches above body matches, and DocSearch-shaped hits with
 * highlights and snippets so the modal and the search page render them unchanged. The index arrives
 * prebuilt; the text for snippets comes from page fragments, fetched for the pages a result list shows.
 */
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import {
  buildSearchIndex,
  miniSearchJson,
  loadMiniSearchInSlices,
  SECTION_FIELDS,
  type Fragment,
  type SearchIndexFile,
  type SectionFields,
  type SectionIndexOptions,
} from './searchIndex';
import {stemmer} from 'stemmer';
import {joinPhrases, synonymLookup} from './synonyms';
import {cleanQuery} from './query';
import {findAnswer, prepareAnswers, type AnswerTable, type DirectAnswer} from './answers';
import {HIERARCHY_LEVELS, type DocSearchRecord, type HighlightValue, type Hierarchy, type RecordType, type SearchHit} from './types';

/** Fewer pages than this matching every word brings in the pages that match some of them, ranked after. */
const MIN_PAGES_BEFORE_OR = 3;

const STOP_WORDS = new Set(
  'a an and are as at be but by can do does for from has have how i if in into is it its many much my of on or should so than that the then this to versus vs was what when where which why will with you your'.split(
    ' ',
  ),
);

/**
 * Words that say how an owner asks, not what about: question words ("what does X mean"), and the words of a
 * complaint ("not working", "won't", "doesn't"). They still score, at a fraction, but a section need not hold
 * them, and they never bring in a section that holds nothing else. Compared after processing (stemmed).
 */
const WEAK_WORDS = new Set(
  'mean means meaning stand take takes need needs want use get go best good right way tell know help info anyone normal not no wont dont doesnt didnt cant isnt arent wasnt wouldnt couldnt never work working works worked problem problems issue issues'
    .split(' ')
    .map((w) => stemmer(w)),
);
/** The weak words that describe a fault: a query with one of them leans to the fault-finding pages. */
const SYMPTOM_WORDS = new Set(
  'not no wont dont doesnt didnt cant isnt wasnt never working work works problem problems issue issues'.split(' ').map((w) => stemmer(w)),
);
/** Titles of fault-finding pages. */
const FAULT_TITLE = /\b(won't|wont|problems?|faults?|troubleshooting|diagnos\w*|testing|fixing|dealing)\b/i;
const WEAK_WEIGHT = 0.3;
const SYMPTOM_BOOST = 1.6;

/** Engine codes such as 1P52FMH, 153FMI, 1P60YMJ, 147FMI. */
const ENGINE_CODE = /^1?p?\d{2,3}[a-z]?[fq]m[a-z]$/;

// Letters, digits and the underscore of joined phrases; an apostrophe inside a word ("won't") stays in it.
const WORD = /[\p{L}\p{N}_]+(?:['’‘][\p{L}]+)*/gu;

/**
 * Joined forms an owner types as one word: a model code written with a space or hyphen ("YX 140",
 * "TT-R90" give "yx140", "ttr90"), and a number with its unit ("10 mm", "12 V", "12-volt" give "10mm", "12v").
 */
const CODE_PAIR = /\b([A-Z]{2,5})[- ]([A-Z]{0,2}\d{2,4}[A-Za-z]{0,3})\b/g;
const NUMBER_UNIT = /(?<![\d.,])(\d{1,4})[ -]?(mm|cm|v|volts?|cc|ml|nm|psi|kpa|hp|ah)\b/gi;

function joinedForms(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(CODE_PAIR)) out.push(`${m[1]}${m[2]}`.toLowerCase());
  for (const m of text.matchAll(NUMBER_UNIT)) {
    // "10mm" is one word already; only a number and unit written apart are joined.
    if (!/[ -]/.test(m[0])) continue;
    out.push(`${m[1]}${m[2]!.toLowerCase().replace(/^volts?$/, 'v')}`);
  }
  return out;
}

/** Query terms that describe the whole site (after stemming and phrase joining). */
const SITE_WORDS = new Set(['pit_bike', 'pit_bikes', 'pitbik', 'mini_bike', 'minibik', 'bike']);

function normalize(text: string): string {
  // "won't" and "wont", "doesn't" and "doesnt" are one word: the apostrophe inside a word is dropped.
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/(\p{L})['’‘](\p{L})/gu, '$1$2');
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
  const forms = joinedForms(text);
  return joined.length || forms.length ? [...words, ...joined, ...forms] : words;
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
  /** the value itself, from a data table, when the query asks for one without ambiguity (first page only) */
  answer: DirectAnswer | null;
}

// A section's own level: the page's opening section (title and intro) first, then h2 sections, then deeper.
const TYPE_BOOST: Record<string, number> = {lvl1: 2, lvl2: 1.3};

/**
 * Hit values are rendered as HTML (DocSearch uses innerHTML for highlights) and, for group titles, as
 * text with the marks stripped. Escaping only the angle brackets makes them inert markup in the first
 * case and keeps "&" readable in the second.
 */
const ANGLE = /[<>]/;

export function escapeHtml(text: string): string {
  if (!ANGLE.test(text)) return text;
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The words of a text, each with whether it is one of the matched words. */
interface WordSpans {
  spans: {start: number; end: number; hit: boolean}[];
  hits: number;
}

function wordSpans(text: string, matched: Set<string>): WordSpans {
  const spans: WordSpans['spans'] = [];
  let hits = 0;
  for (const m of text.matchAll(WORD)) {
    const processed = processTerm(m[0]);
    const hit = processed !== null && matched.has(processed);
    if (hit) hits++;
    const start = m.index ?? 0;
    spans.push({start, end: start + m[0].length, hit});
  }
  return {spans, hits};
}

function noHighlight(): HighlightValue {
  return {value: '', matchLevel: 'none', matchedWords: []};
}

/** The text from `from` to `to` with its matched words in <mark>, escaped. */
function markSpans(text: string, {spans}: WordSpans, from: number, to: number): HighlightValue {
  let html = '';
  let last = from;
  const matchedWords: string[] = [];
  for (const span of spans) {
    if (span.start < from || span.end > to) continue;
    if (!span.hit) continue;
    const word = text.slice(span.start, span.end);
    html += `${escapeHtml(text.slice(last, span.start))}<mark>${escapeHtml(word)}</mark>`;
    matchedWords.push(word);
    last = span.end;
  }
  html += escapeHtml(text.slice(last, to));
  return {value: html, matchLevel: matchedWords.length ? 'partial' : 'none', matchedWords};
}

function highlight(text: string | null, matched: Set<string>): HighlightValue {
  if (!text) return noHighlight();
  return markSpans(text, wordSpans(text, matched), 0, text.length);
}

/**
 * A paragraph's highlight, and its snippet: `around` words either side of the first matched word, with
 * an ellipsis where the paragraph goes on. A short paragraph is its own snippet.
 */
function highlightAndSnippet(text: string, found: WordSpans, around: number): {whole: HighlightValue; snippet: HighlightValue} {
  const whole = markSpans(text, found, 0, text.length);
  const {spans} = found;
  const first = spans.findIndex((span) => span.hit);
  if (spans.length <= around * 2 + 1 || first < 0) return {whole, snippet: whole};
  const startIndex = Math.max(0, first - around);
  const start = spans[startIndex]!.start;
  const end = spans[Math.min(spans.length - 1, startIndex + around * 2)]!.end;
  const inner = markSpans(text, found, start, end);
  return {
    whole,
    snippet: {...inner, value: `${start > 0 ? '…' : ''}${inner.value}${end < text.length ? '…' : ''}`},
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

/** A word of the query as searched: its MiniSearch query, and whether it is a weak word (see WEAK_WORDS). */
interface WordQuery {
  query: Query;
  weak: boolean;
}

/** One spelling for a word and its synonyms ("pitbike", "pit bikes" and "pit bike" alike). */
function canonical(term: string): string {
  return expandTerm(term)[0]!;
}

/** Terms for matching a query against the data tables: words, joined codes and sizes, one spelling per synonym. */
function answerTerms(text: string): string[] {
  return [
    ...new Set(
      tokenize(text)
        .map((t) => processTerm(t))
        .filter((t): t is string => Boolean(t))
        .map(canonical),
    ),
  ];
}

/** The processed terms of a text as a query sees them: phrases joined, stop words dropped, stemmed. */
function queryTermsOf(text: string): string[] {
  return (joinPhrases(normalize(text)).match(WORD) ?? []).map((t) => processTerm(t)).filter((t): t is string => Boolean(t));
}

export {cleanQuery, MAX_QUERY_LENGTH} from './query';

/** Index options shared by the build (which makes the index) and the browser (which queries it). */
export const SECTION_INDEX_OPTIONS: SectionIndexOptions = {tokenize, processTerm};

/**
 * How long a result list waits for page text before it is shown without snippets: on a poor connection
 * the hits matter more than their snippets, which the next keystroke shows once the text has arrived.
 */
export const FRAGMENT_WAIT_MS = 1500;

/** Reads a page's fragment; resolves to null when it cannot be had (offline and never saved, say). */
export type FragmentLoader = (page: number) => Promise<Fragment | null>;

/** A word's matches: the index terms that matched it (stems, joined phrases) and their fields. */
type Match = Record<string, string[]>;
/** One word's sections by MiniSearch's internal id: summed score (before MiniSearch's final multiplication), query terms matched, matches. */
type WordResults = Map<number, {score: number; terms: string[]; match: Match}>;

/**
 * MiniSearch's query executor, below its public search(): it returns a word's raw results, which the
 * engine combines itself so that each word is searched once for both the all-words and the some-words
 * list. MiniSearch is pinned by the lockfile, and the unit tests exercise this path.
 */
interface MiniSearchInternals {
  executeQuery(query: Query, options: SearchOptions): WordResults;
  _documentIds: Map<number, unknown>;
}

interface Ranked {
  section: number;
  record: DocSearchRecord;
  score: number;
  /** the results of every word of the query, where this section's matches are looked up when it is shown */
  words: WordResults[];
  shortId: number;
}

/** Sections best first; a slice of it becomes hit objects. */
interface RankedList {
  length: number;
  slice(from: number, to: number): Ranked[];
}

/** The words to mark in a hit: the matched terms, and the parts of a matched phrase ("ignition_box"). */
function matchedWords({words, shortId}: Ranked): Set<string> {
  const matched = new Set<string>();
  for (const word of words)
    for (const term in word.get(shortId)?.match) {
      matched.add(term);
      if (term.includes('_')) for (const part of term.split('_')) matched.add(stem(part));
    }
  return matched;
}

const LEVELS: RecordType[] = ['lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];

export class SearchEngine {
  private readonly typeBoost: Float32Array;
  /** The record a section stands for when no paragraph is shown: its heading (or the page title). */
  private readonly sectionRecords: DocSearchRecord[];
  private readonly fragments = new Map<number, Promise<Fragment | null>>();
  /** Every indexed term: a query word found here is taken as meant, not as a typo. */
  private readonly terms: Set<string>;
  /** MiniSearch's internal id of each indexed section, to its section number */
  private readonly sectionOfShortId: Int32Array;
  /** the inverse: each section's MiniSearch id */
  private readonly shortIdOfSection: Int32Array;
  /** each page's title term sets (see the constructor) */
  private readonly pageTitles: string[][][];
  /** each page's first section (its title and opening text) */
  private readonly pageOpening: Int32Array;
  /** the engine code decoder's page, or -1 */
  private readonly decoderPage: number;
  /** 1 for the fault-finding pages (by title) */
  private readonly faultPage: Uint8Array;
  /** the data tables, ready to match a query against */
  private readonly answers: ReturnType<typeof prepareAnswers>;

  private constructor(
    readonly index: SearchIndexFile,
    private readonly mini: MiniSearch<SectionFields>,
    private readonly loadFragment: FragmentLoader,
  ) {
    this.sectionRecords = index.sections.map((section, s) => {
      const [p, anchor, ...headings] = section;
      const page = index.pages[p];
      if (!page) throw new Error('Search index is damaged');
      const hierarchy: Hierarchy = {
        lvl0: page.c || null,
        lvl1: page.t || null,
        lvl2: headings[0] || null,
        lvl3: headings[1] || null,
        lvl4: headings[2] || null,
        lvl5: headings[3] || null,
        lvl6: headings[4] || null,
      };
      return {
        objectID: String(s),
        url: anchor ? `${page.u}#${anchor}` : page.u,
        url_without_anchor: page.u,
        anchor: anchor || null,
        type: LEVELS[headings.length] ?? 'lvl6',
        hierarchy,
        content: null,
        language: page.l,
        version: page.v,
        docusaurus_tag: page.g,
      };
    });
    this.typeBoost = Float32Array.from(this.sectionRecords, (r) => TYPE_BOOST[r.type] ?? 1);
    this.terms = new Set(index.mini.terms);
    // Each page's title as the set of terms a query must hold to name it: the whole title, and the part
    // before a colon or bracket ("Pit Bike Won't Start: Troubleshooting" is named by "pit bike wont start").
    this.pageTitles = index.pages.map((page) => {
      const variants = [page.t, page.t.split(':')[0]!, page.t.replace(/\s*\([^)]*\)\s*$/, '')];
      const sets = new Map<string, string[]>();
      for (const v of variants) {
        const terms = [...new Set(queryTermsOf(v).map(canonical))];
        if (terms.length) sets.set([...terms].sort().join(' '), terms);
      }
      return [...sets.values()];
    });
    this.pageOpening = new Int32Array(index.pages.length).fill(-1);
    index.sections.forEach(([p], s) => {
      if (this.pageOpening[p] === -1) this.pageOpening[p] = s;
    });
    this.answers = prepareAnswers(index.answers ?? [], answerTerms);
    this.decoderPage = index.pages.findIndex((page) => /\bengine code decoder\b/i.test(page.t));
    this.faultPage = Uint8Array.from(index.pages, (page) => (FAULT_TITLE.test(page.t) ? 1 : 0));
    this.sectionOfShortId = new Int32Array(this.sectionRecords.length).fill(-1);
    this.shortIdOfSection = new Int32Array(this.sectionRecords.length).fill(-1);
    for (const [shortId, id] of (mini as unknown as MiniSearchInternals)._documentIds) {
      if (typeof id !== 'number' || !this.sectionRecords[id] || shortId >= this.sectionOfShortId.length) {
        throw new Error('Search index is damaged');
      }
      this.sectionOfShortId[shortId] = id;
      this.shortIdOfSection[id] = shortId;
    }
  }

  private static options() {
    return {fields: [...SECTION_FIELDS], ...SECTION_INDEX_OPTIONS, searchOptions: {processTerm}};
  }

  /**
   * Loads a prebuilt index. The terms are added in slices that yield to the browser between them, so a
   * phone never has its main thread blocked for the whole load.
   */
  static async load(index: SearchIndexFile, loadFragment: FragmentLoader, sliceMs?: number): Promise<SearchEngine> {
    const mini = await loadMiniSearchInSlices<SectionFields>(index, SearchEngine.options(), sliceMs);
    return new SearchEngine(index, mini, loadFragment);
  }

  /** Builds the index from records in memory, exactly as the build does, and serves its fragments. */
  static fromRecords(records: DocSearchRecord[], answers: AnswerTable[] = []): SearchEngine {
    const {index, fragments} = buildSearchIndex(records, SECTION_INDEX_OPTIONS, undefined, answers);
    const mini = MiniSearch.loadJS<SectionFields>(miniSearchJson(index), SearchEngine.options());
    return new SearchEngine(index, mini, async (page) => fragments[page] ?? null);
  }

  private fragment(page: number): Promise<Fragment | null> {
    let pending = this.fragments.get(page);
    if (!pending) {
      pending = this.loadFragment(page).catch(() => null);
      this.fragments.set(page, pending);
      // A fragment that could not be had is asked for again next time (the connection may be back).
      void pending.then((fragment) => {
        if (!fragment) this.fragments.delete(page);
      });
    }
    return pending;
  }

  /**
   * One query per word of the question; a word with synonyms is an OR of its alternatives. A word written
   * apart from its other half ("yx 140", "10 mm") is searched joined when the site uses the joined form; a
   * model code with a letter the site does not use ("crf50f" where only "crf50" is written) drops it.
   */
  private wordQueries(query: string): {queries: WordQuery[]; all: string[]; code: boolean} {
    const raw = queryTermsOf(query);
    // A misspelt word can stem away from its right spelling ("carburater" to "carburat", three letters from
    // "carburetor"): a word the site does not use is also looked for as typed.
    const typed = new Map<string, string>();
    for (const word of joinPhrases(normalize(query)).match(WORD) ?? []) {
      const term = processTerm(word);
      if (term && term !== word && word.length >= 5 && !this.terms.has(term)) typed.set(term, word);
    }
    const all: string[] = [];
    for (let i = 0; i < raw.length; i++) {
      const t = raw[i]!;
      const next = raw[i + 1];
      if (next !== undefined) {
        const joined = `${t}${next}`;
        if (/^[a-z]{1,5}$/.test(t) && /^[a-z]{0,2}\d/.test(next) && this.terms.has(joined)) {
          all.push(joined);
          i++;
          continue;
        }
        if (/^\d{1,4}$/.test(t) && /^(mm|cm|v|cc|ml|nm|psi|kpa|hp|ah)$/.test(next) && this.terms.has(joined)) {
          all.push(joined);
          i++;
          continue;
        }
      }
      if (/\d[a-z]$/.test(t) && !this.terms.has(t) && !ENGINE_CODE.test(t) && this.terms.has(t.replace(/[a-z]+$/, ''))) {
        all.push(t.replace(/[a-z]+$/, ''));
        continue;
      }
      all.push(t);
    }
    // Every page of a pit bike site is about pit bikes: beside other words, "pit bike" only made a page that
    // never repeats it lose to one that does. Alone, it is still searched.
    const specific = all.filter((t) => !SITE_WORDS.has(t));
    // Two words with the same synonyms ("carb carburetor") ask for one thing, and count as one word.
    const byAlternatives = new Map<string, WordQuery>();
    for (const t of specific.length ? specific : all) {
      const alternatives = typed.has(t) ? [t, typed.get(t)!] : expandTerm(t);
      byAlternatives.set(alternatives.join(' '), {
        query: alternatives.length > 1 ? {combineWith: 'OR', queries: alternatives} : t,
        weak: WEAK_WORDS.has(t),
      });
    }
    const queries = [...byAlternatives.values()];
    // A question of weak words only ("not working") searches them as words.
    if (queries.every((q) => q.weak)) for (const q of queries) q.weak = false;
    // An engine code asks what the code means as often as it asks for the engine.
    return {queries, all, code: specific.some((t) => ENGINE_CODE.test(t))};
  }

  /**
   * Pages whose title the query holds whole, the longest title first. A short title inside a long question
   * ("front sprocket" in "oil leaking behind front sprocket") names a part, not the page asked for: the
   * title must make up at least half of the question's words (weak words aside).
   */
  private pagesNamed(all: string[]): number[] {
    const held = new Set(all.map(canonical));
    const strong = new Set(all.filter((t) => !WEAK_WORDS.has(t)).map(canonical)).size;
    const named: {page: number; size: number}[] = [];
    this.pageTitles.forEach((variants, page) => {
      let best = 0;
      for (const terms of variants) {
        if (terms.length * 2 >= strong && terms.every((t) => held.has(t))) best = Math.max(best, terms.length);
      }
      if (best) named.push({page, size: best});
    });
    return named.sort((a, b) => b.size - a.size).map((n) => n.page);
  }

  /** The sections one word (or its synonyms) matches. */
  private searchWord(query: Query): WordResults {
    return (this.mini as unknown as MiniSearchInternals).executeQuery(query, {
      boost: {title: 4, headings: 2, content: 1},
      // Fuzzy from five letters: one typo up to nine letters, two from ten ("carburator"). A word the site
      // uses is taken as meant: fuzzy matching known words was most of the query time on long questions.
      fuzzy: (term) => (term.length >= 5 && !this.terms.has(term) ? 0.2 : 0),
      prefix: (term) => term.length >= 3,
      weights: {fuzzy: 0.4, prefix: 0.6},
    });
  }

  private readonly allowedByFilters = new Map<string, Uint8Array>();

  /** Which sections pass the facet filters; MiniSearch asks once per matching term and section, so it is worked out once. */
  private allowedSections(facetFilters: Filters['facetFilters']): Uint8Array {
    const key = JSON.stringify(facetFilters ?? []);
    let allowed = this.allowedByFilters.get(key);
    if (!allowed) {
      allowed = Uint8Array.from(this.sectionRecords, (record) => (passesFilters(record, facetFilters) ? 1 : 0));
      if (this.allowedByFilters.size >= 16) this.allowedByFilters.clear();
      this.allowedByFilters.set(key, allowed);
    }
    return allowed;
  }

  /**
   * Sections ranked best first, after filters. The sections holding every word come first. A page can
   * answer every word of a question without one section holding them all, so when fewer than
   * MIN_PAGES_BEFORE_OR pages match every word, the sections matching some words follow. Both lists come
   * from one search per word, scored as MiniSearch scores an AND or an OR of the words: the sum of the
   * word scores times the number of query terms matched.
   */
  rank(rawQuery: string, filters: Filters = {}): RankedList {
    const query = cleanQuery(rawQuery);
    const {queries, all, code} = query ? this.wordQueries(query) : {queries: [], all: [], code: false};
    if (!queries.length) return {length: 0, slice: () => []};
    const allowed = this.allowedSections(filters.facetFilters);
    const count = this.sectionRecords.length;
    const score = new Float64Array(count);
    const wordsMatched = new Uint8Array(count);
    const strongMatched = new Uint8Array(count);
    const termsMatched = new Uint8Array(count);
    const shortIds = new Int32Array(count);
    const touched: number[] = [];
    const words = queries.map((q) => this.searchWord(q.query));
    const strong = queries.filter((q) => !q.weak).length;
    const symptom = queries.some((q) => q.weak && typeof q.query === 'string' && SYMPTOM_WORDS.has(q.query));
    words.forEach((word, w) => {
      const weak = queries[w]!.weak;
      for (const [shortId, result] of word) {
        const section = this.sectionOfShortId[shortId]!;
        if (allowed[section] !== 1) continue;
        if (!wordsMatched[section]) {
          touched.push(section);
          shortIds[section] = shortId;
        }
        wordsMatched[section] = wordsMatched[section]! + 1;
        if (!weak) strongMatched[section] = strongMatched[section]! + 1;
        score[section] = score[section]! + result.score * (weak ? WEAK_WEIGHT : 1);
        termsMatched[section] = termsMatched[section]! + result.terms.length;
      }
    });
    // As MiniSearch scores an AND or an OR: the words' summed score times the number of query terms
    // matched. The section's own boost multiplies every term's score, so it is applied once, here.
    const withAll: number[] = [];
    const withSome: number[] = [];
    const pagesWithAll = new Set<number>();
    for (const section of touched) {
      // A section holding only the weak words of a question is no answer to it.
      if (!strongMatched[section]) continue;
      const page = this.index.sections[section]![0];
      score[section] = score[section]! * termsMatched[section]! * this.typeBoost[section]! * (symptom && this.faultPage[page] ? SYMPTOM_BOOST : 1);
      if (strongMatched[section] === strong) {
        withAll.push(section);
        pagesWithAll.add(page);
      } else {
        withSome.push(section);
      }
    }
    const byScore = (a: number, b: number) => score[b]! - score[a]!;
    let ranked = pagesWithAll.size < MIN_PAGES_BEFORE_OR ? withAll.sort(byScore).concat(withSome.sort(byScore)) : withAll.sort(byScore);
    // An engine code is decoded on the decoder page, which seldom repeats the code asked about: it joins the
    // first three pages (first when the code is all the query asks).
    if (code && this.decoderPage >= 0) {
      const opening = this.pageOpening[this.decoderPage]!;
      if (allowed[opening] === 1) {
        const pages: number[] = [];
        let at = ranked.length;
        for (let i = 0; i < ranked.length && pages.length < 3; i++) {
          const page = this.index.sections[ranked[i]!]![0];
          if (page === this.decoderPage) {
            at = -1;
            break;
          }
          if (!pages.includes(page)) pages.push(page);
          at = i + 1;
        }
        if (at >= 0) {
          const place =
            queries.filter((q) => !q.weak).length === 1
              ? 0
              : Math.min(
                  at,
                  ranked.findIndex((s, i) => i > 0 && this.index.sections[s]![0] !== this.index.sections[ranked[0]!]![0]),
                );
          if (!wordsMatched[opening]) shortIds[opening] = this.shortIdOfSection[opening]!;
          ranked = ranked.filter((s) => s !== opening);
          ranked.splice(Math.max(0, place), 0, opening);
        }
      }
    }
    // A query that holds a page's whole title asks for that page: its opening comes first.
    const named = this.pagesNamed(all)
      .map((page) => this.pageOpening[page]!)
      .filter((section) => section >= 0 && allowed[section] === 1);
    if (named.length) {
      const first = new Set(named);
      for (const section of named) {
        // Named by words its opening does not hold as typed (the site words left out, say): found all the same.
        if (!wordsMatched[section]) shortIds[section] = this.shortIdOfSection[section]!;
      }
      ranked = named.concat(ranked.filter((section) => !first.has(section)));
    }
    // A result list shows one page of hits, so only those become hit objects.
    return {
      length: ranked.length,
      slice: (from, to) =>
        ranked.slice(from, to).map((section) => ({
          section,
          record: this.sectionRecords[section]!,
          score: score[section]!,
          words,
          shortId: shortIds[section]!,
        })),
    };
  }

  /** The paragraph a hit shows: the section's first one holding a matched word, if its fragment is at hand. */
  private paragraph(fragment: Fragment | null, section: number, matched: Set<string>): {text: string; found: WordSpans} | null {
    if (!fragment) return null;
    for (const [s, text] of fragment) {
      if (s !== section) continue;
      const found = wordSpans(text, matched);
      if (found.hits) return {text, found};
    }
    return null;
  }

  /** The direct answer to a query, or null (see answers.ts). */
  answer(rawQuery: string): DirectAnswer | null {
    const query = cleanQuery(rawQuery);
    if (!query || !this.answers.length) return null;
    const terms = answerTerms(query).filter((t) => !WEAK_WORDS.has(t) && !SITE_WORDS.has(t));
    return findAnswer(terms, this.answers);
  }

  async search(rawQuery: string, options: QueryOptions = {}): Promise<QueryResult> {
    const hitsPerPage = Math.max(1, Math.min(options.hitsPerPage ?? 20, 1000));
    const page = Math.max(0, options.page ?? 0);
    const ranked = this.rank(rawQuery, options);
    const around = Math.max(3, Math.round((options.snippetWords ?? 20) / 2));
    const shown = ranked.slice(page * hitsPerPage, (page + 1) * hitsPerPage);
    const pages = [...new Set(shown.map((r) => this.index.sections[r.section]![0]))];
    let timer: ReturnType<typeof setTimeout> | undefined;
    const waited = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), FRAGMENT_WAIT_MS);
    });
    const fragments = new Map(await Promise.all(pages.map(async (p) => [p, await Promise.race([this.fragment(p), waited])] as const)));
    clearTimeout(timer);
    // Hits of one page repeat its category, title and headings; each is marked once per set of matched words.
    const marked = new Map<string, HighlightValue>();
    const mark = (text: string | null, matched: Set<string>) => {
      if (!text) return highlight(text, matched);
      const key = `${[...matched].join(' ')}\u0000${text}`;
      let value = marked.get(key);
      if (!value) marked.set(key, (value = highlight(text, matched)));
      return value;
    };
    const hits = shown.map((ranked) => {
      const {section, record} = ranked;
      const matched = matchedWords(ranked);
      const paragraph = this.paragraph(fragments.get(this.index.sections[section]![0]) ?? null, section, matched);
      const hit: DocSearchRecord = paragraph ? {...record, type: 'content', content: paragraph.text} : record;
      const highlightHierarchy = {} as SearchHit['_highlightResult']['hierarchy'];
      for (const level of HIERARCHY_LEVELS) highlightHierarchy[level] = mark(hit.hierarchy[level], matched);
      const content = paragraph ? highlightAndSnippet(paragraph.text, paragraph.found, around) : {whole: noHighlight(), snippet: noHighlight()};
      return {
        ...hit,
        _highlightResult: {hierarchy: highlightHierarchy, content: content.whole},
        _snippetResult: {hierarchy: highlightHierarchy, content: content.snippet},
      };
    });
    return {
      hits,
      nbHits: ranked.length,
      page,
      nbPages: Math.ceil(ranked.length / hitsPerPage),
      hitsPerPage,
      query: cleanQuery(rawQuery),
      answer: page === 0 ? this.answer(rawQuery) : null,
    };
  }
}
