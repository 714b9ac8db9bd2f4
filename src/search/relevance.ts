/**
 * Scores a search engine against a hand-judged relevance set (bench/search-relevance.yaml, the tuning set;
 * bench/search-heldout.yaml, the held-out set): a question is a hit when one of its pages is among the
 * first three distinct pages returned. MRR is the mean over questions of 1/rank of the first right page
 * among the first ten (0 when there is none).
 */
export interface RelevanceCase {
  q: string;
  pages: string[];
}

export interface RelevanceResult {
  hits: number;
  total: number;
  ratio: number;
  mrr: number;
  misses: {q: string; expected: string[]; got: string[]}[];
}

const normalizePath = (url: string) =>
  url
    .replace(/[#?].*$/, '')
    .replace(/\/index\.html$/, '/')
    .replace(/(.)\/$/, '$1');

/** `topPages(q)` returns page paths best first; duplicates and anchors are ignored here. */
export async function hitsAt3(cases: RelevanceCase[], topPages: (q: string) => string[] | Promise<string[]>): Promise<RelevanceResult> {
  const misses: RelevanceResult['misses'] = [];
  let hits = 0;
  let reciprocal = 0;
  for (const c of cases) {
    const top = [...new Set((await topPages(c.q)).map(normalizePath))].slice(0, 10);
    const expected = c.pages.map(normalizePath);
    const rank = top.findIndex((p) => expected.includes(p));
    if (rank >= 0) reciprocal += 1 / (rank + 1);
    if (rank >= 0 && rank < 3) hits++;
    else misses.push({q: c.q, expected: c.pages, got: top.slice(0, 3)});
  }
  const total = cases.length;
  return {hits, total, ratio: total ? hits / total : 0, mrr: total ? reciprocal / total : 0, misses};
}
