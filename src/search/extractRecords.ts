/**
 * Turns one rendered page into DocSearch records the way the DocSearch crawler's Docusaurus template
 * does: lvl0 the sidebar category (or the navbar section), lvl1 the h1, lvl2-lvl6 the headings above a
 * block, one record per heading and per paragraph, list item or table row, in document order.
 */
import {load} from 'cheerio';
import type {DocSearchRecord, Hierarchy} from './types';

const MAX_CONTENT = 600;
const BLOCKS = 'h1, h2, h3, h4, h5, h6, p, li, tr, dt, dd, caption';
/**
 * Sections left out of the index. "Related" repeats other pages' titles, which made those pages' neighbours
 * rank for them; "Sources" lists manuals and sites. Together they were a tenth of the index.
 */
export const UNINDEXED_SECTIONS = new Set(['Related', 'Sources']);

function clean(text: string): string {
  return text
    .replace(/\u200b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The phrases of a keywords meta tag ("wont idle,bogs when hot"): trimmed, one space apart, each once. */
export function pageKeywords(content: string | undefined | null): string[] {
  if (!content) return [];
  return [...new Set(content.split(',').map(clean).filter(Boolean))];
}

export function extractRecords(html: string, urlPath: string): DocSearchRecord[] {
  const $ = load(html);
  const root = $('article .theme-doc-markdown').first().length
    ? $('article .theme-doc-markdown').first()
    : $('main article, main .markdown, main').first();
  if (!root.length) return [];

  const meta = (name: string) => $(`meta[name="docsearch:${name}"]`).attr('content');
  const language = meta('language') ?? $('html').attr('lang') ?? 'en';
  const version = meta('version') ? [meta('version') as string] : [];
  const tag = meta('docusaurus_tag') ?? 'default';
  const lvl0 =
    clean($('.menu__link--sublist.menu__link--active').last().text()) ||
    clean($('.navbar__link--active').first().text()) ||
    clean($('title').text().split('|')[0] ?? '');

  const keywords = pageKeywords($('meta[name="keywords"]').attr('content'));

  const hierarchy: Hierarchy = {lvl0, lvl1: null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  const records: DocSearchRecord[] = [];
  let lastContent = '';
  let skipping = false;

  const push = (type: DocSearchRecord['type'], content: string | null) => {
    const url = anchor ? `${urlPath}#${anchor}` : urlPath;
    records.push({
      objectID: `${urlPath}-${records.length}`,
      url,
      url_without_anchor: urlPath,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language,
      version,
      docusaurus_tag: tag,
    });
  };

  root.find(BLOCKS).each((_, el) => {
    const node = $(el);
    const name = (el as {tagName?: string}).tagName?.toLowerCase() ?? '';
    if (/^h[1-6]$/.test(name)) {
      const level = Number(name.slice(1));
      const text = clean(node.clone().find('.hash-link').remove().end().text());
      if (!text) return;
      if (level <= 2) skipping = level === 2 && UNINDEXED_SECTIONS.has(text);
      if (skipping) return;
      const key = `lvl${level}` as keyof Hierarchy;
      hierarchy[key] = text;
      for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
      anchor = level === 1 ? null : (node.attr('id') ?? anchor);
      push(key as DocSearchRecord['type'], null);
      return;
    }
    if (skipping) return;
    // A paragraph inside a list item or a cell is already part of that item's text.
    if (name === 'p' && node.parents('li, td, th').length) return;
    if (name === 'li' && node.parents('li').length && node.closest('td, th').length) return;
    let text: string;
    if (name === 'tr') {
      text = node
        .children('td, th')
        .map((__, cell) => clean($(cell).text()))
        .get()
        .filter(Boolean)
        .join(' · ');
    } else if (name === 'caption') {
      text = clean(
        node.children().length
          ? node
              .children()
              .map((__, part) => $(part).text())
              .get()
              .join(' ')
          : node.text(),
      );
    } else if (name === 'li') {
      text = clean(node.clone().children('ul, ol').remove().end().text());
    } else {
      text = clean(node.text());
    }
    if (!text || text === lastContent) return;
    lastContent = text;
    push('content', text.length > MAX_CONTENT ? `${text.slice(0, MAX_CONTENT - 1)}…` : text);
  });
  // The keywords travel on the page's first record (its title), which the page's opening section is made from.
  if (keywords.length && records[0]) records[0].keywords = keywords;
  return records;
}
