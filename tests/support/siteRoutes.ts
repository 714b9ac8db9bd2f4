// The routes the site must serve, derived from docs/ and docs/tags.yml rather than listed by hand.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import {CATEGORIES, categoryPath, isPopulated} from '../../src/lib/categories';

function walk(dir: string): string[] {
  return fs.readdirSync(dir, {withFileTypes: true}).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? walk(p) : [p];
  });
}

/** Every doc file with the route Docusaurus gives it. */
export function docRoutes(root = 'docs'): {file: string; route: string}[] {
  return walk(root)
    .filter((f) => /\.mdx?$/.test(f))
    .map((file) => {
      const rel = path.relative(root, file).replace(/\.mdx?$/, '');
      const route = rel === 'index' ? '/docs/' : rel.endsWith('/index') ? `/docs/${rel.slice(0, -'index'.length)}` : `/docs/${rel}`;
      return {file, route};
    })
    .sort((a, b) => a.route.localeCompare(b.route));
}

/** lodash-style kebab case, as Docusaurus makes tag permalinks: "1P60FMJ" -> "1-p-60-fmj". */
export function tagSlug(key: string): string {
  return key
    .replace(/([a-z])([A-Z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .replace(/(\d)([A-Za-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .toLowerCase();
}

export function tagKeys(file = 'docs/tags.yml'): string[] {
  return Object.keys(YAML.parse(fs.readFileSync(file, 'utf8')) ?? {});
}

/** Categories that have at least one page, which is when Docusaurus creates their index route. */
export function populatedCategoryRoutes(): string[] {
  return CATEGORIES.filter((c) => isPopulated(c)).map(categoryPath);
}

/** Tags that at least one doc uses: Docusaurus makes a page for each of those. */
export function usedTagKeys(): string[] {
  const used = new Set<string>();
  for (const {file} of docRoutes()) {
    const fm = fs.readFileSync(file, 'utf8').match(/^---\n([\s\S]*?)\n---/)?.[1];
    const tags = fm ? (YAML.parse(fm)?.tags as string[] | undefined) : undefined;
    for (const t of tags ?? []) used.add(t);
  }
  return tagKeys().filter((k) => used.has(k));
}

export const FIXED_ROUTES = ['/', '/about', '/docs/tags'];
