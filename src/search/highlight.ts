/**
 * Highlights and snippets: the matched words of a hit in <mark>, in its headings and in the paragraph it
 * shows, and the snippet of that paragraph around its first matched word, in the shape DocSearch renders.
 */
import {processTerm, stem, WORD} from './queryPlan';
import type {WordResults} from './miniSearchAdapter';
import type {Fragment} from './searchIndex';
import type {HighlightValue} from './types';

/**
 * Hit values are rendered as HTML (DocSearch uses innerHTML for highlights) and, for group titles, as
 * text with the marks stripped. Escaping only the angle brackets makes them inert markup in the first
 * case and keeps "&" readable in the second.
 */
const ANGLE = /[<>]/;

export function escapeHtml(text: string): string {
  if (!ANGLE.test(text)) return text;
  return text.replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** The words of a text, each with whether it is one of the matched words. */
export interface WordSpans {
  spans: {start: number; end: number; hit: boolean}[];
  hits: number;
}

function wordSpans(text: string, matched: Set<string>): WordSpans {
  const spans: WordSpans['spans'] = [];
  let hits = 0;
  for (const m of text.matchAll(WORD)) {
    const processed = processTerm(m[0]);
    const hit = processed !== null && matched.has(processed);
    if (hit) hits++;
    const start = m.index ?? 0;
    spans.push({start, end: start + m[0].length, hit});
  }
  return {spans, hits};
}

export function noHighlight(): HighlightValue {
  return {value: '', matchLevel: 'none', matchedWords: []};
}

/** The text from `from` to `to` with its matched words in <mark>, escaped. */
function markSpans(text: string, {spans}: WordSpans, from: number, to: number): HighlightValue {
  let html = '';
  let last = from;
  const matchedWords: string[] = [];
  for (const span of spans) {
    if (span.start < from || span.end > to) continue;
    if (!span.hit) continue;
    const word = text.slice(span.start, span.end);
    html += `${escapeHtml(text.slice(last, span.start))}<mark>${escapeHtml(word)}</mark>`;
    matchedWords.push(word);
    last = span.end;
  }
  html += escapeHtml(text.slice(last, to));
  return {value: html, matchLevel: matchedWords.length ? 'partial' : 'none', matchedWords};
}

export function highlight(text: string | null, matched: Set<string>): HighlightValue {
  if (!text) return noHighlight();
  return markSpans(text, wordSpans(text, matched), 0, text.length);
}

/**
 * A paragraph's highlight, and its snippet: `around` words either side of the first matched word (the first
 * `around` times two words when none is matched), with an ellipsis where the paragraph goes on. A short
 * paragraph is its own snippet.
 */
export function highlightAndSnippet(text: string, found: WordSpans, around: number): {whole: HighlightValue; snippet: HighlightValue} {
  const whole = markSpans(text, found, 0, text.length);
  const {spans} = found;
  const first = spans.findIndex((span) => span.hit);
  if (spans.length <= around * 2 + 1) return {whole, snippet: whole};
  // A paragraph without a matched word (a section found by its page's keywords) is cut from its start.
  const startIndex = Math.max(0, first - around);
  const start = spans[startIndex]!.start;
  const end = spans[Math.min(spans.length - 1, startIndex + around * 2)]!.end;
  const inner = markSpans(text, found, start, end);
  return {
    whole,
    snippet: {...inner, value: `${start > 0 ? '…' : ''}${inner.value}${end < text.length ? '…' : ''}`},
  };
}

/** The words to mark in a hit: the matched terms, and the parts of a matched phrase ("ignition_box"). */
export function matchedWords(words: WordResults[], shortId: number): Set<string> {
  const matched = new Set<string>();
  for (const word of words)
    for (const term in word.get(shortId)?.match) {
      matched.add(term);
      if (term.includes('_')) for (const part of term.split('_')) matched.add(stem(part));
    }
  return matched;
}

/**
 * The paragraph a hit shows: the section's first one holding a matched word, if its fragment is at hand; with
 * `orFirst`, when none holds one, the section's first paragraph (a section found by words it does not show).
 */
export function paragraphOf(
  fragment: Fragment | null,
  section: number,
  matched: Set<string>,
  orFirst = false,
): {text: string; found: WordSpans} | null {
  if (!fragment) return null;
  let first: {text: string; found: WordSpans} | null = null;
  for (const [s, text] of fragment) {
    if (s !== section) continue;
    const found = wordSpans(text, matched);
    if (found.hits) return {text, found};
    first ??= {text, found};
  }
  return orFirst ? first : null;
}
