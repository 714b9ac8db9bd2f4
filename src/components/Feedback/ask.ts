// Answers a reader's question from PitBase's own pages through the local search index.
import {loadSearchEngine} from '@site/src/search/localClient';
import type {SearchHit} from '@site/src/search/types';
import type {DirectAnswer} from '@site/src/search/answers';
import type {Passage} from './FeedbackContext';

const PASSAGES = 3;

function passage(hit: SearchHit): Passage {
  const h = hit.hierarchy;
  const section = [h.lvl2, h.lvl3, h.lvl4].filter(Boolean).join(' › ');
  return {
    url: hit.url,
    title: h.lvl1 ?? h.lvl0 ?? hit.url,
    section,
    snippetHtml: hit._snippetResult.content.value || hit._highlightResult.hierarchy.lvl2?.value || '',
  };
}

/**
 * The best passages, one per page, preferring paragraphs (which carry a snippet) over bare headings, and the
 * direct answer from a data table when the question asks for one value (the same card search shows).
 */
export async function ask(question: string, baseUrl: string, language = 'en'): Promise<{passages: Passage[]; answer: DirectAnswer | null}> {
  const engine = await loadSearchEngine(baseUrl);
  const {hits, answer} = await engine.search(question, {hitsPerPage: 40, snippetWords: 24, facetFilters: [`language:${language}`]});
  const chosen: SearchHit[] = [];
  const pages = new Set<string>();
  for (const hit of [...hits.filter((h) => h.content), ...hits.filter((h) => !h.content)]) {
    if (pages.has(hit.url_without_anchor)) continue;
    pages.add(hit.url_without_anchor);
    chosen.push(hit);
    if (chosen.length === PASSAGES) break;
  }
  // Keep the engine's order among the chosen passages.
  return {passages: hits.filter((h) => chosen.includes(h)).map(passage), answer: answer ?? null};
}
