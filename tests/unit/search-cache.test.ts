// The search engine's caches (boundedCache.ts, cacheFuzzyMatches in miniSearchAdapter.ts, the engine's kept word
// results): each must give exactly what the uncached path gives, in the same order, however often it is asked.
import MiniSearch from 'minisearch';
import {describe, expect, it} from 'vitest';
import {BoundedCache} from '../../src/search/boundedCache';
import {cacheFuzzyMatches, executeWordQuery, termsNear, type ResultsMap} from '../../src/search/miniSearchAdapter';
import {SearchEngine} from '../../src/search/engine';
import type {DocSearchRecord} from '../../src/search/types';

describe('BoundedCache', () => {
  it('works a value out once and gives it back until it is pushed out', () => {
    const cache = new BoundedCache<string, number>(2);
    let made = 0;
    const make = (v: number) => () => (made++, v);
    expect(cache.get('a', make(1))).toBe(1);
    expect(cache.get('a', make(9))).toBe(1);
    expect(made).toBe(1);
    cache.get('b', make(2));
    cache.get('a', make(9)); // "a" is now the most recently used
    cache.get('c', make(3)); // pushes out "b", the least recently used
    expect(cache.size).toBe(2);
    expect(cache.get('a', make(9))).toBe(1);
    expect(cache.get('b', make(4))).toBe(4);
  });

  it('bounds the total weight, and keeps a value heavier than the bound until the next one', () => {
    const cache = new BoundedCache<string, string>(5, (v) => v.length);
    cache.get('x', () => 'abc');
    cache.get('y', () => 'de');
    expect(cache.size).toBe(2);
    expect(cache.get('big', () => 'abcdefgh')).toBe('abcdefgh');
    expect(cache.size).toBe(1);
    expect(cache.get('z', () => 'q')).toBe('q');
    expect(cache.size).toBe(1);
  });

  it('forgets everything on clear, and works values out again', () => {
    const cache = new BoundedCache<string, number>(2);
    cache.get('a', () => 1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.get('a', () => 7)).toBe(7);
  });
});

interface Doc {
  id: string;
  title: string;
  text: string;
}
const docs: Doc[] = [
  {id: 'carb', title: 'Carburetor jetting', text: 'Change the main jet one size at a time; the carburetor float sets the level.'},
  {id: 'plug', title: 'Spark plug', text: 'Read the spark plug after a run: a black plug is rich. Plugs and plug caps.'},
  {id: 'chain', title: 'Chain slack', text: 'Set the chain slack with the rear wheel on the ground; the chain wears the sprockets.'},
  {id: 'float', title: 'Float height', text: 'Float height sets the fuel level in the carburetor bowl; carburettor and carburetors alike.'},
];
function mini(cached: boolean) {
  const m = new MiniSearch<Doc>({fields: ['title', 'text']});
  m.addAll(docs);
  if (cached) cacheFuzzyMatches(m);
  return m;
}
/** Everything a word's results hold, in their order. */
const spelled = (results: ResultsMap) => [...results].map(([id, r]) => [id, r.score, [...r.terms], Object.entries(r.match)]);

describe('cacheFuzzyMatches', () => {
  const plain = mini(false);
  const cached = mini(true);

  it('gives the terms near a word, with their distances, in the order of the uncached walk, every time', () => {
    for (let round = 0; round < 3; round++) {
      for (const [word, distance] of [
        ['carburator', 2],
        ['carburetor', 3],
        ['plgu', 2],
        ['chian', 1],
        ['chian', 2],
        ['sprokets', 2],
      ] as const) {
        expect([...termsNear(cached, word, distance)]).toEqual([...termsNear(plain, word, distance)]);
      }
    }
  });

  it('gives the same fuzzy and prefix results, also after MiniSearch has deleted the prefix matches from its copy', () => {
    const options = [
      {fuzzy: 0.3, prefix: true},
      {fuzzy: 0.3, prefix: false},
      {fuzzy: 2, prefix: true},
    ];
    for (let round = 0; round < 3; round++) {
      for (const q of ['carburetor', 'carbu', 'plug', 'chian', 'sprockets', 'flaot']) {
        for (const o of options) expect(spelled(executeWordQuery(cached, q, o))).toEqual(spelled(executeWordQuery(plain, q, o)));
      }
    }
    expect(executeWordQuery(cached, 'carburator', {fuzzy: 0.2}).size).toBeGreaterThan(0);
  });
});

let n = 0;
function page(url: string, title: string, sections: [string | null, string][], keywords?: string): DocSearchRecord[] {
  const base = {language: 'en', version: ['current'], docusaurus_tag: 'docs-default-current'};
  return sections.flatMap(([heading, text], i) => {
    const anchor = heading ? heading.toLowerCase().replace(/\W+/g, '-') : null;
    const hierarchy = {lvl0: 'Guides', lvl1: title, lvl2: heading, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
    const common = {url: anchor ? `${url}#${anchor}` : url, url_without_anchor: url, anchor, hierarchy, ...base};
    const keys = i === 0 && keywords ? {keywords} : {};
    return [
      {...common, ...keys, objectID: String(n++), type: heading ? 'lvl2' : 'lvl1', content: null},
      {...common, objectID: String(n++), type: 'content', content: text},
    ] as DocSearchRecord[];
  });
}
const records = [
  ...page('/carb', 'Carburetor Jetting', [
    [null, 'Jetting sets how much fuel the carburetor meters. A carb that bogs when you close the throttle runs lean.'],
    ['Main jet', 'Go one main jet size at a time and read the plug after each run.'],
  ]),
  ...page('/chain', 'Chain Care', [[null, 'Lube the chain after every wet ride; set the chain slack.']]),
  ...page('/oil', 'Changing the Oil', [[null, 'Change the oil often; change the filter when you change the oil.']]),
  ...page('/kill', 'Kill Switch Faults', [[null, 'A kill switch not working shorts the CDI to ground.']]),
  ...page('/plugs', 'Spark Plug Chart', [[null, 'The spark plug for each engine, its gap and heat range.']]),
];
const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];
const questions = [
  'carb',
  'carburetor jetting',
  'carburator bogs',
  'jetting carb',
  'chan lube',
  'chain lube',
  'kill switch not working',
  'sprak plug',
  'bogs when i close the throttle',
  'oil change',
  ...Array.from('carburetor jetting', (_, i) => 'carburetor jetting'.slice(0, i + 1)),
];

describe('the engine with its kept word results', () => {
  it('answers every question, asked again and in another order, exactly as an engine that never saw a question', async () => {
    const warm = SearchEngine.fromRecords(records);
    for (const order of [questions, questions, [...questions].reverse()]) {
      for (const q of order) {
        const fresh = SearchEngine.fromRecords(records);
        for (const options of [
          {hitsPerPage: 20, facetFilters: CONTEXT},
          {hitsPerPage: 2, page: 1},
        ]) {
          expect(await warm.search(q, options)).toEqual(await fresh.search(q, options));
        }
      }
    }
    expect((await warm.search('carburetor')).hits[0]?.url_without_anchor).toBe('/carb');
  });

  it('answers the same after clearCaches, and asks MiniSearch again instead of reusing kept word results', async () => {
    const engine = SearchEngine.fromRecords(records);
    const before = await engine.search('carburator bogs');
    const lookups = (index: {fuzzyGet: (...a: unknown[]) => unknown}) => {
      let n = 0;
      const original = index.fuzzyGet;
      index.fuzzyGet = (...a: unknown[]) => (n++, original(...a));
      return () => n;
    };
    // Count MiniSearch's typo lookups: a kept word result makes none, a word worked out again does.
    const count = lookups((engine as unknown as {mini: {_index: {fuzzyGet: (...a: unknown[]) => unknown}}}).mini._index);
    await engine.search('carburator bogs');
    const warmCalls = count();
    engine.clearCaches();
    expect(await engine.search('carburator bogs')).toEqual(before);
    expect(count()).toBeGreaterThan(warmCalls);
  });
});
