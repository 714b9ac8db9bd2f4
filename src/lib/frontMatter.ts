// What a doc page's front matter may hold (CONTRIBUTING.md): the docs plugin (src/plugins/docs.ts) checks every
// page against it while the site loads, so a page with a wrong or misspelt key fails the build, not only a test.
// Tags are checked against docs/tags.yml by Docusaurus itself (onInlineTags: 'throw').
import * as z from 'zod';
import {invalidFile, issueLine} from './validation';

export const frontMatterSchema = z
  .object({
    title: z.string().min(3),
    description: z.string().min(20).max(160),
    tags: z.array(z.string()).min(1).optional(),
    sidebar_position: z.number().optional(),
    sidebar_label: z.string().optional(),
    // The words owners search with that the page's text does not use (symptoms, slang, other names for a
    // part). Docusaurus writes them into <meta name="keywords">; the search index reads them from there.
    keywords: z.array(z.string().min(2).max(60)).min(1).max(10).optional(),
  })
  .strict();

/** Throws one error naming every page whose front matter breaks the schema, with each problem. */
export function checkFrontMatter(pages: {file: string; frontMatter: unknown}[]): void {
  const errors = pages.flatMap(({file, frontMatter}) => {
    const result = frontMatterSchema.safeParse(frontMatter);
    return result.success
      ? []
      : [
          invalidFile(
            file,
            'valid front matter',
            result.error.issues.map((i) => issueLine(frontMatter, i)),
          ).message,
        ];
  });
  if (errors.length) throw new Error(errors.join('\n'));
}
