// The contract of src/search/miniSearchAdapter.ts, the only code below MiniSearch's public API, against the
// installed MiniSearch: each internal entry point must agree with what the public API says about the same
// index. An upgrade that renames or reshapes one of them fails here by name.
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import MiniSearch, {type Query} from 'minisearch';
import {describe, expect, it} from 'vitest';
import {documentIds, executeWordQuery, termsNear, termSetter, type TermPostings} from '../../src/search/miniSearchAdapter';

interface Doc {
  id: string;
  title: string;
  text: string;
}
const docs: Doc[] = [
  {id: 'carb', title: 'Carburetor jetting', text: 'Change the main jet one size at a time; the carburetor float sets the level.'},
  {id: 'plug', title: 'Spark plug', text: 'Read the spark plug after a run: a black plug is rich.'},
  {id: 'chain', title: 'Chain slack', text: 'Set the chain slack with the rear wheel on the ground; the chain wears the sprockets.'},
  {id: 'float', title: 'Float height', text: 'Float height sets the fuel level in the carburetor bowl.'},
];
const options = {fields: ['title', 'text'], searchOptions: {boost: {title: 3}, prefix: true, fuzzy: 0.2}};

function built() {
  const mini = new MiniSearch<Doc>(options);
  mini.addAll(docs);
  return mini;
}

describe('MiniSearch pin', () => {
  it('is pinned to an exact version in package.json, and that version is the one installed', () => {
    const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as {dependencies: Record<string, string>};
    const pinned = pkg.dependencies.minisearch;
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    // The package's exports do not include its package.json; it is read from where the entry point resolves.
    const entry = createRequire(import.meta.url).resolve('minisearch');
    const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
    const installed = JSON.parse(fs.readFileSync(manifest, 'utf8')) as {name: string; version: string};
    expect(installed.name).toBe('minisearch');
    expect(installed.version).toBe(pinned);
  });
});

describe('executeWordQuery', () => {
  const mini = built();
  const ids = new Map(documentIds(mini));

  it.each(['carburetor', 'chain', 'carb', 'carburator', 'spark plug'])(
    'gives, for "%s", the documents and scores the public search gives, before its multiplication by the terms matched',
    (q) => {
      const raw = executeWordQuery(mini, q, {});
      const expected = mini.search(q).map((r) => [r.id, r.score] as const);
      const got = [...raw].map(([shortId, r]) => [ids.get(shortId), r.score * (r.terms.length || 1)] as const).sort((a, b) => b[1] - a[1]);
      expect(got.map(([id]) => id)).toEqual(expected.map(([id]) => id));
      got.forEach(([, score], i) => expect(score).toBeCloseTo(expected[i]![1], 10));
      expect(raw.size).toBeGreaterThan(0);
    },
  );

  it('combines an OR query of synonyms as the public search does, with the index terms each document matched', () => {
    const query: Query = {combineWith: 'OR', queries: ['carburetor', 'float']};
    const raw = executeWordQuery(mini, query, {});
    const publicResults = mini.search(query);
    expect(new Set([...raw.keys()].map((k) => ids.get(k)))).toEqual(new Set(publicResults.map((r) => r.id)));
    for (const r of publicResults) {
      const shortId = [...ids].find(([, id]) => id === r.id)![0];
      expect(Object.keys(raw.get(shortId)!.match).sort()).toEqual(r.terms.sort());
      expect([...raw.get(shortId)!.terms].sort()).toEqual(r.queryTerms.sort());
    }
  });

  it('finds nothing for a word no document holds', () => {
    expect(executeWordQuery(mini, 'zzzzqx', {fuzzy: 0, prefix: false}).size).toBe(0);
  });
});

describe('documentIds', () => {
  it('lists each short id with the id its document was added under, as the serialized index does', () => {
    const mini = built();
    expect(Object.fromEntries(documentIds(mini))).toEqual(mini.toJSON().documentIds);
    expect([...documentIds(mini)].map(([, id]) => id)).toEqual(docs.map((d) => d.id));
  });
});

describe('termSetter', () => {
  it('fills an empty loaded index term by term into the same index loadJS builds from the whole', () => {
    const whole = built().toJSON();
    const empty = MiniSearch.loadJS<Doc>({...whole, index: []}, options);
    const set = termSetter(empty);
    for (const [term, fields] of whole.index) {
      const postings: TermPostings = new Map(
        Object.entries(fields).map(([f, byDoc]) => [Number(f), new Map(Object.entries(byDoc).map(([d, n]) => [Number(d), n]))]),
      );
      set(term, postings);
    }
    const sorted = (js: typeof whole) => ({...js, index: [...js.index].sort((a, b) => (a[0] < b[0] ? -1 : 1))});
    expect(sorted(empty.toJSON())).toEqual(sorted(whole));
    expect(empty.search('chain slack')).toEqual(MiniSearch.loadJS<Doc>(whole, options).search('chain slack'));
  });
});

describe('termsNear', () => {
  it('gives the index terms within the edits asked, with their distance, as the fuzzy search matches them', () => {
    const mini = built();
    const near = termsNear(mini, 'carburator', 2);
    expect(near.get('carburetor')).toBe(1);
    expect([...termsNear(mini, 'chian', 1)]).toEqual([]);
    expect(termsNear(mini, 'chian', 2).get('chain')).toBe(2);
    // The public search finds by fuzzy matching what termsNear lists: here, the documents holding "carburetor".
    expect(
      mini
        .search('carburator', {fuzzy: 0.2, prefix: false})
        .map((r) => r.id)
        .sort(),
    ).toEqual(['carb', 'float']);
  });
});

describe('an object without the internals', () => {
  it('is refused with a message naming the adapter, not a TypeError deep in a search', () => {
    const impostor = {search: () => []} as unknown as MiniSearch<Doc>;
    expect(() => executeWordQuery(impostor, 'chain', {})).toThrow(/internals the search engine uses/);
    expect(() => documentIds(impostor)).toThrow(/miniSearchAdapter/);
    expect(() => termSetter(impostor)).toThrow(/miniSearchAdapter/);
    expect(() => termsNear(impostor, 'chain', 1)).toThrow(/miniSearchAdapter/);
  });
});
