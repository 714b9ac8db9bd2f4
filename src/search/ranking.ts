/**
 * Ranking: sections best first from the results of each word of a query. Sections holding every word come
 * before those holding some; the page's opening and h2 sections weigh more than deeper ones; a complaint
 * leans to the fault-finding pages and to the troubleshooting tables of any page; a unit-to-unit question
 * brings in the conversion page; an engine code brings in the decoder; a query that holds a page's whole
 * title puts that page first.
 */
import {canonical, queryTermsOf, SITE_WORDS, SYMPTOM_WORDS, WEAK_WORDS, type QueryPlan} from './queryPlan';
import type {WordResults} from './miniSearchAdapter';
import type {SearchIndexFile} from './searchIndex';
import type {RecordType} from './types';

/** Fewer pages than this matching every word brings in the pages that match some of them, ranked after. */
const MIN_PAGES_BEFORE_OR = 3;

// A section's own level: the page's opening section (title and intro) first, then h2 sections, then deeper.
const TYPE_BOOST: Record<string, number> = {lvl1: 2, lvl2: 1.3};

/** The verb opening a task title ("Installing", "Replacing"), before its subject. */
const TASK_TITLE = /^\s*[a-z]+ing\s+/i;
/** Titles of fault-finding pages. */
const FAULT_TITLE = /\b(won't|wont|problems?|faults?|troubleshooting|diagnos\w*|testing|fixing|dealing)\b/i;
const WEAK_WEIGHT = 0.3;
/**
 * A keyword phrase the question holds whole adds its own score (one rare term, in the keywords field) at this
 * weight, on top of its words found one by one, so a phrase counts more than the same words scattered over a page's
 * keywords. Fitted to the tuning set's MRR with KEYWORD_BOOST (bench/RELEVANCE.md, twelfth round): with a keyword
 * boost of 0.6, 0.75 to 1.5 raised both halves of the set and lost no question, 1 and 1.25 the most; 0 lost five.
 */
export const PHRASE_WEIGHT = 1;
const SYMPTOM_BOOST = 1.6;
/** Headings of troubleshooting and symptom tables. */
const FAULT_HEADING = /\b(troubleshoot\w*|symptoms?|faults?|diagnos\w*)\b/i;

/** Sections best first, with each one's score and the MiniSearch short id its matches are looked up by. */
export interface RankedSections {
  sections: number[];
  score: Float64Array;
  shortIds: Int32Array;
}

export class SectionRanker {
  private readonly typeBoost: Float32Array;
  /** each page's title term sets (see the constructor) */
  private readonly pageTitles: string[][][];
  /** each page's first section (its title and opening text) */
  private readonly pageOpening: Int32Array;
  /** the engine code decoder's page, or -1 */
  private readonly decoderPage: number;
  /** the unit conversion page, or -1 */
  private readonly conversionPage: number;
  /** 1 for the fault-finding pages (by title) */
  private readonly faultPage: Uint8Array;
  /** 1 for the sections of fault-finding pages, and for the troubleshooting and symptom tables of any page */
  private readonly faultSection: Uint8Array;

  /**
   * `sectionTypes` is each section's own level; `sectionOfShortId` and `shortIdOfSection` map MiniSearch's
   * short ids to section numbers and back.
   */
  constructor(
    private readonly index: SearchIndexFile,
    sectionTypes: RecordType[],
    private readonly sectionOfShortId: Int32Array,
    private readonly shortIdOfSection: Int32Array,
  ) {
    this.typeBoost = Float32Array.from(sectionTypes, (type) => TYPE_BOOST[type] ?? 1);
    // Each page's title as the set of terms a query must hold to name it: the whole title, and the part
    // before a colon or bracket ("Pit Bike Won't Start: Troubleshooting" is named by "pit bike wont start").
    this.pageTitles = index.pages.map((page) => {
      const variants = [page.t, page.t.split(':')[0]!, page.t.replace(/\s*\([^)]*\)\s*$/, '')];
      const sets = new Map<string, string[]>();
      for (const v of variants) {
        const terms = [...new Set(queryTermsOf(v).map(canonical))];
        if (terms.length) sets.set([...terms].sort().join(' '), terms);
        // A task title ("Installing an Oil Cooler") is named by its subject of two words or more ("oil cooler
        // on a lifan 125"): owners ask about the part, not the task.
        const task = TASK_TITLE.exec(v);
        if (task) {
          const subject = [...new Set(queryTermsOf(v.slice(task[0].length)).map(canonical))];
          if (subject.length >= 2) sets.set([...subject].sort().join(' '), subject);
        }
      }
      return [...sets.values()];
    });
    this.pageOpening = new Int32Array(index.pages.length).fill(-1);
    index.sections.forEach(([p], s) => {
      if (this.pageOpening[p] === -1) this.pageOpening[p] = s;
    });
    this.decoderPage = index.pages.findIndex((page) => /\bengine code decoder\b/i.test(page.t));
    this.conversionPage = index.pages.findIndex((page) => /^unit conversions?$/i.test(page.t.trim()));
    this.faultPage = Uint8Array.from(index.pages, (page) => (FAULT_TITLE.test(page.t) ? 1 : 0));
    this.faultSection = Uint8Array.from(index.sections, ([p, , ...headings]) =>
      this.faultPage[p] || headings.some((h) => FAULT_HEADING.test(h)) ? 1 : 0,
    );
  }

  /**
   * Pages whose title the query holds whole, the longest title first. A short title inside a long question
   * ("front sprocket" in "oil leaking behind front sprocket") names a part, not the page asked for: the
   * title must make up at least half of the question's words (weak words aside).
   */
  private pagesNamed(all: string[]): number[] {
    const held = new Set(all.map(canonical));
    const strongTerms = new Set(all.filter((t) => !WEAK_WORDS.has(t)).map(canonical));
    const strong = strongTerms.size;
    // A title of site words only ("What Is a Pit Bike") is named only by a question of site words only:
    // "battery keeps dying on my pitbike" does not ask what a pit bike is.
    const onlySiteWords = [...strongTerms].every((t) => SITE_WORDS.has(t));
    const named: {page: number; size: number}[] = [];
    this.pageTitles.forEach((variants, page) => {
      let best = 0;
      for (const terms of variants) {
        if (!onlySiteWords && terms.every((t) => SITE_WORDS.has(t))) continue;
        if (terms.length * 2 >= strong && terms.every((t) => held.has(t))) best = Math.max(best, terms.length);
      }
      if (best) named.push({page, size: best});
    });
    return named.sort((a, b) => b.size - a.size).map((n) => n.page);
  }

  /**
   * Sections ranked best first, among those `allowed` (1) by the filters. The sections holding every word
   * come first. A page can answer every word of a question without one section holding them all, so when
   * fewer than MIN_PAGES_BEFORE_OR pages match every word, the sections matching some words follow. Both
   * lists come from one search per word (`words`, in the order of the plan's queries), scored as MiniSearch
   * scores an AND or an OR of the words: the sum of the word scores times the number of query terms matched.
   */
  rank(
    {queries, all, code, symptom: symptomWords, conversion}: QueryPlan,
    words: WordResults[],
    allowed: Uint8Array,
    phrases: WordResults[] = [],
  ): RankedSections {
    const count = this.typeBoost.length;
    const score = new Float64Array(count);
    const wordsMatched = new Uint8Array(count);
    const strongMatched = new Uint8Array(count);
    const termsMatched = new Uint8Array(count);
    const shortIds = new Int32Array(count);
    const touched: number[] = [];
    const strong = queries.filter((q) => !q.weak && !q.optional).length;
    const symptom = symptomWords || queries.some((q) => q.weak && typeof q.query === 'string' && SYMPTOM_WORDS.has(q.query));
    words.forEach((word, w) => {
      const {weak, optional} = queries[w]!;
      // A callback with plain numbers: no object is made per section (this loop is most of the ranking time).
      word.forEachScore((shortId, wordScore, terms) => {
        const section = this.sectionOfShortId[shortId]!;
        if (allowed[section] !== 1) return;
        if (!wordsMatched[section]) {
          touched.push(section);
          shortIds[section] = shortId;
        }
        wordsMatched[section] = wordsMatched[section]! + 1;
        if (!weak && !optional) strongMatched[section] = strongMatched[section]! + 1;
        score[section] = score[section]! + wordScore * (weak ? WEAK_WEIGHT : 1);
        termsMatched[section] = termsMatched[section]! + terms;
      });
    });
    // A keyword phrase the query holds whole counts beside its words, found in the same page's keywords one by one.
    for (const phrase of phrases) {
      phrase.forEachScore((shortId, phraseScore) => {
        const section = this.sectionOfShortId[shortId]!;
        if (allowed[section] !== 1 || !wordsMatched[section]) return;
        score[section] = score[section]! + phraseScore * PHRASE_WEIGHT;
        termsMatched[section] = termsMatched[section]! + 1;
      });
    }
    // As MiniSearch scores an AND or an OR: the words' summed score times the number of query terms
    // matched. The section's own boost multiplies every term's score, so it is applied once, here.
    const withAll: number[] = [];
    const withSome: number[] = [];
    const pagesWithAll = new Set<number>();
    for (const section of touched) {
      // A section holding only the weak words of a question is no answer to it.
      if (!strongMatched[section]) continue;
      const page = this.index.sections[section]![0];
      score[section] =
        score[section]! * termsMatched[section]! * this.typeBoost[section]! * (symptom && this.faultSection[section] ? SYMPTOM_BOOST : 1);
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
    // A question converting one unit to another is answered by the unit conversion page, whatever the units.
    const named = conversion && this.conversionPage >= 0 ? [this.conversionPage] : [];
    // A query that holds a page's whole title asks for that page: its opening comes first.
    named.push(...this.pagesNamed(all).filter((page) => page !== this.conversionPage || !conversion));
    const openings = named.map((page) => this.pageOpening[page]!).filter((section) => section >= 0 && allowed[section] === 1);
    if (openings.length) {
      const first = new Set(openings);
      for (const section of openings) {
        // Named by words its opening does not hold as typed (the site words left out, say): found all the same.
        if (!wordsMatched[section]) shortIds[section] = this.shortIdOfSection[section]!;
      }
      ranked = openings.concat(ranked.filter((section) => !first.has(section)));
    }
    return {sections: ranked, score, shortIds};
  }
}
