/**
 * Local search with MiniSearch over the sections of every page: typo tolerance, prefix matching while
 * typing, owners' synonyms, title and heading matches above body matches, and DocSearch-shaped hits with
 * highlights and snippets so the modal and the search page render them unchanged. The index arrives
 * prebuilt; the text for snippets comes from page fragments, fetched for the pages a result list shows.
 *
 * The engine ties together five modules: queryPlan.ts (terms and one query per word), wordScorer.ts (each
 * word's sections and scores, as MiniSearch scores them), ranking.ts (sections best first), highlight.ts (marks
 * and snippets) and miniSearchAdapter.ts (the only code below MiniSearch's public API).
 */
import MiniSearch from 'minisearch';
import {
  buildSearchIndex,
  miniSearchJson,
  loadMiniSearchInSlices,
  SECTION_FIELDS,
  KEYWORDS_FIELD,
  indexTerms,
  type Fragment,
  type SearchIndexFile,
  type SectionFields,
} from './searchIndex';
import {cleanQuery} from './query';
import {findAnswer, prepareAnswers, type AnswerTable, type DirectAnswer} from './answers';
import {answerQueryTerms, answerTerms, planQuery, processTerm, SECTION_INDEX_OPTIONS, tokenize, type QueryPlan} from './queryPlan';
import {SectionRanker} from './ranking';
import {highlight, highlightAndSnippet, matchedWords, noHighlight, paragraphOf} from './highlight';
import {cacheFuzzyMatches, documentIds, executeWordQuery, termsNear, type WordResults} from './miniSearchAdapter';
import {BoundedCache} from './boundedCache';
import {MapResults, WordScorer} from './wordScorer';
import {HIERARCHY_LEVELS, type DocSearchRecord, type HighlightValue, type Hierarchy, type RecordType, type SearchHit} from './types';
import type {Query} from 'minisearch';

export {cleanQuery, MAX_QUERY_LENGTH} from './query';
export {SECTION_INDEX_OPTIONS} from './queryPlan';

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

/**
 * How long a result list waits for page text before it is shown without snippets: on a poor connection
 * the hits matter more than their snippets, which the next keystroke shows once the text has arrived.
 */
export const FRAGMENT_WAIT_MS = 1500;

/** Reads a page's fragment; resolves to null when it cannot be had (offline and never saved, say). */
export type FragmentLoader = (page: number) => Promise<Fragment | null>;

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

const LEVELS = HIERARCHY_LEVELS.slice(1) as RecordType[];
/**
 * A word found in a page's keywords scores a little over half a word of its text (title 4, headings 2, content 1):
 * they are written to be found by, so they hold the words owners ask with, but the text says what the page answers.
 * On the tuning set 0.25 to 0.5 did best (98.0%); 1 took 97.6%, 2 96.4%, 3 96.0% as keywords pulled questions from
 * the page that answers them. Fitted to the tuning set's MRR with PHRASE_WEIGHT (bench/RELEVANCE.md, twelfth round):
 * 0.6 to 0.65 with a phrase weight of 0.875 to 1.25 raised both halves of the set and lost no question; 0.675 and
 * above lost one.
 */
export const KEYWORD_BOOST = 0.6;

/**
 * Sections a word's kept results may hold, summed over the words kept: about 300 bytes each, so some 6 MB at
 * most. A reader's typing repeats the words typed so far at every keypress, and a question's words come back in
 * the next question; a few questions' words fit.
 */
const WORD_CACHE_SECTIONS = 20_000;
/** Query plans kept, by query text: a plan is a few hundred bytes. */
const PLAN_CACHE_QUERIES = 1000;

export class SearchEngine {
  /** The record a section stands for when no paragraph is shown: its heading (or the page title). */
  private readonly sectionRecords: DocSearchRecord[];
  private readonly fragments = new Map<number, Promise<Fragment | null>>();
  /** Every indexed term: a query word found here is taken as meant, not as a typo. */
  private readonly terms: Set<string>;
  /** MiniSearch's internal id of each indexed section, to its section number */
  private readonly sectionOfShortId: Int32Array;
  /** the inverse: each section's MiniSearch id */
  private readonly shortIdOfSection: Int32Array;
  private readonly ranker: SectionRanker;
  /** the data tables, ready to match a query against */
  private readonly answers: ReturnType<typeof prepareAnswers>;
  /**
   * Each word's results (searchWord, searchPhrase), by the word's query: a word searched again, at the next
   * keypress or in the next question, is not searched again. The results are read-only (WordResults).
   */
  private readonly wordResults = new BoundedCache<string, WordResults>(WORD_CACHE_SECTIONS, (results) => results.size + 1);
  /**
   * Each query's plan (queryPlan.ts), by its text: the same text, asked again for the next page of results, on
   * going back, or by the search page after the modal, is planned once. Read-only, as the word results are.
   */
  private readonly plans = new BoundedCache<string, QueryPlan>(PLAN_CACHE_QUERIES);
  /** sectionsHolding's counts, by the terms asked for */
  private readonly holdingCounts = new BoundedCache<string, number>(1000);
  /** scores a word's query as MiniSearch does, in typed arrays (wordScorer.ts) */
  private readonly scorer: WordScorer;
  /** empties the typo lookups cacheFuzzyMatches keeps for this engine's index */
  private readonly forgetFuzzyMatches: () => void;

  /**
   * Forgets every result kept for the next query (word results, typo lookups, plans, counts), so the next query
   * costs what a question seen for the first time costs. `npm run bench:search` times that as well as the warm case.
   */
  clearCaches(): void {
    this.wordResults.clear();
    this.plans.clear();
    this.holdingCounts.clear();
    this.forgetFuzzyMatches();
  }

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
    this.terms = new Set(indexTerms(index));
    this.forgetFuzzyMatches = cacheFuzzyMatches(mini);
    this.scorer = new WordScorer(mini as MiniSearch<unknown>);
    this.answers = prepareAnswers(index.answers ?? [], answerTerms);
    this.sectionOfShortId = new Int32Array(this.sectionRecords.length).fill(-1);
    this.shortIdOfSection = new Int32Array(this.sectionRecords.length).fill(-1);
    for (const [shortId, id] of documentIds(mini)) {
      if (typeof id !== 'number' || !this.sectionRecords[id] || shortId >= this.sectionOfShortId.length) {
        throw new Error('Search index is damaged');
      }
      this.sectionOfShortId[shortId] = id;
      this.shortIdOfSection[id] = shortId;
    }
    this.ranker = new SectionRanker(
      index,
      this.sectionRecords.map((r) => r.type),
      this.sectionOfShortId,
      this.shortIdOfSection,
    );
  }

  private static options() {
    // A query is cut by `tokenize`, which keeps the joined phrases' underscores; the index was cut by indexTokenize.
    return {fields: [...SECTION_FIELDS], ...SECTION_INDEX_OPTIONS, searchOptions: {processTerm, tokenize}};
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

  /** The sections one word (or its synonyms) matches. */
  private searchWord(query: Query): WordResults {
    return this.wordResults.get(`word ${JSON.stringify(query)}`, () => this.searchWordUncached(query));
  }

  private searchWordUncached(query: Query): WordResults {
    return this.scorer.search(query, {
      boost: {title: 4, headings: 2, content: 1, keywords: KEYWORD_BOOST},
      // Fuzzy from five letters: one typo up to nine letters, two from ten ("carburator"). A word the site
      // uses is taken as meant: fuzzy matching known words was most of the query time on long questions. A
      // joined phrase ("closed_the_throttle") exists only because the query held the phrase exactly: it is
      // never a typo, and matching it within three edits of other phrases cost up to 30 ms (tuning hits@3
      // 471 to 472 without it).
      fuzzy: (term) => (term.length >= 5 && !term.includes('_') && !this.terms.has(term) ? 0.2 : 0),
      prefix: (term) => term.length >= 3,
      weights: {fuzzy: 0.4, prefix: 0.6},
    });
  }

  /** The opening sections of the pages whose keywords hold a phrase of the query whole (queryPlan.phraseTerm). */
  private searchPhrase(term: string): WordResults {
    return this.wordResults.get(
      `phrase ${term}`,
      () => new MapResults(executeWordQuery(this.mini, term, {fields: [KEYWORDS_FIELD], boost: {[KEYWORDS_FIELD]: 1}, fuzzy: 0, prefix: false})),
    );
  }

  /** How many sections hold every one of some index terms, taken as they are. */
  private sectionsHolding(terms: string[]): number {
    return this.holdingCounts.get(terms.join(' '), () => this.scorer.countHolding(terms));
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

  /** Sections ranked best first, after filters (see ranking.ts). */
  rank(rawQuery: string, filters: Filters = {}): RankedList {
    const query = cleanQuery(rawQuery);
    if (!query) return {length: 0, slice: () => []};
    const plan = this.plans.get(query, () =>
      planQuery(
        query,
        this.terms,
        (word, maxDistance) => termsNear(this.mini, word, maxDistance),
        (terms) => this.sectionsHolding(terms),
      ),
    );
    if (!plan.queries.length) return {length: 0, slice: () => []};
    const allowed = this.allowedSections(filters.facetFilters);
    const words = plan.queries.map((q) => this.searchWord(q.query));
    const phrases = plan.phrases.map((term) => this.searchPhrase(term));
    const {sections, score, shortIds} = this.ranker.rank(plan, words, allowed, phrases);
    // A result list shows one page of hits, so only those become hit objects.
    return {
      length: sections.length,
      slice: (from, to) =>
        sections.slice(from, to).map((section) => ({
          section,
          record: this.sectionRecords[section]!,
          score: score[section]!,
          words,
          shortId: shortIds[section]!,
        })),
    };
  }

  /** The direct answer to a query, or null (see answers.ts). */
  answer(rawQuery: string): DirectAnswer | null {
    const query = cleanQuery(rawQuery);
    if (!query || !this.answers.length) return null;
    return findAnswer(answerQueryTerms(query), this.answers);
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
    const hits = shown.map(({section, record, words, shortId}) => {
      const matched = matchedWords(words, shortId);
      // A section found by its page's keywords, which are never shown, shows its own first paragraph instead.
      const byKeywords = words.some((word) => Object.values(word.get(shortId)?.match ?? {}).some((fields) => fields.includes(KEYWORDS_FIELD)));
      const paragraph = paragraphOf(fragments.get(this.index.sections[section]![0]) ?? null, section, matched, byKeywords);
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
