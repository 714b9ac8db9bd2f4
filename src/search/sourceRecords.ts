/**
 * Search records straight from the Markdown/MDX sources, for the development server, which renders no
 * HTML to read: the same record shape the build's extractRecords makes from rendered pages (a heading
 * per section, a record per paragraph, list item and table row), with heading anchors slugged as
 * Docusaurus slugs them. Components (<SpecTable>, partials) are left out; their text is in the build's index.
 */
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkMdx from 'remark-mdx';
import remarkGfm from 'remark-gfm';
import remarkFrontmatter from 'remark-frontmatter';
import remarkDirective from 'remark-directive';
import {toString} from 'mdast-util-to-string';
import YAML from 'yaml';
import {createSlugger} from '@docusaurus/utils';
import {pageKeywords, UNINDEXED_SECTIONS} from './extractRecords';
import type {DocSearchRecord, Hierarchy} from './types';

const MAX_CONTENT = 600;
const HEADING_ID = /\s*\{#([^}]+)\}\s*$/;

interface MdNode {
  type: string;
  depth?: number;
  value?: string;
  children?: MdNode[];
}

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

const parser = unified().use(remarkParse).use(remarkFrontmatter).use(remarkGfm).use(remarkDirective).use(remarkMdx);

/** A doc source's records, for the page at `route` in the section (sidebar category) `category`. */
export function recordsFromSource(source: string, route: string, category: string): DocSearchRecord[] {
  // Explicit heading ids ({#id}) are not MDX; they are read from the line and taken out before parsing.
  const ids = new Map<number, string>();
  const lines = source.replace(/<!--[\s\S]*?-->/g, '').split('\n');
  let inFence = false;
  lines.forEach((line, i) => {
    if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
    if (inFence || !/^#{1,6}\s/.test(line)) return;
    const m = HEADING_ID.exec(line);
    if (m) {
      ids.set(i + 1, m[1]!);
      lines[i] = line.replace(HEADING_ID, '');
    }
  });
  const tree = parser.parse(lines.join('\n')) as MdNode & {children: (MdNode & {position?: {start: {line: number}}})[]};
  let title = '';
  let keywords: string[] = [];
  const fm = tree.children.find((n) => n.type === 'yaml');
  if (fm?.value) {
    const data = YAML.parse(fm.value) as {title?: unknown; keywords?: unknown} | null;
    if (typeof data?.title === 'string') title = data.title;
    // As the build reads them from <meta name="keywords">, where Docusaurus joins them with commas.
    if (Array.isArray(data?.keywords)) keywords = pageKeywords(data.keywords.filter((k) => typeof k === 'string').join(','));
  }
  const slugger = createSlugger();
  const hierarchy: Hierarchy = {lvl0: category, lvl1: title || null, lvl2: null, lvl3: null, lvl4: null, lvl5: null, lvl6: null};
  let anchor: string | null = null;
  let skipping = false;
  const records: DocSearchRecord[] = [];
  const push = (type: DocSearchRecord['type'], content: string | null) => {
    records.push({
      objectID: `${route}-${records.length}`,
      url: anchor ? `${route}#${anchor}` : route,
      url_without_anchor: route,
      anchor,
      type,
      hierarchy: {...hierarchy},
      content,
      language: 'en',
      version: ['current'],
      docusaurus_tag: 'docs-default-current',
    });
  };
  if (title) push('lvl1', null);
  const text = (content: string) => {
    const t = clean(content);
    if (!t || skipping) return;
    push('content', t.length > MAX_CONTENT ? `${t.slice(0, MAX_CONTENT - 1)}…` : t);
  };
  const visit = (node: MdNode & {position?: {start: {line: number}}}) => {
    switch (node.type) {
      case 'heading': {
        const level = node.depth ?? 2;
        const headingText = clean(toString(node));
        if (!headingText) return;
        if (level === 1) {
          if (!title) {
            title = headingText;
            hierarchy.lvl1 = title;
            push('lvl1', null);
          }
          return;
        }
        if (level === 2) skipping = UNINDEXED_SECTIONS.has(headingText);
        const id = ids.get(node.position?.start.line ?? -1);
        const slug = id ?? slugger.slug(headingText);
        if (skipping) return;
        const key = `lvl${level}` as keyof Hierarchy;
        hierarchy[key] = headingText;
        for (let deeper = level + 1; deeper <= 6; deeper++) hierarchy[`lvl${deeper}` as keyof Hierarchy] = null;
        anchor = slug;
        push(key as DocSearchRecord['type'], null);
        return;
      }
      case 'paragraph':
        return text(toString(node));
      case 'listItem': {
        // The item's own text; nested lists are their own items.
        const own = (node.children ?? []).filter((c) => c.type !== 'list');
        text(own.map((c) => toString(c)).join(' '));
        for (const c of node.children ?? []) if (c.type === 'list') visit(c);
        return;
      }
      case 'tableRow':
        return text(
          (node.children ?? [])
            .map((cell) => clean(toString(cell)))
            .filter(Boolean)
            .join(' · '),
        );
      case 'code':
      case 'yaml':
      case 'mdxjsEsm':
      case 'mdxFlowExpression':
        return;
      default:
        for (const child of node.children ?? []) visit(child);
    }
  };
  for (const child of tree.children) visit(child);
  if (keywords.length && records[0]) records[0].keywords = keywords;
  return records;
}

/** The docs under `docsDir`, each with its route (below `routeBase`) and its sidebar category's label. */
export function listDocSources(docsDir: string, routeBase = '/docs'): {file: string; route: string; category: string}[] {
  const out: {file: string; route: string; category: string}[] = [];
  const walk = (dir: string, rel: string, category: string) => {
    let label = category;
    const categoryFile = path.join(dir, '_category_.json');
    if (fs.existsSync(categoryFile)) {
      const parsed = JSON.parse(fs.readFileSync(categoryFile, 'utf8')) as {label?: string};
      if (parsed.label) label = parsed.label;
    }
    for (const entry of fs.readdirSync(dir, {withFileTypes: true}).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name.startsWith('_') || entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(full, `${rel}/${entry.name}`, label);
      } else if (/\.mdx?$/.test(entry.name)) {
        const slug = entry.name.replace(/\.mdx?$/, '');
        const route = slug === 'index' ? `${routeBase}${rel}/` : `${routeBase}${rel}/${slug}`;
        out.push({file: full, route, category: label});
      }
    }
  };
  const top: Record<string, string> = {guides: 'Guides', manuals: 'Manuals', tech: 'Tech Database'};
  for (const entry of fs.readdirSync(docsDir, {withFileTypes: true})) {
    if (entry.isDirectory()) walk(path.join(docsDir, entry.name), `/${entry.name}`, top[entry.name] ?? entry.name);
  }
  return out;
}

/** Records of every doc; a page that cannot be parsed is reported and left out, and the rest still index. */
// Parsed pages by file, kept while the file is unchanged: the dev server re-indexes on every save, and only
// the saved page needs parsing again.
const parsed = new Map<string, {key: string; records: DocSearchRecord[]}>();

export function recordsFromDocs(
  docsDir: string,
  extra: {file: string; route: string; category: string}[] = [],
  warn: (message: string) => void = console.warn,
): DocSearchRecord[] {
  const records: DocSearchRecord[] = [];
  for (const doc of [...listDocSources(docsDir), ...extra.filter((d) => fs.existsSync(d.file))]) {
    try {
      const stat = fs.statSync(doc.file);
      const key = `${stat.mtimeMs}:${stat.size}:${doc.route}:${doc.category}`;
      let cached = parsed.get(doc.file);
      if (cached?.key !== key) {
        cached = {key, records: recordsFromSource(fs.readFileSync(doc.file, 'utf8'), doc.route, doc.category)};
        parsed.set(doc.file, cached);
      }
      records.push(...cached.records);
    } catch (error) {
      parsed.delete(doc.file);
      warn(`search index: ${path.relative(process.cwd(), doc.file)} left out (${(error as Error).message.split('\n')[0]})`);
    }
  }
  return records;
}

/**
 * Where each data table is shown: the page and the heading above its <SpecTable>, as "route#anchor" (the
 * route alone when the table opens the page). A table shown on several pages is linked where the Tech
 * Database shows it, else on the first page found. Keyed by the table's file name without ".yaml".
 */
export function tablePages(docsDir: string): Map<string, string> {
  const found = new Map<string, string>();
  const docs = listDocSources(docsDir).sort((a, b) => Number(!a.route.startsWith('/docs/tech/')) - Number(!b.route.startsWith('/docs/tech/')));
  for (const doc of docs) {
    const source = fs.readFileSync(doc.file, 'utf8');
    const imports = new Map<string, string>();
    for (const m of source.matchAll(/^import\s+(\w+)\s+from\s+['"]@site\/data\/tables\/([\w-]+)\.yaml['"]/gm)) imports.set(m[1]!, m[2]!);
    if (!imports.size) continue;
    const slugger = createSlugger();
    let anchor = '';
    let inFence = false;
    for (const line of source.split('\n')) {
      if (/^\s*(```|~~~)/.test(line)) inFence = !inFence;
      if (inFence) continue;
      const heading = /^(#{2,6})\s+(.*)$/.exec(line);
      if (heading) {
        const id = HEADING_ID.exec(heading[2]!);
        const text = clean(
          heading[2]!
            .replace(HEADING_ID, '')
            .replace(/[*_`]/g, '')
            .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1'),
        );
        anchor = id ? id[1]! : slugger.slug(text);
        continue;
      }
      for (const m of line.matchAll(/<SpecTable\b[^>]*\bdata=\{(\w+)\}/g)) {
        const name = imports.get(m[1]!);
        if (name && !found.has(name)) found.set(name, anchor ? `${doc.route}#${anchor}` : doc.route);
      }
    }
  }
  return found;
}
