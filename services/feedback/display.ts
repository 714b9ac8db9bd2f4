/**
 * Visitor text made safe for the maintainer's terminal and spreadsheet. Control characters (C0, DEL, C1,
 * which carry escape sequences: clear screen, OSC 52 clipboard writes, OSC 8 links, title changes, a bare CR
 * that overprints a line) and the invisible bidi and line-separator characters (which reorder or hide text)
 * are shown as \x1b or \u202e instead of acting.
 */
const UNSAFE = /[\p{Cc}\u061c\u200e\u200f\u2028\u2029\u202a-\u202e\u2066-\u2069]/gu;

const escape = (c: string) => {
  const code = c.charCodeAt(0);
  return code <= 0xff ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`;
};

/** `value` with every unsafe character escaped; `keep` lists characters left as they are (a message's \n). */
export function visible(value: unknown, keep = ''): string {
  const s = value === undefined || value === null ? '' : String(value);
  return s.replace(UNSAFE, (c) => (keep.includes(c) ? c : escape(c)));
}

/** One CSV cell: escaped like the terminal, never read as a formula, quoted when it holds a separator. */
export function csvCell(value: unknown): string {
  const s = visible(value, '\n\t');
  // A leading =, +, - or @ (or a tab) would run as a formula in a spreadsheet.
  const safe = /^[=+\-@\t]/.test(s) ? `'${s}` : s;
  // Some spreadsheets split on ; or tab as well as on a comma.
  return /[",;\t\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
