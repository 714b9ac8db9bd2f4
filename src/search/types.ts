/**
 * The record shape a DocSearch crawler writes for a Docusaurus site. The local index stores the same
 * records, so the modal and the search page read identical hits whichever engine answered.
 */
export type HierarchyLevel = 'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6';
export type Hierarchy = Record<HierarchyLevel, string | null>;
export type RecordType = HierarchyLevel | 'content';

export interface DocSearchRecord {
  objectID: string;
  url: string;
  url_without_anchor: string;
  anchor: string | null;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  version: string[];
  docusaurus_tag: string;
  /**
   * The page's keywords (front matter `keywords`, rendered as <meta name="keywords">), on its lvl1 record
   * only: words owners search with that the page text does not use. They are indexed, never shown.
   */
  keywords?: string[];
}

export interface HighlightValue {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
}

export interface SearchHit extends DocSearchRecord {
  _highlightResult: {hierarchy: Record<HierarchyLevel, HighlightValue>; content: HighlightValue};
  _snippetResult: {hierarchy: Record<HierarchyLevel, HighlightValue>; content: HighlightValue};
}

export const HIERARCHY_LEVELS: HierarchyLevel[] = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'];
