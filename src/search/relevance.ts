/**
 * Scores a search engine against the hand-judged relevance set in bench/search-relevance.yaml:
 * a question is a hit when one of its pages is among the first three distinct pages returned.
 */
export interface RelevanceCase {
  q: string;
  pages: string[];
}

export interface RelevanceResult {
  hits: number;
  total: number;
  ratio: number;
  misses: {q: string; expected: string[]; got: string[]}[];
}

const normalizePath = (url: string) => url.replace(/[#?].*$/, '').replace(/\/index\.html$/, '/').replace(/(.)\/$/, '$1');

/** `topPages(q)` returns page paths best first; duplicates and anchors are ignored here. */
export async function hitsAt3(
  cases: RelevanceCase[],
  topPages: (q: string) => string[] | Promise<string[]>,
): Promise<RelevanceResult> {
  const misses: RelevanceResult['misses'] = [];
  let hits = 0;
  for (const c of cases) {
    const got = [...new Set((await topPages(c.q)).map(normalizePath))].slice(0, 3);
    if (c.pages.map(normalizePath).some((p) => got.includes(p))) hits++;
    else misses.push({q: c.q, expected: c.pages, got});
  }
  return {hits, total: cases.length, ratio: cases.length ? hits / cases.length : 0, misses};
}
