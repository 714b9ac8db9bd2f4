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

/** A text's words, where each one is, and the term each stands for (null for a stop word). */
export interface TextWords {
  words: {start: number; end: number; term: string | null}[];
  /** every term of the text, to tell at once whether it holds a matched word */
  terms: Set<string>;
}

// Finding and stemming the words of the headings and paragraphs a hit shows was a fifth of the query time, and
// the same texts come back query after query: each text's words are worked out once. The bound keeps memory
// flat over a long session (a text is about a paragraph; the whole site has some thousands of them).
const textWordsCache = new Map<string, TextWords>();
const TEXT_WORDS_MAX = 20_000;

/** The words of a text and their terms (see TextWords), as the index's processTerm sees them; cached by text. */
export function textWords(text: string): TextWords {
  const cached = textWordsCache.get(text);
  if (cached) return cached;
  const words: TextWords['words'] = [];
  const terms = new Set<string>();
  for (const m of text.matchAll(WORD)) {
    const term = processTerm(m[0]);
    if (term !== null) terms.add(term);
    const start = m.index ?? 0;
    words.push({start, end: start + m[0].length, term});
  }
  if (textWordsCache.size >= TEXT_WORDS_MAX) textWordsCache.clear();
  const value = {words, terms};
  textWordsCache.set(text, value);
  return value;
}

/** Whether a text holds any of the matched words. */
function holdsMatched({terms}: TextWords, matched: Set<string>): boolean {
  for (const term of matched) if (terms.has(term)) return true;
  return false;
}

export function wordSpans(text: string, matched: Set<string>): WordSpans {
  let hits = 0;
  const spans = textWords(text).words.map(({start, end, term}) => {
    const hit = term !== null && matched.has(term);
    if (hit) hits++;
    return {start, end, hit};
  });
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
  let first: string | null = null;
  for (const [s, text] of fragment) {
    if (s !== section) continue;
    if (holdsMatched(textWords(text), matched)) return {text, found: wordSpans(text, matched)};
    first ??= text;
  }
  return orFirst && first !== null ? {text: first, found: wordSpans(first, matched)} : null;
}
