/**
 * The index file the browser downloads. Records repeat their page and section headings, so the file
 * stores each page and each section once and the records point at them; unpack() restores full
 * DocSearch records.
 */
import type {DocSearchRecord, Hierarchy, RecordType} from './types';

export const INDEX_FORMAT_VERSION = 1;

interface PackedPage {
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
type PackedSection = [number, string, ...string[]];
/** [section index, type code, content or ''] */
type PackedRecord = [number, number, string];

export interface PackedIndex {
  format: number;
  pages: PackedPage[];
  sections: PackedSection[];
  records: PackedRecord[];
}

const TYPES: RecordType[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6', 'content'];

export function pack(records: DocSearchRecord[]): PackedIndex {
  const pages: PackedPage[] = [];
  const pageIndex = new Map<string, number>();
  const sections: PackedSection[] = [];
  const sectionIndex = new Map<string, number>();
  const packed: PackedRecord[] = [];
  for (const r of records) {
    let p = pageIndex.get(r.url_without_anchor);
    if (p === undefined) {
      p = pages.length;
      pageIndex.set(r.url_without_anchor, p);
      pages.push({
        u: r.url_without_anchor,
        c: r.hierarchy.lvl0 ?? '',
        t: r.hierarchy.lvl1 ?? '',
        l: r.language,
        g: r.docusaurus_tag,
        v: r.version,
      });
    }
    const headings = [r.hierarchy.lvl2, r.hierarchy.lvl3, r.hierarchy.lvl4, r.hierarchy.lvl5, r.hierarchy.lvl6].map(
      (h) => h ?? '',
    );
    while (headings.length && headings[headings.length - 1] === '') headings.pop();
    const key = JSON.stringify([p, r.anchor ?? '', ...headings]);
    let s = sectionIndex.get(key);
    if (s === undefined) {
      s = sections.length;
      sectionIndex.set(key, s);
      sections.push([p, r.anchor ?? '', ...headings]);
    }
    packed.push([s, TYPES.indexOf(r.type), r.content ?? '']);
  }
  return {format: INDEX_FORMAT_VERSION, pages, sections, records: packed};
}

export function unpack(index: PackedIndex): DocSearchRecord[] {
  if (!index || index.format !== INDEX_FORMAT_VERSION || !Array.isArray(index.records)) {
    throw new Error('Search index has an unknown format');
  }
  return index.records.map(([s, typeCode, content], i) => {
    const section = index.sections[s];
    const page = section && index.pages[section[0]];
    if (!section || !page) throw new Error('Search index is damaged');
    const [, anchor, ...headings] = section;
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
      objectID: String(i),
      url: anchor ? `${page.u}#${anchor}` : page.u,
      url_without_anchor: page.u,
      anchor: anchor || null,
      type: TYPES[typeCode] ?? 'content',
      hierarchy,
      content: content || null,
      language: page.l,
      version: page.v,
      docusaurus_tag: page.g,
    };
  });
}
