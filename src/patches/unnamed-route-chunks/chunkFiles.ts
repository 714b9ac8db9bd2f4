// The files of a registry entry's chunks, found without a map from chunk names to files (see NOTES.md). A
// registry entry's loader is the bundler's code for `import()`: it asks `__webpack_require__.e` for each chunk
// the module needs, then requires the module. Called with that function swapped for one that only notes the
// chunk ids, the loader fetches and runs nothing; the ids give the files through the runtime's own file names.
import registry from '@generated/registry';

interface WebpackRequire {
  /** Loads a chunk by id. */
  e: (chunkId: string | number) => Promise<unknown>;
  /** The chunk's file, relative to `p`. */
  u: (chunkId: string | number) => string;
  /** The public path. */
  p: string;
}
declare const __webpack_require__: WebpackRequire;

/** The chunk ids `load` would fetch, found without fetching or running anything. */
export function chunkIdsOf(load: () => unknown, require: WebpackRequire): (string | number)[] {
  const ids: (string | number)[] = [];
  const ensure = require.e;
  require.e = (chunkId) => {
    ids.push(chunkId);
    return new Promise(() => undefined);
  };
  try {
    load();
  } finally {
    require.e = ensure;
  }
  return ids;
}

/**
 * The URLs of the JavaScript files a registry entry needs; none for a module already in the main bundle. A
 * chunk with no JavaScript (only a stylesheet) has no file name in the runtime's map, and is left out, as
 * Docusaurus's own lookup left out a name that came back "undefined".
 */
export function chunkFiles(chunkName: string, require: WebpackRequire = __webpack_require__): string[] {
  const entry = registry[chunkName];
  if (!entry) return [];
  return chunkIdsOf(entry[0], require)
    .map((id) => require.u(id))
    .filter((file) => !file.includes('undefined'))
    .map((file) => require.p + file);
}
