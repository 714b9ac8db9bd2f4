// The hand-judged relevance set against the index of the real build: every judged page exists, and the
// local search puts a right page in its first three for at least 90% of the questions.
import fs from 'node:fs';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {loadBuiltEngine, readBuiltIndex} from '../../src/search/builtIndex';
import {hitsAt3, type RelevanceCase} from '../../src/search/relevance';

const cases = YAML.parse(fs.readFileSync('bench/search-relevance.yaml', 'utf8')) as RelevanceCase[];
const index = readBuiltIndex('build');
const engine = await loadBuiltEngine('build', index);
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

describe('relevance set', () => {
  it('holds at least 40 questions, each naming real pages', () => {
    expect(cases.length).toBeGreaterThanOrEqual(40);
    const pages = new Set(index.pages.map((p) => p.u.replace(/(.)\/$/, '$1')));
    const unknown = cases.flatMap((c) => c.pages).filter((p) => !pages.has(p));
    expect(unknown).toEqual([]);
  });

  it('puts a right page in the first three for at least 90% of the questions', async () => {
    const result = await hitsAt3(cases, async (q) =>
      (await engine.search(q, {hitsPerPage: 50, facetFilters: CONTEXT})).hits.map((h) => h.url_without_anchor),
    );
    expect(result.misses).toEqual(result.ratio >= 0.9 ? result.misses : []);
    expect(result.ratio).toBeGreaterThanOrEqual(0.9);
  });
});
