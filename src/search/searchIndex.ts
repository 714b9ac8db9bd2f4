/**
 * The files local search reads. The index the browser downloads holds each page and section once, and a
 * prebuilt MiniSearch index over the sections in a compact form: it is all a query needs, so a search
 * works offline once this one file is saved. The text of each page, needed only to show snippets, sits
 * in a fragment per page that is fetched for the pages a result list shows.
 */
import MiniSearch, {type AsPlainObject, type Options} from 'minisearch';
import type {DocSearchRecord, RecordType} from './types';
import type {AnswerTable} from './answers';
import {nextTask} from '../lib/nextTask';
import {termSetter} from './miniSearchAdapter';

export const INDEX_FORMAT_VERSION = 3;

export interface IndexedPage {
  /** url without anchor */
  u: string;
  /** lvl0 (category) and lvl1 (title) */
  c: string;
  t: string;
  /** language, docusaurus tag, versions */
  l: string;
  g: string;
  v: string[];
}
/** [page index, anchor or '', lvl2..lvl6 headings (trailing empties dropped)] */
export type IndexedSection = [number, string, ...string[]];
/** A page's paragraphs: [section index, text]. */
export type Fragment = [number, string][];

/** What MiniSearch needs besides its terms, with field lengths flattened (one entry per field per section). */
interface CompactMini {
  documentCount: number;
  averageFieldLength: number[];
  fieldLength: number[];
  /**
   * The sorted terms, front-coded (see frontCode), and for each its postings: per field, for each section
   * holding the term, the section-id delta times two, plus one when a count other than one follows (that
   * count less two), in encodeNumbers's digits.
   */
  terms: string;
  postings: string[];
}

export interface SearchIndexFile {
  format: number;
  /** where the page fragments are, relative to the site root; names change with the content */
  fragments: string;
  pages: IndexedPage[];
  sections: IndexedSection[];
  mini: CompactMini;
  /** the data tables direct answers are read from (see answers.ts); absent in an index built without them */
  answers?: AnswerTable[];
}

/** The fields each section is indexed under; the engine searches with the same options. */
export interface SectionFields {
  id: number;
  title: string;
  headings: string;
  content: string;
  /** the page's keywords, one phrase a line, on its opening section only (see KEYWORDS_FIELD) */
  keywords?: string;
}
export type SectionIndexOptions = Pick<Options<SectionFields>, 'tokenize' | 'processTerm'>;
export const SECTION_FIELDS = ['title', 'headings', 'content', 'keywords'] as const;
/**
 * The field of a page's keywords: searched like the others, never stored or shown (a hit shows the page's own
 * title and text). Its tokenizer also makes one term per phrase of two words or more (see queryPlan.ts).
 */
export const KEYWORDS_FIELD = 'keywords';

/** Longest prefix a front-coded term shares with the one before it (one character says how long). */
const MAX_SHARED = 60;

/**
 * Sorted terms in one string: each term as the length of the prefix it shares with the term before it (one
 * character, from "0") and the rest of it, a space between terms. Sorted terms share long prefixes
 * ("carbur", "carburetor"); written this way the list is a third smaller after gzip.
 */
export function frontCode(terms: string[]): string {
  let previous = '';
  return terms
    .map((term) => {
      if (term.includes(' ')) throw new Error(`a search term cannot hold a space: "${term}"`);
      let shared = 0;
      while (shared < MAX_SHARED && shared < previous.length && shared < term.length && previous[shared] === term[shared]) shared++;
      previous = term;
      return String.fromCharCode(48 + shared) + term.slice(shared);
    })
    .join(' ');
}

/** The terms of a front-coded list (frontCode), in order. */
export function frontDecode(coded: string): string[] {
  if (!coded) return [];
  let previous = '';
  return coded.split(' ').map((entry) => {
    const shared = entry.charCodeAt(0) - 48;
    if (!(shared >= 0 && shared <= Math.min(MAX_SHARED, previous.length))) throw new Error('Search index is damaged');
    previous = previous.slice(0, shared) + entry.slice(1);
    return previous;
  });
}

/** Every term of an index file, in order: what MiniSearch holds once loaded. */
export function indexTerms(index: SearchIndexFile): string[] {
  if (typeof index.mini?.terms !== 'string') throw new Error('Search index has an unknown format');
  return frontDecode(index.mini.terms);
}

// Numbers as base-32 digits, least significant first; a digit from the second alphabet means more follow.
const LAST = '0123456789abcdefghijklmnopqrstuv';
const MORE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ!#$%&*';

export function encodeNumbers(values: number[]): string {
  let out = '';
  for (let v of values) {
    if (!Number.isInteger(v) || v < 0) throw new Error(`cannot encode ${v}`);
    while (v >= 32) {
      out += MORE[v % 32];
      v = Math.floor(v / 32);
    }
    out += LAST[v];
  }
  return out;
}

export function decodeNumbers(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let scale = 1;
  for (const ch of text) {
    const last = LAST.indexOf(ch);
    if (last >= 0) {
      values.push(value + last * scale);
      value = 0;
      scale = 1;
    } else {
      const more = MORE.indexOf(ch);
      if (more < 0) throw new Error('Search index is damaged');
      value += more * scale;
      scale *= 32;
    }
  }
  if (scale !== 1) throw new Error('Search index is damaged');
  return values;
}

const CONTENT: RecordType = 'content';

/** Pages, sections and fragments from DocSearch records; each section becomes one searchable document. */
export function groupRecords(records: DocSearchRecord[]): {
  pages: IndexedPage[];
  sections: IndexedSection[];
  fragments: Fragment[];
  documents: SectionFields[];
} {
  const pages: IndexedPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: IndexedSection[] = [];
  const sectionIndex = new Map<string, number>();
  const fragments: Fragment[] = [];
  const documents: SectionFields[] = [];
  for (const r of records) {
    let p = pageIndex.get(r.url_without_anchor);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(r.url_without_anchor, p);
      pages.push({u: r.url_without_anchor, c: r.hierarchy.lvl0 ?? '', t: r.hierarchy.lvl1 ?? '', l: r.language, g: r.docusaurus_tag, v: r.version});
      fragments.push([]);
    }
    const headings = [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].map((h) => h ?? '');
    while (headings.length && headings[headings.length - 1] === '') headings.pop();
    const key = JSON.stringify([p, r.anchor ?? '', ...headings]);
    let s = sectionIndex.get(key);
    if (s === undefined) {
      s = sections.length;
      sectionIndex.set(key, s);
      sections.push([p, r.anchor ?? '', ...headings]);
      documents.push({id: s, title: r.hierarchy.lvl1 ?? '', headings: headings.filter(Boolean).join(' '), content: ''});
    }
    if (r.keywords?.length) documents[s]!.keywords = r.keywords.join('\n');
    if (r.type === CONTENT && r.content) {
      fragments[p]!.push([s, r.content]);
      const doc = documents[s]!;
      doc.content = doc.content ? `${doc.content}\n${r.content}` : r.content;
    }
  }
  return {pages, sections, fragments, documents};
}

/** The index file and the page fragments, built at build time (or in memory for tests). */
export function buildSearchIndex(
  records: DocSearchRecord[],
  options: SectionIndexOptions,
  fragmentsPath = 'search-fragments',
  answers: AnswerTable[] = [],
): {index: SearchIndexFile; fragments: Fragment[]} {
  const {pages, sections, fragments, documents} = groupRecords(records);
  const mini = new MiniSearch<SectionFields>({fields: [...SECTION_FIELDS], ...options});
  mini.addAll(documents);
  const js = mini.toJSON();
  // Sections were added in order from 0, so MiniSearch's short ids are the section numbers.
  Object.entries(js.documentIds).forEach(([shortId, id]) => {
    if (Number(shortId) !== id) throw new Error('unexpected MiniSearch document ids');
  });
  const fieldCount = SECTION_FIELDS.length;
  const fieldLength: number[] = [];
  for (let s = 0; s < sections.length; s++) {
    const lengths = js.fieldLength[s] ?? [];
    for (let f = 0; f < fieldCount; f++) fieldLength.push(lengths[f] ?? 0);
  }
  const entries = [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const postings = entries.map(([, data]) =>
    Array.from({length: fieldCount}, (_, f) => {
      const byDoc = Object.entries(data[f] ?? {})
        .map(([id, count]) => [Number(id), count] as const)
        .sort((a, b) => a[0] - b[0]);
      let previous = 0;
      const numbers: number[] = [];
      // Three postings in four count a term once: the count is written only when it is more (see eachPosting).
      for (const [id, count] of byDoc) {
        if (count > 1) numbers.push((id - previous) * 2 + 1, count - 2);
        else numbers.push((id - previous) * 2);
        previous = id;
      }
      return encodeNumbers(numbers);
    })
      .join(',')
      // A term in none of the last fields (most terms are in no page's keywords) ends at its last field.
      .replace(/,+$/, ''),
  );
  return {
    index: {
      format: INDEX_FORMAT_VERSION,
      fragments: fragmentsPath,
      pages,
      sections,
      mini: {
        documentCount: js.documentCount,
        averageFieldLength: js.averageFieldLength,
        fieldLength,
        terms: frontCode(entries.map(([term]) => term)),
        postings,
      },
      ...(answers.length ? {answers} : {}),
    },
    fragments,
  };
}

/** MiniSearch's own serialized form, rebuilt from the compact one, for MiniSearch.loadJS. */
export function miniSearchJson(index: SearchIndexFile): AsPlainObject {
  const js = miniSearchFrame(index);
  js.index = indexTerms(index).map((term, t) => [term, decodePostings(index, t)]);
  return js;
}

/** Time given to loading terms before the browser gets the main thread back. */
export const LOAD_SLICE_MS = 8;

/**
 * MiniSearch with every term of the index, loaded in slices of a few milliseconds that give the main thread
 * back between them. MiniSearch's own loadJSAsync yields every 1,000 terms: on a phone those slices were
 * 50-100 ms tasks on the search page. Everything but the terms goes through MiniSearch's public loadJS; each
 * term is then set in MiniSearch's term map in the form loadJS itself builds (field id to section id to count).
 */
export async function loadMiniSearchInSlices<T>(
  index: SearchIndexFile,
  options: Options<T>,
  sliceMs = LOAD_SLICE_MS,
  yieldToBrowser: () => Promise<void> = nextTask,
): Promise<MiniSearch<T>> {
  const mini = MiniSearch.loadJS<T>(miniSearchFrame(index), options);
  const setTerm = termSetter(mini);
  let sliceEnd = performance.now() + sliceMs;
  const terms = indexTerms(index);
  for (let t = 0; t < terms.length; t++) {
    setTerm(terms[t]!, postingMaps(index, t));
    if (performance.now() >= sliceEnd) {
      await yieldToBrowser();
      sliceEnd = performance.now() + sliceMs;
    }
  }
  return mini;
}

/** Everything but the terms, checked against the file's own counts. */
function miniSearchFrame(index: SearchIndexFile): AsPlainObject {
  if (!index || index.format !== INDEX_FORMAT_VERSION || !index.mini || !Array.isArray(index.sections)) {
    throw new Error('Search index has an unknown format');
  }
  const {mini, sections} = index;
  const fieldCount = SECTION_FIELDS.length;
  if (
    typeof mini.terms !== 'string' ||
    mini.terms.split(' ').length !== mini.postings.length ||
    mini.fieldLength.length !== sections.length * fieldCount
  ) {
    throw new Error('Search index is damaged');
  }
  const documentIds: Record<string, number> = {};
  const fieldLength: Record<string, number[]> = {};
  for (let s = 0; s < sections.length; s++) {
    documentIds[s] = s;
    fieldLength[s] = mini.fieldLength.slice(s * fieldCount, (s + 1) * fieldCount);
  }
  const fieldIds = Object.fromEntries(SECTION_FIELDS.map((f, i) => [f, i]));
  return {
    documentCount: mini.documentCount,
    nextId: sections.length,
    documentIds,
    fieldIds,
    fieldLength,
    averageFieldLength: mini.averageFieldLength,
    storedFields: {},
    dirtCount: 0,
    index: [],
    serializationVersion: 2,
  };
}

/** A term's postings: for each field, the sections holding the term and how often. */
function eachPosting(index: SearchIndexFile, t: number, visit: (field: number, section: number, count: number) => void): void {
  index.mini.postings[t]!.split(',').forEach((encoded, field) => {
    if (!encoded) return;
    const numbers = decodeNumbers(encoded);
    let section = 0;
    for (let i = 0; i < numbers.length; i++) {
      const step = numbers[i]!;
      section += step >> 1;
      if (section >= index.sections.length) throw new Error('Search index is damaged');
      if (step & 1) {
        if (++i >= numbers.length) throw new Error('Search index is damaged');
        visit(field, section, numbers[i]! + 2);
      } else {
        visit(field, section, 1);
      }
    }
  });
}

/** A term's postings in MiniSearch's serialized form: field id to section id to count. */
function decodePostings(index: SearchIndexFile, t: number): Record<string, Record<string, number>> {
  const data: Record<string, Record<string, number>> = {};
  eachPosting(index, t, (field, section, count) => {
    (data[field] ??= {})[section] = count;
  });
  return data;
}

/** The same in the maps MiniSearch keeps in memory. */
function postingMaps(index: SearchIndexFile, t: number): Map<number, Map<number, number>> {
  const data = new Map<number, Map<number, number>>();
  eachPosting(index, t, (field, section, count) => {
    let sections = data.get(field);
    if (!sections) data.set(field, (sections = new Map()));
    sections.set(section, count);
  });
  return data;
}

/** The URL of a page's fragment. */
export function fragmentUrl(baseUrl: string, index: SearchIndexFile, page: number): string {
  return `${baseUrl.replace(/\/?$/, '/')}${index.fragments}/${page}.json`;
}
