// The local search engine, the record extractor and the index format, against hand-made pages.
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/search/extractRecords';
import {SearchEngine, cleanQuery, MAX_QUERY_LENGTH} from '../../src/search/engine';
import {pack, unpack} from '../../src/search/packedIndex';
import {answerRequest} from '../../src/search/localClient';
import {hitCountFor, rememberHitCounts} from '../../src/search/hitCounts';
import {searchConnectSources} from '../../deploy/render-config.mjs';
import type {DocSearchRecord} from '../../src/search/types';

function page(path: string, category: string, title: string, body: string, tag = 'docs-default-current') {
  const html = `<html lang="en"><head>
    <meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
    <meta name="docsearch:docusaurus_tag" content="${tag}"><title>${title} | PitBase</title></head><body>
    <nav><a class="menu__link menu__link--sublist menu__link--active">${category}</a></nav>
    <article><div class="theme-doc-markdown markdown"><header><h1>${title}</h1></header>${body}</div></article>
    </body></html>`;
  return extractRecords(html, path);
}

const CONTEXT = ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']];

const records: DocSearchRecord[] = [
  ...page(
    '/docs/guides/maintenance_repair/carburetor_jetting_basics',
    'Maintenance & Repair',
    'Carburetor Jetting Basics',
    `<p>Jetting sets how much fuel the carburetor meters at each throttle opening.</p>
     <h2 id="main-jet">Changing the main jet<a class="hash-link" href="#main-jet">#</a></h2>
     <p>Go one main jet size at a time and read the plug after each run.</p>
     <table><tbody><tr><th>1P60FMJ</th><td>Main jet</td><td>120</td></tr></tbody></table>`,
  ),
  ...page(
    '/docs/guides/maintenance_repair/inner_tubes_punctures_and_pressures',
    'Maintenance & Repair',
    'Inner Tubes, Punctures and Tire Pressures',
    `<p>Check tire pressure cold, before every ride.</p>
     <h2 id="patching">Patching a tube</h2><ul><li>Scuff the rubber around the hole.<ul><li>Nested step</li></ul></li></ul>`,
  ),
  ...page(
    '/docs/guides/maintenance_repair/testing_cdi_and_ignition_coil',
    'Maintenance & Repair',
    'Testing the CDI and Ignition Coil',
    `<p>The CDI fires the coil when the pickup pulse arrives.</p>
     <h2 id="stator-output">Stator output first</h2><p>A weak stator looks like a bad CDI.</p>`,
  ),
  ...page(
    '/docs/guides/technical_insights/drive_chain_sprocket_and_gearing',
    'Technical Insights',
    'Drive Chain, Sprocket and Gearing Information',
    `<p>A bigger rear sprocket gives quicker acceleration and a lower top speed.</p>`,
  ),
  ...page(
    '/docs/guides/pit_bike_basics/what_is_a_pit_bike',
    'Pit Bike Basics',
    'What Is a Pit Bike',
    `<p>A pit bike is a small off-road motorcycle with a horizontal engine.</p>
     <p>Riders also mention the fuel tank and the carburetor here in passing.</p>`,
  ),
  ...page('/docs/old/archived', 'Archive', 'Archived Jetting Notes', '<p>Old jetting notes.</p>', 'docs-default-old'),
];
const engine = new SearchEngine(records);
const pagesFor = (q: string) => [...new Set(engine.search(q, {facetFilters: CONTEXT}).hits.map((h) => h.url_without_anchor))];

describe('extractRecords', () => {
  it('makes DocSearch records with lvl0 from the sidebar category and anchors from headings', () => {
    const jet = records.filter((r) => r.url_without_anchor.endsWith('carburetor_jetting_basics'));
    expect(jet[0]).toMatchObject({type: 'lvl1', anchor: null, language: 'en', version: ['current'], docusaurus_tag: 'docs-default-current'});
    expect(jet[0]?.hierarchy).toMatchObject({lvl0: 'Maintenance & Repair', lvl1: 'Carburetor Jetting Basics', lvl2: null});
    const section = jet.find((r) => r.type === 'lvl2');
    expect(section).toMatchObject({url: '/docs/guides/maintenance_repair/carburetor_jetting_basics#main-jet', content: null});
    expect(section?.hierarchy.lvl2).toBe('Changing the main jet');
  });

  it('writes one record per paragraph, list item and table row, under its heading', () => {
    const jetContent = records.filter((r) => r.type === 'content' && r.url.endsWith('#main-jet')).map((r) => r.content);
    expect(jetContent).toEqual(['Go one main jet size at a time and read the plug after each run.', '1P60FMJ · Main jet · 120']);
    const tube = records.filter((r) => r.url.endsWith('#patching') && r.type === 'content').map((r) => r.content);
    expect(tube).toEqual(['Scuff the rubber around the hole.', 'Nested step']);
  });
});

describe('sections left out of the index', () => {
  const recs = page(
    '/docs/tech/x',
    'Tech Database',
    'Chain Sizing',
    `<p>Pitch and roller width set the chain size.</p>
     <h2 id="related">Related</h2><ul><li><a href="/docs/tech/y">Bike Gearing</a></li></ul>
     <h2 id="sources">Sources</h2><ul><li>Kawasaki KLX110 owner's manual</li></ul>
     <h2 id="measuring">Measuring</h2><h3 id="sources-of-error">Sources of error</h3><p>Worn rollers read long.</p>`,
  );

  it('leaves out the Related and Sources sections, heading and content, and indexes what follows', () => {
    const texts = recs.map((r) => r.content ?? r.hierarchy.lvl3 ?? r.hierarchy.lvl2 ?? r.hierarchy.lvl1);
    expect(texts).toEqual(['Chain Sizing', 'Pitch and roller width set the chain size.', 'Measuring', 'Sources of error', 'Worn rollers read long.']);
    expect(recs.some((r) => /Bike Gearing|KLX110/.test(r.content ?? ''))).toBe(false);
  });
});

describe('packed index', () => {
  it('restores exactly the records it was given, minus the object ids it renumbers', () => {
    const restored = unpack(JSON.parse(JSON.stringify(pack(records))));
    expect(restored.map(({objectID: _, ...r}) => r)).toEqual(records.map(({objectID: _, ...r}) => r));
  });

  it('refuses a file in another format', () => {
    expect(() => unpack({format: 99} as never)).toThrow(/unknown format/);
  });
});

describe('indexing in slices', () => {
  it('SearchEngine.create answers every query exactly as the engine indexed in one go', async () => {
    const sliced = await SearchEngine.create(records, 2);
    for (const q of ['carburator jeting', 'pit bike', 'fuel tank', 'jetting', 'qqzzxx']) {
      expect(sliced.search(q, {facetFilters: CONTEXT}).hits.map((h) => h.url)).toEqual(engine.search(q, {facetFilters: CONTEXT}).hits.map((h) => h.url));
    }
    expect(sliced.search('jetting', {facetFilters: CONTEXT}).hits.length).toBeGreaterThan(0);
  });
});

describe('search quality', () => {
  it('tolerates typos: "carburator jeting" finds the jetting page', () => {
    expect(pagesFor('carburator jeting')[0]).toBe('/docs/guides/maintenance_repair/carburetor_jetting_basics');
  });

  it('matches prefixes while typing', () => {
    expect(pagesFor('carbu')).toContain('/docs/guides/maintenance_repair/carburetor_jetting_basics');
    expect(pagesFor('punct')).toEqual(['/docs/guides/maintenance_repair/inner_tubes_punctures_and_pressures']);
  });

  it.each([
    ['tyre pressure', '/docs/guides/maintenance_repair/inner_tubes_punctures_and_pressures'],
    ['carb jetting', '/docs/guides/maintenance_repair/carburetor_jetting_basics'],
    ['ignition box', '/docs/guides/maintenance_repair/testing_cdi_and_ignition_coil'],
    ['magneto output', '/docs/guides/maintenance_repair/testing_cdi_and_ignition_coil'],
    ['rear gear acceleration', '/docs/guides/technical_insights/drive_chain_sprocket_and_gearing'],
    ['what is a pitbike', '/docs/guides/pit_bike_basics/what_is_a_pit_bike'],
    ['mini bike', '/docs/guides/pit_bike_basics/what_is_a_pit_bike'],
  ])('knows the owners\' synonym in "%s"', (query, expected) => {
    expect(pagesFor(query)[0]).toBe(expected);
  });

  it('ranks a title match above a passing mention in the body', () => {
    expect(pagesFor('carburetor')[0]).toBe('/docs/guides/maintenance_repair/carburetor_jetting_basics');
  });

  it('reads engine codes in any case', () => {
    expect(pagesFor('1p60fmj')).toEqual(['/docs/guides/maintenance_repair/carburetor_jetting_basics']);
    expect(pagesFor('1P60FMJ main jet')[0]).toBe('/docs/guides/maintenance_repair/carburetor_jetting_basics');
  });

  it('falls back to any-word matching when no record has every word', () => {
    expect(pagesFor('sprocket zzqv')).toEqual(['/docs/guides/technical_insights/drive_chain_sprocket_and_gearing']);
  });

  it('applies the language and doc-version facets', () => {
    expect(pagesFor('jetting')).not.toContain('/docs/old/archived');
    expect(engine.search('jetting').hits.map((h) => h.url)).toContain('/docs/old/archived');
  });

  it('returns nothing, not an error, for queries with no words', () => {
    for (const q of ['', '   ', '!!!', '\u0000\u0007', 'the of and']) expect(engine.search(q).nbHits).toBe(0);
  });
});

describe('hits', () => {
  it('mark the matched words and escape page text', () => {
    const hostile = new SearchEngine(
      page('/docs/x', 'Guides', 'Wiring', '<p>Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a wiring harness.</p>'),
    );
    const hit = hostile.search('harness').hits[0];
    expect(hit?._highlightResult.content.value).toBe(
      'Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a wiring <mark>harness</mark>.',
    );
    expect(hit?._highlightResult.content.matchLevel).toBe('partial');
  });

  it('cut long content to a snippet around the first match', () => {
    const long = new SearchEngine(
      page('/docs/y', 'Guides', 'Long', `<p>${'filler '.repeat(60)}valve clearance ${'filler '.repeat(60)}</p>`),
    );
    const snippet = long.search('valve', {snippetWords: 10}).hits.find((h) => h.type === 'content')?._snippetResult.content.value;
    expect(snippet).toMatch(/^….*<mark>valve<\/mark>.*…$/);
    expect(snippet!.split(' ').length).toBeLessThanOrEqual(12);
  });

  it('page 20 at a time and count every distinct result', () => {
    const many = new SearchEngine(
      page('/docs/z', 'Guides', 'Many', Array.from({length: 45}, (_, i) => `<h2 id="s${i}">Spoke ${i}</h2><p>spoke tension ${i}</p>`).join('')),
    );
    const first = many.search('spoke', {hitsPerPage: 20});
    const third = many.search('spoke', {hitsPerPage: 20, page: 2});
    expect([first.hits.length, first.nbHits, first.nbPages, third.hits.length]).toEqual([20, 45, 3, 5]);
  });
});

describe('queries from the address bar', () => {
  it('are capped at 64 characters, counting emoji as one', () => {
    expect(cleanQuery('x'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
    expect(Array.from(cleanQuery('🏍️'.repeat(100))).length).toBe(MAX_QUERY_LENGTH);
  });

  it('lose control characters and bidi overrides but keep RTL letters', () => {
    expect(cleanQuery('  oil\u0000\u0007 change\u202e ')).toBe('oil change');
    expect(cleanQuery('ضبط الصمام')).toBe('ضبط الصمام');
    expect(cleanQuery(undefined)).toBe('');
  });
});

describe('the Algolia-shaped answer', () => {
  it('honours hitsPerPage, page, facetFilters and the snippet length of a DocSearch request', () => {
    const answer = answerRequest(engine, {
      indexName: 'pitbase',
      query: 'jetting',
      hitsPerPage: 1,
      page: 0,
      facetFilters: CONTEXT,
      attributesToSnippet: ['content:10'],
    } as never);
    expect(answer).toMatchObject({index: 'pitbase', hitsPerPage: 1, query: 'jetting'});
    expect(answer.hits).toHaveLength(1);
    expect(answer.nbHits).toBeGreaterThan(1);
  });

  it('keeps the true hit count per query, which DocSearch itself adds up across keystrokes', async () => {
    const client = rememberHitCounts({
      search: async (input: {requests: {query: string}[]}) => ({results: input.requests.map((r) => ({nbHits: r.query.length}))}),
    } as never) as unknown as {search: (i: unknown) => Promise<unknown>};
    await client.search({requests: [{query: 'abc'}]});
    await client.search({requests: [{query: 'abcdef'}]});
    expect([hitCountFor('abc'), hitCountFor('abcdef'), hitCountFor('never')]).toEqual([3, 6, undefined]);
  });
});

describe('CSP for hosted search', () => {
  it('allows the Algolia hosts only when the build preconnects to them', () => {
    expect(searchConnectSources('<link rel="preconnect" href="https://ABC123-dsn.algolia.net" crossorigin="anonymous">')).toContain(
      'https://ABC123-dsn.algolia.net',
    );
    expect(searchConnectSources('<link rel=preconnect href=https://XYZ-dsn.algolia.net crossorigin=anonymous />')).toContain(
      'https://XYZ-dsn.algolia.net',
    );
    expect(searchConnectSources('<html><head></head></html>')).toBe('');
  });
});
