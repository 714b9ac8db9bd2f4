// The project's own content plan (content-plan/pages.json), read the same way by every content test.
import fs from 'node:fs';
import path from 'node:path';

export interface PlannedPage {
  section: string;
  folder: string;
  dir: string;
  slug: string;
  title: string;
  tags: string[];
  minWords: number;
}

const planFile = path.resolve(__dirname, '../../content-plan/pages.json');

export const plan = JSON.parse(fs.readFileSync(planFile, 'utf8')) as {tags: string[]; pages: PlannedPage[]};

/** Words of an article body as a reader sees them, counted like ../shared/tools/plan-check.mjs. */
export function renderedWords(html: string): number {
  const start = html.indexOf('theme-doc-markdown');
  if (start < 0) return 0;
  let end = html.indexOf('<footer', start);
  if (end < 0) end = html.indexOf('</article>', start);
  return html
    .slice(start, end < 0 ? undefined : end)
    .replace(/<(script|style|svg)[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .split(/\s+/)
    .filter((w) => /[A-Za-z0-9]/.test(w)).length;
}
