// The development server's index is read from the Markdown sources: the records must match what the build
// reads from rendered pages (title, sections with Docusaurus's anchors, paragraphs, list items, table rows).
import {describe, expect, it} from 'vitest';
import {recordsFromSource} from '../../src/search/sourceRecords';
import {SearchEngine} from '../../src/search/engine';

const SOURCE = `---
title: Pit Bike Won't Start
description: A test page.
keywords: [bike just sputters, dead on the kick]
---

import SpecTable from '@site/src/components/SpecTable';

Check fuel, spark and air, in that order.

<SpecTable data={x} />

## No spark at the plug {#no-spark}

- Test the kill switch
- Unplug the CDI

:::tip

Use a spark tester.

:::

## Fuel and air

| Part | Check |
| --- | --- |
| Tap | On |

## Related

- Another page title
`;

describe('records from a doc source', () => {
  const records = recordsFromSource(SOURCE, '/docs/guides/x/wont_start', 'Maintenance & Repair');

  it('names the page by its front matter title and its category', () => {
    expect(records[0]).toMatchObject({
      type: 'lvl1',
      url: '/docs/guides/x/wont_start',
      hierarchy: {lvl0: 'Maintenance & Repair', lvl1: "Pit Bike Won't Start"},
    });
  });

  it('anchors sections by an explicit id or by the Docusaurus slug of the heading', () => {
    const urls = [...new Set(records.map((r) => r.url))];
    expect(urls).toEqual(['/docs/guides/x/wont_start', '/docs/guides/x/wont_start#no-spark', '/docs/guides/x/wont_start#fuel-and-air']);
  });

  it('keeps paragraphs, list items, admonition text and table rows, and leaves out imports, components and Related', () => {
    const contents = records.filter((r) => r.type === 'content').map((r) => r.content);
    expect(contents).toEqual([
      'Check fuel, spark and air, in that order.',
      'Test the kill switch',
      'Unplug the CDI',
      'Use a spark tester.',
      'Part · Check',
      'Tap · On',
    ]);
  });

  it('gives an index the engine finds the page in', async () => {
    const engine = SearchEngine.fromRecords(records);
    const {hits} = await engine.search('kill switch');
    expect(hits[0]?.url).toBe('/docs/guides/x/wont_start#no-spark');
  });

  it('carries the front matter keywords on the title record, as the build reads them from the keywords meta tag', async () => {
    expect(records[0]?.keywords).toEqual(['bike just sputters', 'dead on the kick']);
    expect(records.slice(1).some((r) => r.keywords)).toBe(false);
    const {hits} = await SearchEngine.fromRecords(records).search('sputters');
    expect(hits[0]?.url).toBe('/docs/guides/x/wont_start');
    expect(hits[0]?._snippetResult.content.value).toBe('Check fuel, spark and air, in that order.');
  });

  it('throws on a source MDX cannot parse, so the caller can report the page', () => {
    expect(() => recordsFromSource('# Title\n\n<Broken\n', '/docs/x', 'X')).toThrow();
  });
});
