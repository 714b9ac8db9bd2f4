// The hand-judged relevance sets (bench/RELEVANCE.md) against the index of the real build: every judged page
// is a page of the content plan, every question names at least one written page, and the local search puts
// a right page in its first three for at least 96% of the tuning set and 92% of the held-out set. The bench
// prints the exact figures beside Pagefind's; these floors catch a regression.
import fs from 'node:fs';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {loadBuiltEngine, readBuiltIndex} from '../../src/search/builtIndex';
import {hitsAt3, type RelevanceCase} from '../../src/search/relevance';
import {plan} from '../support/plan';

const sets = {
  tuning: YAML.parse(fs.readFileSync('bench/search-relevance.yaml', 'utf8')) as RelevanceCase[],
  'held-out': YAML.parse(fs.readFileSync('bench/search-heldout.yaml', 'utf8')) as RelevanceCase[],
};
const index = readBuiltIndex('build');
const engine = await loadBuiltEngine('build', index);
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const written = new Set(index.pages.map((p) => p.u.replace(/(.)\/$/, '$1')));
const planned = new Set(plan.pages.map((p) => `/docs/${p.dir}/${p.slug}`));

// A floor under each set. The held-out set is never tuned on, so its score moves as pages are rewritten; its floor is
// issue 23's target (hits@3 of 95%, three questions under the last measurement), so a change that takes the search
// below the target fails here, without inviting tuning on it. The tuning floor sits about two points under its last
// measurement. Both recorded in bench/RELEVANCE.md ("Round 12 measured on main": tuning 98.8%, held-out 97.0%).
const FLOOR: Record<string, number> = {tuning: 0.965, 'held-out': 0.95};

describe.each(Object.entries(sets))('%s relevance set', (name, cases) => {
  it('holds at least 100 questions, each naming planned pages, at least one of them written', () => {
    expect(cases.length).toBeGreaterThanOrEqual(100);
    expect(cases.flatMap((c) => c.pages).filter((p) => !planned.has(p) && !written.has(p))).toEqual([]);
    expect(cases.filter((c) => !c.pages.some((p) => written.has(p))).map((c) => c.q)).toEqual([]);
  });

  it('puts a right page in the first three for at least the floor of the questions (96.5% tuning, 95% held-out)', async () => {
    const result = await hitsAt3(cases, async (q) =>
      (await engine.search(q, {hitsPerPage: 50, facetFilters: CONTEXT})).hits.map((h) => h.url_without_anchor),
    );
    expect(result.ratio).toBeGreaterThanOrEqual(FLOOR[name] ?? 0.9);
  });
});

it('keeps the two sets apart: no question is in both', () => {
  const tuning = new Set(sets.tuning.map((c) => c.q.toLowerCase()));
  expect(sets['held-out'].filter((c) => tuning.has(c.q.toLowerCase())).map((c) => c.q)).toEqual([]);
});
