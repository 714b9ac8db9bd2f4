// The text of a `sources` entry in data/ (tables, netlists, parts): a public document a reader can look up.
// A PitBase page is not a source; cite the public document that page relies on instead.
import * as z from 'zod';

export const sourceText = z
  .string()
  .min(10)
  .refine((t) => !/\bpit\s?base\b/i.test(t), 'a source is a public document, not a PitBase page; cite the document that page relies on');
