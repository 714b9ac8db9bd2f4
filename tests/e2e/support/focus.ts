import type {Page} from 'playwright-core';

/**
 * Where keyboard focus is while a modal <dialog> is open: in the dialog, on the page behind it, or with the
 * browser's own controls. A modal dialog makes the page inert, and Tab from its last control moves on to the
 * browser (document.activeElement is then the body) and from there back to the dialog's first control; it never
 * reaches the page.
 */
export function focusPlace(page: Page): Promise<'dialog' | 'browser' | 'page'> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (el?.closest('dialog[open], [role="dialog"]')) return 'dialog';
    return !el || el === document.body ? 'browser' : 'page';
  });
}

/** Presses Tab (or Shift+Tab) `times` times and returns where focus was after each press. */
export async function tabPlaces(page: Page, times: number, key = 'Tab'): Promise<string[]> {
  const places: string[] = [];
  for (let i = 0; i < times; i++) {
    await page.keyboard.press(key);
    places.push(await focusPlace(page));
  }
  return places;
}
