// The search engine over a built site's index files, read from disk: for the benchmark and the tests,
// which must query exactly what the browser downloads.
import fs from 'node:fs';
import path from 'node:path';
import {SearchEngine} from './engine';
import type {Fragment, SearchIndexFile} from './searchIndex';
import {SEARCH_INDEX_FILE} from '../lib/searchFiles';

export function readBuiltIndex(buildDir = 'build'): SearchIndexFile {
  return JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_INDEX_FILE), 'utf8')) as SearchIndexFile;
}

export function loadBuiltEngine(buildDir = 'build', index = readBuiltIndex(buildDir)): Promise<SearchEngine> {
  return SearchEngine.load(index, async (page) => {
    const file = path.join(buildDir, index.fragments, `${page}.json`);
    return JSON.parse(await fs.promises.readFile(file, 'utf8')) as Fragment;
  });
}

/** Bytes of the index file and of all page fragments, as stored. */
export function builtIndexFiles(buildDir = 'build', index = readBuiltIndex(buildDir)): {index: string; fragments: string[]} {
  const dir = path.join(buildDir, index.fragments);
  return {
    index: path.join(buildDir, SEARCH_INDEX_FILE),
    fragments: fs.readdirSync(dir).map((f) => path.join(dir, f)),
  };
}
