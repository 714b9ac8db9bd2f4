// wordScorer.ts scores a word's query itself, in typed arrays, and must give what MiniSearch's executeQuery gives to
// the bit: the same documents in the same order, the same scores (not merely close), the same query terms and the
// same match records. Checked on a small index built by MiniSearch and on the whole site's pages, as the dev
// server indexes them, with every word of the tuning questions.
import fs from 'node:fs';
import MiniSearch, {type Query, type SearchOptions} from 'minisearch';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {executeWordQuery, type ResultsMap, type WordResults} from '../../src/search/miniSearchAdapter';
import {WordScorer, MapResults, type WordSearchOptions} from '../../src/search/wordScorer';
import {KEYWORD_BOOST, SearchEngine} from '../../src/search/engine';
import {recordsFromDocs} from '../../src/search/sourceRecords';
import {planQuery} from '../../src/search/queryPlan';
import {indexTerms} from '../../src/search/searchIndex';

/** Everything a word's results hold, in their order, read through the engine's interface. */
function spelled(results: WordResults) {
  const out: unknown[] = [];
  results.forEachScore((id, score, terms) => {
    const r = results.get(id)!;
    expect(r.score).toBe(score);
    expect(r.terms.length).toBe(terms);
    out.push([id, score, [...r.terms], Object.entries(r.match)]);
  });
  return out;
}
const reference = (mini: MiniSearch<never>, query: Query, options: WordSearchOptions) =>
  new MapResults(executeWordQuery(mini, query, options as SearchOptions) as ResultsMap);

interface Doc {
  id: number;
  title: string;
  text: string;
}
const docs: Doc[] = [
  {id: 1, title: 'Carburetor jetting', text: 'Change the main jet one size at a time; the carburetor float sets the level. 125 and 110 engines.'},
  {id: 2, title: 'Spark plug', text: 'Read the spark plug after a run: a black plug is rich. Carburettor too rich.'},
  {id: 3, title: 'Chain slack', text: 'Set the chain slack with the rear wheel on the ground; chains wear sprockets. 125 chain.'},
  {id: 4, title: 'Float height', text: 'Float height sets the fuel level in the carburetor bowl; carburetors alike. 110 float.'},
  {id: 5, title: 'Oil change', text: 'Change the oil every 10 hours; oil filter screen, oil change interval, changing oil.'},
];
const options: WordSearchOptions = {
  boost: {title: 4, text: 1},
  fuzzy: (term) => (term.length >= 5 ? 0.2 : 0),
  prefix: (term) => term.length >= 3,
  weights: {fuzzy: 0.4, prefix: 0.6},
};

describe('WordScorer on an index MiniSearch built', () => {
  const mini = new MiniSearch<Doc>({fields: ['title', 'text']});
  mini.addAll(docs);
  const scorer = new WordScorer(mini as MiniSearch<unknown>);
  const queries: Query[] = [
    'carburetor',
    'carb',
    'carburator',
    'chain',
    'oil change',
    '125',
    '11',
    'zzzq',
    {combineWith: 'OR', queries: ['carburetor', 'carb', 'float']},
    {combineWith: 'OR', queries: ['oil change', 'oil', 'chang']},
    {combineWith: 'OR', queries: ['125', '110', 'chain']},
  ];

  it.each(queries.map((q) => [JSON.stringify(q), q] as const))('scores %s as executeQuery does', (_, q) => {
    const got = spelled(scorer.search(q, options));
    expect(got).toEqual(spelled(reference(mini as MiniSearch<never>, q, options)));
    // toEqual compares numbers with Object.is: the scores are the same floating-point values.
  });

  it('scores the same without prefix or typo matching, and with MiniSearch default weights', () => {
    const plain = {...options, prefix: false as const, fuzzy: () => 0};
    for (const q of queries) expect(spelled(scorer.search(q, plain))).toEqual(spelled(reference(mini as MiniSearch<never>, q, plain)));
  });

  it("counts the documents holding every one of some terms as MiniSearch's AND of them finds them", () => {
    const and = (terms: string[]) =>
      executeWordQuery(mini, {combineWith: 'AND', queries: terms}, {prefix: false, fuzzy: false, tokenize: (t) => [t], processTerm: (t) => t}).size;
    for (const terms of [['carburetor'], ['carburetor', 'float'], ['chain', '125'], ['oil', 'chain'], ['zzzq'], ['float', 'height', 'level']]) {
      expect(scorer.countHolding(terms), terms.join(' ')).toBe(and(terms));
    }
    expect(scorer.countHolding(['carburetor', 'float'])).toBe(2);
  });

  it('leaves an AND query to MiniSearch, and gives its results', () => {
    const q: Query = {combineWith: 'AND', queries: ['carburetor', 'float']};
    const results = scorer.search(q, options);
    expect(results).toBeInstanceOf(MapResults);
    expect(spelled(results)).toEqual(spelled(reference(mini as MiniSearch<never>, q, options)));
  });

  it('leaves a query reaching a removed document to MiniSearch, which cleans its postings up as it searches', () => {
    // MiniSearch changes its postings as it meets a removed document, so each side gets its own copy of the index,
    // asked the same questions in the same order.
    const discarded = () => {
      const changed = new MiniSearch<Doc>({fields: ['title', 'text']});
      changed.addAll(docs);
      changed.discard(4);
      return changed as MiniSearch<never>;
    };
    const [ours, theirs] = [discarded(), discarded()];
    const own = new WordScorer(ours as MiniSearch<unknown>);
    const results = own.search('float', options);
    expect(results).toBeInstanceOf(MapResults);
    expect(spelled(results)).toEqual(spelled(reference(theirs, 'float', options)));
    // a document still held is found as before, and nothing is left half-counted for the next query
    for (const q of ['carburetor', 'float', 'chain']) expect(spelled(own.search(q, options))).toEqual(spelled(reference(theirs, q, options)));
  });
});

describe('WordScorer on the whole site', () => {
  const engine = SearchEngine.fromRecords(recordsFromDocs('docs', [], () => {}));
  const mini = (engine as unknown as {mini: MiniSearch<never>}).mini;
  const scorer = new WordScorer(mini as MiniSearch<unknown>);
  const known = new Set(indexTerms(engine.index));
  const questions = (YAML.parse(fs.readFileSync('bench/search-relevance.yaml', 'utf8')) as {q: string}[]).map((c) => c.q);
  const siteOptions: WordSearchOptions = {
    ...options,
    boost: {title: 4, headings: 2, content: 1, keywords: KEYWORD_BOOST},
    fuzzy: (t) => (t.length >= 5 && !t.includes('_') && !known.has(t) ? 0.2 : 0),
  };

  it('scores every word of the tuning questions as executeQuery does', () => {
    const seen = new Set<string>();
    let compared = 0;
    for (const q of questions) {
      for (const {query} of planQuery(q.toLowerCase(), known).queries) {
        const key = JSON.stringify(query);
        if (seen.has(key)) continue;
        seen.add(key);
        expect(spelled(scorer.search(query, siteOptions)), key).toEqual(spelled(reference(mini, query, siteOptions)));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(500);
  }, 120_000);
});

describe('the engine’s word options', () => {
  it('typo-matches a word of five letters or more that the site does not use, but never a joined phrase', async () => {
    const hierarchy = {lvl0: 'Docs', lvl1: 'Starting', lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const base = {
      url: '/start',
      url_without_anchor: '/start',
      anchor: null,
      hierarchy,
      language: 'en',
      version: ['current'],
      docusaurus_tag: 'docs-default-current',
    };
    const engine = SearchEngine.fromRecords([
      {...base, objectID: '0', type: 'lvl1', content: null},
      {...base, objectID: '1', type: 'content', content: 'Push the kickstart to compression, then kick.'},
    ]);
    const seen: WordSearchOptions[] = [];
    const scorer = (engine as unknown as {scorer: WordScorer}).scorer;
    const search = scorer.search.bind(scorer);
    scorer.search = (query, options) => (seen.push(options), search(query, options));
    // "kick start" is also searched as its joined phrase, kick_start, which is one edit from "kickstart"
    await engine.search('kick start comprssion');
    const fuzzy = seen[0]!.fuzzy;
    expect(fuzzy('kick_start')).toBe(0);
    expect(fuzzy('comprssion')).toBeGreaterThan(0);
    expect(fuzzy('compress')).toBe(0); // a word the site uses ("compression", stemmed) is taken as meant
  });
});
