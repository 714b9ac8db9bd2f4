/** Query rules shared by the search box, the search page and the engine; kept apart so pages that only
 * need the cap do not load the engine. */
export const MAX_QUERY_LENGTH = 64;

/** Trims, drops control characters and caps a raw query the way the search box does. */
export function cleanQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  // Control characters and bidi overrides are dropped; letters of any script, RTL included, stay.
  return Array.from(
    raw
      .replace(/\p{Cc}/gu, ' ')
      .replace(/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
    .slice(0, MAX_QUERY_LENGTH)
    .join('')
    .trim();
}
