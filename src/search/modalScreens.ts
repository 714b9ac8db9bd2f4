/**
 * Two DocSearch 4.7 screens never appear on their own: a failed search is marked "error" and then,
 * in autocomplete's finally, "idle" again, so it reads as "No results"; and the "Try searching for"
 * suggestions are stored as an object where an array is read, so they are never listed. The search
 * client is wrapped to report each outcome (a failure answers with no results), and both screens are drawn into the modal's dropdown in
 * DocSearch's own markup, with the spec's texts.
 */
import {SEARCH_TEXTS} from './texts';
import type {DirectAnswer} from './answers';
import {withSearch} from './wrapSearch';

const FAILED_CLASS = 'pitbase-search-failed';
/** On the modal while the newest query waits for its answer: DocSearch would show "No results" meanwhile. */
export const PENDING_CLASS = 'pitbase-search-pending';
const EXTRA_ID = 'pitbase-search-extra';
/** Offered when the reader has not yet seen any results in this modal. */
export const DEFAULT_SUGGESTIONS = ['Engine oil', 'Clutch', 'Carburetor'];

export type SearchOutcome = {failed: true} | {failed: false; nbHits: number; groups: string[]; answer?: DirectAnswer | null};

type Client = {search: (input: never) => Promise<unknown>};
type Response = {results?: {nbHits?: number; hits?: {hierarchy?: {lvl0?: string | null}}[]; answer?: DirectAnswer | null}[]};

export function reportSearchOutcomes<T extends Client>(
  client: T,
  onOutcome: (outcome: SearchOutcome) => void,
  onPending: (pending: boolean) => void = () => undefined,
): T {
  const search = client.search.bind(client);
  // Answers can arrive out of order (an early keystroke waiting for page text); DocSearch shows only the
  // newest request's answer, so only that one is reported.
  let newest = 0;
  const wrapped = (input: never) => {
    const request = ++newest;
    onPending(true);
    return search(input).then(
      (response) => {
        if (request === newest) onPending(false);
        const results = (response as Response).results ?? [];
        const groups = [...new Set(results.flatMap((r) => (r.hits ?? []).map((h) => h.hierarchy?.lvl0 ?? '')))].filter(Boolean);
        const answer = results.find((r) => r.answer)?.answer ?? null;
        if (request === newest) onOutcome({failed: false, nbHits: results.reduce((n, r) => n + (r.nbHits ?? 0), 0), groups, answer});
        return response;
      },
      // Answering "nothing" instead of rethrowing keeps the failure out of the console as an
      // unhandled rejection; the error screen tells the reader what happened.
      () => {
        if (request === newest) onPending(false);
        if (request === newest) onOutcome({failed: true});
        return {results: []};
      },
    );
  };
  return withSearch(client, wrapped as typeof client.search);
}

function paragraph(className: string, text: string): HTMLParagraphElement {
  const p = document.createElement('p');
  p.className = className;
  p.textContent = text;
  return p;
}

/** Types a suggestion into DocSearch's input the way a keystroke would, so its own search runs. */
function prefill(container: HTMLElement, text: string) {
  const input = container.querySelector<HTMLInputElement>('.DocSearch-Input');
  if (!input) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(input, text);
  input.dispatchEvent(new Event('input', {bubbles: true}));
  input.focus();
}

/** Whether the modal already shows what the outcome calls for (nothing to draw counts as drawn). */
export function screensDrawn(container: HTMLElement | null, outcome: SearchOutcome): boolean {
  if (!container) return true;
  const extra = container.querySelector(`#${EXTRA_ID}`);
  if (outcome.failed) return !container.querySelector('.DocSearch-Dropdown') || !!extra?.classList.contains('DocSearch-ErrorScreen');
  if (outcome.nbHits > 0) return !extra && !container.classList.contains(FAILED_CLASS);
  const noResults = container.querySelector('.DocSearch-NoResults');
  return !noResults || !!noResults.querySelector('.DocSearch-NoResults-Prefill-List');
}

/**
 * Shows the error screen while searches fail, or the suggestions under "No results"; removes both
 * once a search succeeds with hits or the modal closes.
 */
export function updateModalScreens(container: HTMLElement | null, outcome: SearchOutcome | null, suggestions: string[]): void {
  if (!container) return;
  container.classList.toggle(FAILED_CLASS, outcome?.failed === true);
  container.querySelector(`#${EXTRA_ID}`)?.remove();
  if (!outcome) return;
  if (outcome.failed) {
    const dropdown = container.querySelector('.DocSearch-Dropdown');
    if (!dropdown) return;
    const screen = document.createElement('div');
    screen.id = EXTRA_ID;
    screen.className = 'DocSearch-ErrorScreen';
    screen.setAttribute('role', 'alert');
    screen.append(paragraph('DocSearch-Title', SEARCH_TEXTS.errorTitle), paragraph('DocSearch-Help', SEARCH_TEXTS.errorHelp));
    dropdown.append(screen);
    return;
  }
  const noResults = container.querySelector('.DocSearch-NoResults');
  if (outcome.nbHits > 0 || !noResults || noResults.querySelector('.DocSearch-NoResults-Prefill-List')) return;
  const list = document.createElement('div');
  list.id = EXTRA_ID;
  list.className = 'DocSearch-NoResults-Prefill-List';
  list.append(paragraph('DocSearch-Label', `${SEARCH_TEXTS.suggested}:`));
  const ul = document.createElement('ul');
  for (const suggestion of suggestions.slice(0, 3)) {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'DocSearch-Prefill';
    button.textContent = suggestion;
    button.addEventListener('click', () => prefill(container, suggestion));
    li.append(button);
    ul.append(li);
  }
  list.append(ul);
  const help = noResults.querySelector('.DocSearch-Help');
  if (help) noResults.insertBefore(list, help);
  else noResults.append(list);
}
