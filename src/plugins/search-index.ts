// Builds the local search index from the rendered pages after the site is built: the same records a
// DocSearch crawler would make, indexed by section into /search-index.json, with each page's text in a
// fragment under /search-fragments/<content hash>/ for snippets.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from '../search/extractRecords';
import {SECTION_INDEX_OPTIONS} from '../search/engine';
import {buildSearchIndex} from '../search/searchIndex';
import type {DocSearchRecord} from '../search/types';

export const SEARCH_INDEX_FILE = 'search-index.json';
export const SEARCH_FRAGMENTS_DIR = 'search-fragments';

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

export default function searchIndexPlugin(_context: LoadContext): Plugin {
  return {
    name: 'pitbase-search-index',
    async postBuild({outDir, routesPaths}) {
      const records = await buildRecords(outDir, routesPaths);
      if (!records.length) throw new Error('Search index is empty: no searchable pages were rendered');
      // Fragment names change with the content, so an index saved on a device never reads the text of
      // another build: its sections would not line up.
      const hash = crypto.createHash('sha256').update(JSON.stringify(records)).digest('hex').slice(0, 10);
      const fragmentsPath = `${SEARCH_FRAGMENTS_DIR}/${hash}`;
      const {index, fragments} = buildSearchIndex(records, SECTION_INDEX_OPTIONS, fragmentsPath);
      await fs.mkdir(path.join(outDir, fragmentsPath), {recursive: true});
      await Promise.all(
        fragments.map((fragment, page) => fs.writeFile(path.join(outDir, fragmentsPath, `${page}.json`), JSON.stringify(fragment))),
      );
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(index));
    },
  };
}
