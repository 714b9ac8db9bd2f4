// Builds the local search index from the rendered pages after the site is built: the same records a
// DocSearch crawler would make, packed into /search-index.json for the browser.
import fs from 'node:fs/promises';
import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {extractRecords} from '../search/extractRecords';
import {pack} from '../search/packedIndex';
import type {DocSearchRecord} from '../search/types';

export const SEARCH_INDEX_FILE = 'search-index.json';

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
      await fs.writeFile(path.join(outDir, SEARCH_INDEX_FILE), JSON.stringify(pack(records)));
    },
  };
}
