// Builds the local search index. After a build, from the rendered pages: the same records a DocSearch
// crawler would make, indexed by section into /search-index.json, with each page's text in a fragment under
// /search-fragments/<content hash>/ for snippets. Under the development server (`npm start`), which renders
// no pages to read, from the Markdown sources it serves, written to a folder the dev server serves at the
// site root, and written again whenever a doc or data table changes. Both carry the data tables that direct
// answers are read from (src/search/answers.ts).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from '../search/extractRecords';
import {SECTION_INDEX_OPTIONS} from '../search/engine';
import {buildSearchIndex} from '../search/searchIndex';
import type {DocSearchRecord} from '../search/types';
import {answerTable, type AnswerTable} from '../search/answers';
import {loadAllTables} from './data-tables';
import {SEARCH_FRAGMENTS_DIR, SEARCH_INDEX_FILE} from '../lib/searchFiles';

/** Routes a reader searches: guides, manuals, the Tech Database and About; not tag or category lists. */
export function isSearchableRoute(route: string): boolean {
  return /^\/docs\/(guides|manuals|tech)(\/|$)/.test(route) || /^\/about\/?$/.test(route);
}

export async function buildRecords(outDir: string, routes: string[]): Promise<DocSearchRecord[]> {
  const records: DocSearchRecord[] = [];
  for (const route of [...new Set(routes)].filter(isSearchableRoute).sort()) {
    const file = path.join(outDir, route, 'index.html');
    const html = await fs.readFile(file, 'utf8').catch(() => null);
    if (html === null) continue;
    records.push(...extractRecords(html, route));
  }
  return records;
}

/**
 * The data tables direct answers come from: every table with a quantity column that a page shows with
 * <SpecTable>, linked to that page and the heading above the table.
 */
export async function buildAnswerTables(siteDir: string): Promise<AnswerTable[]> {
  const {tablePages} = await import('../search/sourceRecords');
  const pages = tablePages(path.join(siteDir, 'docs'));
  return loadAllTables(siteDir).flatMap(({id, table}) => {
    const url = pages.get(id);
    const answer = url ? answerTable(table, url) : null;
    return answer ? [answer] : [];
  });
}

/** Writes the index file and its fragments into `outDir`. */
export async function writeSearchIndex(outDir: string, records: DocSearchRecord[], answers: AnswerTable[] = []): Promise<void> {
  if (!records.length) throw new Error('Search index is empty: no searchable pages were rendered');
  // Fragment names change with the content, so an index saved on a device never reads the text of another
  // build: its sections would not line up.
  const hash = crypto.createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 10);
  const fragmentsPath = `${SEARCH_FRAGMENTS_DIR}/${hash}`;
  const {index, fragments} = buildSearchIndex(records, SECTION_INDEX_OPTIONS, fragmentsPath, answers);
  await fs.mkdir(path.join(outDir, fragmentsPath), {recursive: true});
  await Promise.all(fragments.map((fragment, page) => fs.writeFile(path.join(outDir, fragmentsPath, `${page}.json`), JSON.stringify(fragment))));
  // Written last and in one rename, so a request never reads a half-written index.
  const file = path.join(outDir, SEARCH_INDEX_FILE);
  const tmp = `${file}.${crypto.randomUUID()}.tmp`;
  await fs.writeFile(tmp, JSON.stringify(index));
  await fs.rename(tmp, file);
}

/**
 * Development rebuilds run one after another, in the order they were asked for: two saves close together start two
 * reloads, and overlapping writes raced on the fragments folder and the index file (the later rename found no file,
 * and the newer index was lost).
 */
let devWrites: Promise<unknown> = Promise.resolve();

/** The development index: every searchable doc read from its source. */
export function writeDevSearchIndex(siteDir: string, outDir: string): Promise<number> {
  const write = devWrites.then(() => writeDevSearchIndexNow(siteDir, outDir));
  devWrites = write.catch(() => undefined);
  return write;
}

async function writeDevSearchIndexNow(siteDir: string, outDir: string): Promise<number> {
  const {recordsFromDocs} = await import('../search/sourceRecords');
  const records = recordsFromDocs(path.join(siteDir, 'docs'), [
    {file: path.join(siteDir, 'src/pages/about.md'), route: '/about', category: 'About'},
  ]).filter((r) => isSearchableRoute(r.url_without_anchor));
  // Fragments of earlier versions go; the newest index names only its own.
  await fs.rm(path.join(outDir, SEARCH_FRAGMENTS_DIR), {recursive: true, force: true});
  await writeSearchIndex(outDir, records, await buildAnswerTables(siteDir));
  return new Set(records.map((r) => r.url_without_anchor)).size;
}

export default function searchIndexPlugin(context: LoadContext): Plugin {
  const dev = process.env.NODE_ENV !== 'production';
  const devDir = path.join(context.generatedFilesDir, 'pitbase-search');
  return {
    name: 'pitbase-search-index',
    getPathsToWatch() {
      return dev
        ? [
            path.join(context.siteDir, 'docs/**/*.{md,mdx}'),
            path.join(context.siteDir, 'docs/**/_category_.json'),
            path.join(context.siteDir, 'src/pages/about.md'),
            path.join(context.siteDir, 'data/tables/*.yaml'),
          ]
        : [];
    },
    async loadContent() {
      // Runs when the dev server starts and again whenever a watched doc changes.
      if (dev) await writeDevSearchIndex(context.siteDir, devDir);
    },
    configureWebpack(_config, isServer) {
      if (isServer || !dev) return {};
      // Served beside the static folder; not watched, so a new index does not reload the page being read.
      return {devServer: {static: [{directory: devDir, publicPath: context.baseUrl, watch: false}]}} as never;
    },
    async postBuild({outDir, routesPaths}) {
      await writeSearchIndex(outDir, await buildRecords(outDir, routesPaths), await buildAnswerTables(context.siteDir));
    },
  };
}
