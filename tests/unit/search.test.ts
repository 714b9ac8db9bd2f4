// The local search engine, the record extractor and the index format, against hand-made pages.
import {describe, expect, it} from 'vitest';
import {extractRecords} from '../../src/search/extractRecords';
import MiniSearch from 'minisearch';
import {SearchEngine, SECTION_INDEX_OPTIONS, cleanQuery, MAX_QUERY_LENGTH} from '../../src/search/engine';
import {
  buildSearchIndex,
  decodeNumbers,
  encodeNumbers,
  frontCode,
  frontDecode,
  indexTerms,
  loadMiniSearchInSlices,
  miniSearchJson,
  SECTION_FIELDS,
} from '../../src/search/searchIndex';
import {answerRequest} from '../../src/search/localClient';
import {hitCountFor, rememberHitCounts} from '../../src/search/hitCounts';
import {searchConnectSources} from '../../deploy/render-config.mjs';
import type {DocSearchRecord} from '../../src/search/types';

function page(path: string, category: string, title: string, body: string, tag = 'docs-default-current', keywords: string[] = []) {
  // Docusaurus writes front matter keywords into one meta tag, joined with commas.
  const meta = keywords.length ? `<meta name="keywords" content="${keywords.join(',')}">` : '';
  const html = `<html lang="en"><head>
    <meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
    <meta name="docsearch:docusaurus_tag" content="${tag}">${meta}<title>${title} | PitBase</title></head><body>
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
    undefined,
    ['spits back', 'hesitates off idle'],
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
const engine = SearchEngine.fromRecords(records);
const pagesFor = async (q: string) => [...new Set((await engine.search(q, {facetFilters: CONTEXT})).hits.map((h) => h.url_without_anchor))];

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

describe('page keywords', () => {
  const JETTING = '/docs/guides/maintenance_repair/carburetor_jetting_basics';

  it("are read from the keywords meta tag onto the page's first record only", () => {
    const recs = records.filter((r) => r.url_without_anchor === JETTING);
    expect(recs[0]?.keywords).toEqual(['spits back', 'hesitates off idle']);
    expect(recs.slice(1).some((r) => r.keywords)).toBe(false);
    expect(page('/docs/x', 'Guides', 'No keywords', '<p>Text.</p>').some((r) => r.keywords)).toBe(false);
  });

  it('find a page by words its text does not use', async () => {
    expect(records.filter((r) => r.url_without_anchor === JETTING).some((r) => /spit/i.test(r.content ?? ''))).toBe(false);
    expect((await pagesFor('carb spits back'))[0]).toBe(JETTING);
    expect((await pagesFor('hesitates off idle'))[0]).toBe(JETTING);
  });

  it('are never shown: the hit shows the page title and a paragraph of its own text', async () => {
    const hit = (await engine.search('spits back', {facetFilters: CONTEXT})).hits[0]!;
    expect(hit.url).toBe(JETTING);
    expect(hit.hierarchy.lvl1).toBe('Carburetor Jetting Basics');
    expect(hit._snippetResult.content.value).toBe('Jetting sets how much fuel the carburetor meters at each throttle opening.');
    expect(JSON.stringify(hit)).not.toMatch(/spit|hesitat/i);
  });

  it('show a long paragraph cut from its start, as any snippet is cut', async () => {
    const long = SearchEngine.fromRecords(
      page('/docs/idle', 'Guides', 'Idle Speed', `<p>Two screws set the idle. ${'The slide sits on the stop screw. '.repeat(10)}</p>`, undefined, [
        'low rpm',
      ]),
    );
    const snippet = (await long.search('rpm', {snippetWords: 10})).hits[0]?._snippetResult.content.value;
    expect(snippet).toBe('Two screws set the idle. The slide sits on the stop…');
  });

  it('count a keyword of one word as a phrase when it is the whole question, and as a word inside a longer one', async () => {
    const pocket = SearchEngine.fromRecords([
      ...page('/docs/minimoto', 'Guides', 'Pit Bike, Dirt Bike or Mini Moto', '<p>A mini moto is a road-racing toy.</p>', undefined, ['pocket bike']),
      ...page('/docs/tools', 'Guides', 'Tools', '<p>A pocket torch and a pocket rule.</p><h2 id="p">Pocket tools</h2><p>Pocket knife.</p>'),
    ]);
    const ranked = async (q: string) => [...new Set((await pocket.search(q)).hits.map((h) => h.url_without_anchor))];
    expect((await ranked('pocket bike'))[0]).toBe('/docs/minimoto');
    expect((await ranked('pocket knife'))[0]).toBe('/docs/tools');
  });

  it('are not stored in the index file or the page fragments, only their terms', () => {
    const {index, fragments} = buildSearchIndex(records, SECTION_INDEX_OPTIONS);
    expect(JSON.stringify([index.pages, index.sections, fragments])).not.toMatch(/spits|hesitates/);
  });

  it("rank a page whose keywords hold the question's phrase above one whose keywords hold its words apart", async () => {
    const bogs = SearchEngine.fromRecords([
      ...page('/docs/a', 'Guides', 'Float Height', '<p>Set the float height with the carb upside down.</p>', undefined, ['bogs when hot']),
      ...page('/docs/b', 'Guides', 'Air Filter Care', '<p>A dirty filter makes the engine run hot.</p>', undefined, [
        'bogs on takeoff',
        'hot weather riding',
      ]),
    ]);
    const ranked = async (q: string) => [...new Set((await bogs.search(q)).hits.map((h) => h.url_without_anchor))];
    expect(await ranked('bike bogs when hot')).toEqual(['/docs/a', '/docs/b']);
    expect(await ranked('hot and bogs')).toEqual(['/docs/a', '/docs/b']);
  });

  it('find a phrase across a weak word of the question ("clutch keeps slipping" holds "clutch slipping")', async () => {
    const slips = SearchEngine.fromRecords([
      ...page('/docs/a', 'Guides', 'Clutch Plates', '<p>Measure the plates and springs.</p>', undefined, ['clutch slipping']),
      ...page('/docs/b', 'Guides', 'Clutch Cable', '<p>A slipping cable end, slipping at the lever.</p>', undefined, [
        'clutch cable',
        'belt slipping',
      ]),
    ]);
    const ranked = async (q: string) => [...new Set((await slips.search(q)).hits.map((h) => h.url_without_anchor))];
    expect(await ranked('clutch keeps slipping')).toEqual(['/docs/a', '/docs/b']);
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

describe('index file', () => {
  const built = () => buildSearchIndex(records, SECTION_INDEX_OPTIONS);

  it('writes numbers so they read back the same, small and large', () => {
    const values = [0, 1, 31, 32, 33, 1023, 1024, 99_999, 2 ** 31];
    expect(decodeNumbers(encodeNumbers(values))).toEqual(values);
    expect(() => encodeNumbers([-1])).toThrow();
    expect(() => decodeNumbers('A')).toThrow(/damaged/);
  });

  it('stores each page once, each section once, and each paragraph in its page fragment', () => {
    const {index, fragments} = built();
    expect(index.pages.map((p) => p.u)).toEqual([...new Set(records.map((r) => r.url_without_anchor))]);
    expect(index.sections).toHaveLength(new Set(records.map((r) => r.url)).size);
    const paragraphs = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(fragments.flat().map(([, text]) => text)).toEqual(paragraphs);
  });

  it('restores the MiniSearch index it was built from, term for term', () => {
    const {index} = built();
    const restored = MiniSearch.loadJS(miniSearchJson(JSON.parse(JSON.stringify(index))), {
      fields: [...SECTION_FIELDS],
      ...SECTION_INDEX_OPTIONS,
    });
    const direct = new MiniSearch({fields: [...SECTION_FIELDS], ...SECTION_INDEX_OPTIONS});
    direct.addAll(
      index.sections.map((section, id) => {
        const [p, anchor, ...headings] = section;
        const url = anchor ? `${index.pages[p]!.u}#${anchor}` : index.pages[p]!.u;
        const content = records.filter((r) => r.type === 'content' && r.url === url).map((r) => r.content);
        const keywords = records.find((r) => r.url === url && r.keywords)?.keywords;
        return {
          id,
          title: index.pages[p]!.t,
          headings: headings.filter(Boolean).join(' '),
          content: content.join('\n'),
          ...(keywords ? {keywords: keywords.join('\n')} : {}),
        };
      }),
    );
    const plain = (m: MiniSearch) => {
      const {index: terms, fieldLength, ...rest} = m.toJSON();
      // A section without keywords has no length for that field in MiniSearch, and 0 in the file: the same to a search.
      const lengths = Object.fromEntries(Object.entries(fieldLength).map(([id, l]) => [id, SECTION_FIELDS.map((_, f) => l[f] ?? 0)]));
      return {...rest, fieldLength: lengths, index: Object.fromEntries(terms)};
    };
    // The keywords were indexed, as words and as one term per phrase.
    expect(plain(direct).index).toHaveProperty('spit');
    expect(plain(direct).index).toHaveProperty('_hesit_idl_off');
    expect(plain(restored)).toEqual(plain(direct));
  });

  it('writes the sorted terms front-coded and reads them back the same', () => {
    const terms = ['carb', 'carburetor', 'carburetor_jet', 'chain', 'z'];
    expect(frontCode(terms)).toBe('0carb 4uretor :_jet 1hain 0z');
    expect(frontDecode(frontCode(terms))).toEqual(terms);
    expect(indexTerms(built().index)).toEqual([...indexTerms(built().index)].sort());
    expect(() => frontDecode('0carb 9x')).toThrow(/damaged/);
    expect(() => frontCode(['two words'])).toThrow(/space/);
  });

  it('writes a count only where a section holds the term more than once', () => {
    const {index} = buildSearchIndex(page('/docs/c', 'Guides', 'Counts', '<p>oil oil oil</p><h2 id="x">Other</h2><p>oil</p>'), SECTION_INDEX_OPTIONS);
    const oil = indexTerms(index).indexOf('oil');
    // Content field: the opening section (0) holds it three times (delta 0, plus one: a count follows, 3 less 2),
    // the section "Other" (1) once (delta 1 times two, no count).
    expect(decodeNumbers(index.mini.postings[oil]!.split(',')[2]!)).toEqual([1, 1, 2]);
    const restored = MiniSearch.loadJS(miniSearchJson(index), {fields: [...SECTION_FIELDS], ...SECTION_INDEX_OPTIONS});
    expect(restored.search('oil').map((r) => r.id)).toEqual([0, 1]);
  });

  it('refuses a file in another format, or a damaged one', () => {
    expect(() => miniSearchJson({format: 1} as never)).toThrow(/unknown format/);
    const {index} = built();
    expect(() => miniSearchJson({...index, mini: {...index.mini, postings: index.mini.postings.slice(1)}})).toThrow(/damaged/);
  });
});

describe('page fragments', () => {
  it('a hit whose fragment cannot be loaded keeps its page and heading, without a snippet', async () => {
    const {index} = buildSearchIndex(records, SECTION_INDEX_OPTIONS);
    const offline = await SearchEngine.load(index, async () => {
      throw new Error('offline');
    });
    const hit = (await offline.search('main jet', {facetFilters: CONTEXT})).hits[0];
    expect(hit).toMatchObject({url: '/docs/guides/maintenance_repair/carburetor_jetting_basics#main-jet', type: 'lvl2', content: null});
    expect(hit?._highlightResult.hierarchy.lvl2.value).toBe('Changing the <mark>main</mark> <mark>jet</mark>');
  });

  it('that takes too long is not waited for: the hits come without snippets, and with them once it arrives', async () => {
    const {index, fragments} = buildSearchIndex(records, SECTION_INDEX_OPTIONS);
    let arrive: () => void = () => undefined;
    const slow = await SearchEngine.load(index, (page) => new Promise((resolve) => (arrive = () => resolve(fragments[page] ?? null))));
    const first = (await slow.search('main jet', {facetFilters: CONTEXT})).hits[0];
    expect(first).toMatchObject({url: '/docs/guides/maintenance_repair/carburetor_jetting_basics#main-jet', content: null});
    arrive();
    expect((await slow.search('main jet', {facetFilters: CONTEXT})).hits[0]?.content).toBe(
      'Go one main jet size at a time and read the plug after each run.',
    );
  });

  it('is asked for again after a failure, and once only after success', async () => {
    const {index, fragments} = buildSearchIndex(records, SECTION_INDEX_OPTIONS);
    const calls: number[] = [];
    let online = false;
    const flaky = await SearchEngine.load(index, async (page) => {
      calls.push(page);
      if (!online) throw new Error('offline');
      return fragments[page] ?? null;
    });
    expect((await flaky.search('main jet', {facetFilters: CONTEXT})).hits[0]?.content).toBeNull();
    online = true;
    expect((await flaky.search('main jet', {facetFilters: CONTEXT})).hits[0]?.content).toBe(
      'Go one main jet size at a time and read the plug after each run.',
    );
    await flaky.search('main jet', {facetFilters: CONTEXT});
    expect(calls).toEqual([0, 0]);
  });
});

describe('search quality', () => {
  it('tolerates typos: "carburator jeting" finds the jetting page', async () => {
    expect((await pagesFor('carburator jeting'))[0]).toBe('/docs/guides/maintenance_repair/carburetor_jetting_basics');
  });

  it('matches prefixes while typing', async () => {
    expect(await pagesFor('carbu')).toContain('/docs/guides/maintenance_repair/carburetor_jetting_basics');
    expect(await pagesFor('punct')).toEqual(['/docs/guides/maintenance_repair/inner_tubes_punctures_and_pressures']);
  });

  it.each([
    ['tyre pressure', '/docs/guides/maintenance_repair/inner_tubes_punctures_and_pressures'],
    ['carb jetting', '/docs/guides/maintenance_repair/carburetor_jetting_basics'],
    ['ignition box', '/docs/guides/maintenance_repair/testing_cdi_and_ignition_coil'],
    ['magneto output', '/docs/guides/maintenance_repair/testing_cdi_and_ignition_coil'],
    ['rear gear acceleration', '/docs/guides/technical_insights/drive_chain_sprocket_and_gearing'],
    ['what is a pitbike', '/docs/guides/pit_bike_basics/what_is_a_pit_bike'],
    ['mini bike', '/docs/guides/pit_bike_basics/what_is_a_pit_bike'],
  ])('knows the owners\' synonym in "%s"', async (query, expected) => {
    expect((await pagesFor(query))[0]).toBe(expected);
  });

  it('ranks a title match above a passing mention in the body', async () => {
    expect((await pagesFor('carburetor'))[0]).toBe('/docs/guides/maintenance_repair/carburetor_jetting_basics');
  });

  it('reads engine codes in any case', async () => {
    expect(await pagesFor('1p60fmj')).toEqual(['/docs/guides/maintenance_repair/carburetor_jetting_basics']);
    expect((await pagesFor('1P60FMJ main jet'))[0]).toBe('/docs/guides/maintenance_repair/carburetor_jetting_basics');
  });

  it('falls back to any-word matching when no section has every word', async () => {
    expect(await pagesFor('sprocket zzqv')).toEqual(['/docs/guides/technical_insights/drive_chain_sprocket_and_gearing']);
  });

  it('applies the language and doc-version facets', async () => {
    expect(await pagesFor('jetting')).not.toContain('/docs/old/archived');
    expect((await engine.search('jetting')).hits.map((h) => h.url)).toContain('/docs/old/archived');
  });

  it('returns nothing, not an error, for queries with no words', async () => {
    for (const q of ['', '   ', '!!!', '\u0000\u0007', 'the of and']) expect((await engine.search(q)).nbHits).toBe(0);
  });
});

describe('hits', () => {
  it('mark the matched words and escape page text', async () => {
    const hostile = SearchEngine.fromRecords(
      page('/docs/x', 'Guides', 'Wiring', '<p>Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a wiring harness.</p>'),
    );
    const hit = (await hostile.search('harness')).hits[0];
    expect(hit?._highlightResult.content.value).toBe('Never trust &lt;script&gt;alert(1)&lt;/script&gt; in a wiring <mark>harness</mark>.');
    expect(hit?._highlightResult.content.matchLevel).toBe('partial');
  });

  it('cut long content to a snippet around the first match', async () => {
    const long = SearchEngine.fromRecords(page('/docs/y', 'Guides', 'Long', `<p>${'filler '.repeat(60)}valve clearance ${'filler '.repeat(60)}</p>`));
    const snippet = (await long.search('valve', {snippetWords: 10})).hits.find((h) => h.type === 'content')?._snippetResult.content.value;
    expect(snippet).toMatch(/^….*<mark>valve<\/mark>.*…$/);
    expect(snippet!.split(' ').length).toBeLessThanOrEqual(12);
  });

  it('page 20 at a time and count every distinct result', async () => {
    const many = SearchEngine.fromRecords(
      page('/docs/z', 'Guides', 'Many', Array.from({length: 45}, (_, i) => `<h2 id="s${i}">Spoke ${i}</h2><p>spoke tension ${i}</p>`).join('')),
    );
    const first = await many.search('spoke', {hitsPerPage: 20});
    const third = await many.search('spoke', {hitsPerPage: 20, page: 2});
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
  it('honours hitsPerPage, page, facetFilters and the snippet length of a DocSearch request', async () => {
    const answer = await answerRequest(engine, {
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

describe('index loading in slices', () => {
  const options = {fields: ['title', 'headings', 'content'], ...SECTION_INDEX_OPTIONS};
  const plain = (m: MiniSearch) => {
    const {index: terms, ...rest} = m.toJSON();
    return {...rest, index: Object.fromEntries(terms)};
  };

  it('gives exactly the MiniSearch that loading in one go gives, giving the browser its turn between slices', async () => {
    const {index} = buildSearchIndex(records, SECTION_INDEX_OPTIONS);
    let turns = 0;
    const sliced = await loadMiniSearchInSlices(index, options, 0, async () => {
      turns++;
    });
    expect(plain(sliced)).toEqual(plain(MiniSearch.loadJS(miniSearchJson(index), options)));
    expect(turns).toBe(index.mini.postings.length);
  });

  it('refuses a damaged file', async () => {
    const {index} = buildSearchIndex(records, SECTION_INDEX_OPTIONS);
    const damaged = {...index, mini: {...index.mini, postings: index.mini.postings.map(() => encodeNumbers([(index.sections.length + 5) * 2]))}};
    await expect(loadMiniSearchInSlices(damaged, options)).rejects.toThrow(/damaged/);
  });
});

describe('the index tokenizer', () => {
  it('reads an underscore in page text as a space: a file name in Sources is words, not one term a word reaches by prefix', async () => {
    const cooler = SearchEngine.fromRecords([
      ...page('/docs/tech/oil_cooler_connections', 'Tech Database', 'Oil Cooler Connections', '<p>Notes, docs/tech/oil_cooler_connections.md.</p>'),
      ...page('/docs/tech/oil_capacity', 'Tech Database', 'Oil Capacity', '<p>How much oil the engine holds.</p>'),
    ]);
    const titles = (await cooler.search('oil')).hits.map((h) => h._highlightResult.hierarchy.lvl1?.value);
    expect(titles).toContain('<mark>Oil</mark> Cooler Connections');
    expect((await cooler.search('connections')).hits[0]?.url_without_anchor).toBe('/docs/tech/oil_cooler_connections');
  });
});
