// Work the search engine does once instead of at every query (issue 23: query p95 under 5 ms). Each helper is
// checked against the plain computation it stands in for, over the site's own texts and tables, so a cache that
// ever answered differently from the uncached path fails here.
import fs from 'node:fs';
import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {paragraphOf, textWords, wordSpans, type WordSpans} from '../../src/search/highlight';
import {answerTerms, processTerm, WORD} from '../../src/search/queryPlan';
import {answerTable, holds, prepareAnswers, rowsHoldingSome} from '../../src/search/answers';
import {loadAllTables} from '../../src/plugins/data-tables';
import type {Fragment} from '../../src/search/searchIndex';

/** Paragraphs of the site's docs (their Markdown source, cut at blank lines): real wording, apostrophes, codes. */
function docParagraphs(): string[] {
  const files = (fs.readdirSync('docs', {recursive: true}) as string[]).filter((f) => /\.mdx?$/.test(f)).sort();
  return files.flatMap((f) =>
    fs
      .readFileSync(path.join('docs', f), 'utf8')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter(Boolean),
  );
}
const paragraphs = docParagraphs();

/** Word spans worked out from scratch, as highlight.ts did at every query before textWords. */
function plainWordSpans(text: string, matched: Set<string>): WordSpans {
  const spans: WordSpans['spans'] = [];
  let hits = 0;
  for (const m of text.matchAll(WORD)) {
    const processed = processTerm(m[0]);
    const hit = processed !== null && matched.has(processed);
    if (hit) hits++;
    spans.push({start: m.index, end: m.index + m[0].length, hit});
  }
  return {spans, hits};
}

/** A few terms of a text to look for: every seventh word's, and a term no text holds. */
function someTerms(text: string): Set<string> {
  const words = text.match(WORD) ?? [];
  return new Set([...words.filter((_, i) => i % 7 === 3).map((w) => processTerm(w) ?? w), 'zzzznotaterm']);
}

describe('text words, worked out once per text', () => {
  it('are found in the docs', () => {
    expect(paragraphs.length).toBeGreaterThan(2000);
  });

  it('give the same word spans and hits as the plain computation, asked for twice', () => {
    const odd = ["Won't start: the 1P52FMH's CDI <b>&</b> 10 mm nut", 'café — naïve “quotes” pit-bike_x', '', '   '];
    // Every fourth paragraph keeps the test quick on a busy machine; compared as JSON, quicker than toEqual.
    for (const text of [...paragraphs.filter((_, i) => i % 4 === 0), ...odd]) {
      const matched = someTerms(text);
      const expected = JSON.stringify(plainWordSpans(text, matched));
      expect(JSON.stringify(wordSpans(text, matched))).toBe(expected);
      expect(JSON.stringify(wordSpans(text, matched))).toBe(expected);
      const terms = (text.match(WORD) ?? []).map((w) => processTerm(w)).filter((t) => t !== null);
      expect([...textWords(text).terms].sort()).toEqual([...new Set(terms)].sort());
    }
  }, 60_000);

  it("choose the same paragraph of a section as checking each paragraph's words in turn", () => {
    // Sections of three paragraphs from consecutive doc paragraphs; matched terms from the third, or none held.
    const fragment: Fragment = paragraphs.slice(0, 900).map((text, i) => [Math.floor(i / 3), text]);
    for (let section = 0; section < 300; section++) {
      for (const matched of [someTerms(paragraphs[section * 3 + 2]!), new Set(['zzzznotaterm'])]) {
        for (const orFirst of [false, true]) {
          let expected: {text: string; found: WordSpans} | null = null;
          let first: {text: string; found: WordSpans} | null = null;
          for (const [s, text] of fragment) {
            if (s !== section) continue;
            const found = plainWordSpans(text, matched);
            if (found.hits) {
              expected = {text, found};
              break;
            }
            first ??= {text, found};
          }
          if (!expected && orFirst) expected = first;
          expect(paragraphOf(fragment, section, matched, orFirst)).toEqual(expected);
        }
      }
    }
  }, 60_000);
});

describe('data table rows, looked up by term', () => {
  const tables = prepareAnswers(
    loadAllTables('.').flatMap(({table}) => answerTable(table, '/docs/x') ?? []),
    answerTerms,
  );

  it('are read from the data tables', () => {
    expect(tables.length).toBeGreaterThan(30);
  });

  it('are the rows whose label holds a query term, as trying every row finds them, codes with a letter more or less', () => {
    // Query terms: each table's own row terms, each code also with a trailing letter added and taken off, every
    // tenth term of the other tables, and a word no row holds; asked one at a time and beside another term.
    const variants = (t: string) => [t, ...(/\d$/.test(t) ? [`${t}f`] : []), ...(/\d[a-z]$/.test(t) ? [t.slice(0, -1)] : [])];
    const everyTable = [...new Set(tables.flatMap(({rowTerms}) => rowTerms.flatMap((row) => [...row].flatMap(variants))))];
    const others = ['zzzznotaterm', ...everyTable.filter((_, i) => i % 10 === 0)];
    let found = 0;
    for (const prepared of tables) {
      const plain = (query: string[]) => prepared.table.r.map((_, r) => r).filter((r) => query.some((t) => holds(prepared.rowTerms[r]!, t)));
      const terms = [...new Set([...prepared.rowTerms.flatMap((row) => [...row].flatMap(variants)), ...others])];
      terms.forEach((t, i) => {
        for (const query of [[t], [t, terms[(i * 7) % terms.length]!]]) {
          const expected = plain(query);
          found += expected.length;
          expect(rowsHoldingSome(prepared, query)).toEqual(expected);
        }
      });
    }
    expect(found).toBeGreaterThan(1000);
  }, 60_000);
});
