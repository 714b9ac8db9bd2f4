// Every published page against the content plan and CONTENT-GUIDE.md's rules for structure.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {describe, expect, it} from 'vitest';
import {docRoutes} from '../support/siteRoutes';
import {plan} from '../support/plan';
import {frontMatterSchema} from '../../src/lib/frontMatter';
import {issueLine} from '../../src/lib/validation';

const allowedTags = new Set(Object.keys(YAML.parse(fs.readFileSync('docs/tags.yml', 'utf8'))));

function split(file: string): {fm: Record<string, unknown>; body: string} {
  const text = fs.readFileSync(file, 'utf8');
  const m = text.match(/^---\n([\s\S]*?)\n---\n/);
  if (!m) throw new Error(`${file} has no front matter`);
  return {fm: YAML.parse(m[1]!) ?? {}, body: text.slice(m[0].length)};
}

/** Lines outside fenced code blocks. */
function proseLines(body: string): string[] {
  let fenced = false;
  return body.split('\n').filter((line) => {
    if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
    return !fenced;
  });
}

const docs = docRoutes();
const articles = docs.filter((d) => !/(^|\/)index\.mdx?$/.test(d.file));

describe.each(docs)('$file', ({file}) => {
  const {fm, body} = split(file);

  it('has a valid front matter', () => {
    const r = frontMatterSchema.safeParse(fm);
    expect(r.success ? [] : r.error.issues.map((i) => issueLine(fm, i))).toEqual([]);
  });

  it('uses only tags from docs/tags.yml', () => {
    const tags = (fm.tags as string[] | undefined) ?? [];
    expect(tags.filter((t) => !allowedTags.has(t))).toEqual([]);
  });

  it('uses only ## and ### headings, each unique', () => {
    const headings = proseLines(body).filter((l) => /^#{1,6}\s/.test(l));
    expect(headings.filter((h) => !/^#{2,3}\s/.test(h))).toEqual([]);
    const texts = headings.map((h) =>
      h
        .replace(/^#+\s*/, '')
        .replace(/\s*\{#[^}]+\}$/, '')
        .toLowerCase(),
    );
    expect(texts.filter((t, i) => texts.indexOf(t) !== i)).toEqual([]);
  });

  it('has no placeholder or filler text', () => {
    const prose = proseLines(body).join('\n');
    expect(prose).not.toMatch(/\b(TODO|TBD|FIXME|lorem ipsum|coming soon|in this article we will)\b/i);
  });
});

describe.each(articles)('$route', ({file, route}) => {
  const {fm, body} = split(file);
  const planned = plan.pages.find((p) => `/docs/${p.dir}/${p.slug}` === route);

  it('is a page of the content plan, with its title and tags', () => {
    expect(planned, `${file} is not in the content plan`).toBeDefined();
    expect(fm.title).toBe(planned!.title);
    expect([...((fm.tags as string[]) ?? [])].sort()).toEqual([...planned!.tags].sort());
  });

  it('ends with at least two related links to other pages', () => {
    const related = body.split(/^## Related\s*$/m)[1] ?? '';
    const links = [...related.matchAll(/\]\(([^)]+)\)/g)].map((m) => m[1]);
    expect(links.length).toBeGreaterThanOrEqual(2);
    expect(links.every((l) => !l!.startsWith('http'))).toBe(true);
  });

  it('links other docs by file path so the build checks them', () => {
    const docLinks = [...body.matchAll(/\]\((\/docs\/[^)]+)\)/g)].map((m) => m[1]);
    expect(docLinks.filter((l) => !l!.startsWith('/docs/category/') && !l!.startsWith('/docs/tags'))).toEqual([]);
  });

  it('imports only from the site itself', () => {
    const imports = [...body.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.filter((i) => !i!.startsWith('@site/'))).toEqual([]);
  });
});

describe('the docs tree', () => {
  it('holds the three section indexes and the /docs landing page', () => {
    for (const f of ['docs/index.md', 'docs/guides/index.md', 'docs/manuals/index.md', 'docs/tech/index.md']) {
      expect(fs.existsSync(f), f).toBe(true);
    }
  });

  it('has no stray files', () => {
    const walk = (d: string): string[] =>
      fs.readdirSync(d, {withFileTypes: true}).flatMap((e) => (e.isDirectory() ? walk(path.join(d, e.name)) : [path.join(d, e.name)]));
    const stray = walk('docs').filter((f) => !/\.(mdx?|json|yml)$/.test(f));
    expect(stray).toEqual([]);
  });
});
