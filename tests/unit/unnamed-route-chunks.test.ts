// unnamed-route-chunks, against the installed Docusaurus: the registry core's code generator writes loses its
// chunk names and nothing else, docusaurus.js finds a linked page's files through the registry, and the chunk
// files of an entry are found without fetching or running anything.
import fs from 'node:fs';
import {createRequire} from 'node:module';
import path from 'node:path';
import {describe, expect, it, vi} from 'vitest';
import {installedRegistry} from '../support/installedRegistry';
import unnamedLoader from '../../src/patches/unnamed-route-chunks/loader.js';

vi.mock('@generated/registry', () => ({
  default: {
    a1b2c3d4: [(): unknown => (globalThis as unknown as {req: {e: (id: number) => Promise<unknown>}}).req.e(7680), '', 1],
    c9d0e1f2: [
      (): unknown => {
        const {req} = globalThis as unknown as {req: {e: (id: number) => Promise<unknown>}};
        return Promise.all([req.e(4014), req.e(7227)]);
      },
      '',
      3,
    ],
    e5f6a7b8: [(): unknown => Promise.resolve(), '', 2],
  },
}));

const require = createRequire(import.meta.url);
const coreDir = path.dirname(require.resolve('@docusaurus/core/package.json'));
const load = (resourcePath: string, source: string) =>
  (unnamedLoader as (this: {resourcePath: string}, s: string) => string).call({resourcePath}, source);

/** A stand-in for the bundler's require function: `e` loads chunks, `u` names their files. */
function fakeRequire() {
  const loaded: (string | number)[] = [];
  return {
    loaded,
    req: {
      e: (id: string | number) => {
        loaded.push(id);
        return Promise.resolve();
      },
      // Chunk 4014 holds only a stylesheet: the runtime's map has no JavaScript file for it.
      u: (id: string | number) => `assets/js/${id}.${id === 4014 ? undefined : 'abcd1234'}.js`,
      p: '/',
    },
  };
}

describe('unnamed-route-chunks on the registry the installed core writes', () => {
  it('takes the chunk name out of every entry and leaves the rest of the file as core wrote it', async () => {
    const original = await installedRegistry();
    const entries = original.split('require.resolveWeak(').length - 1;
    expect(entries).toBeGreaterThanOrEqual(3);
    const unnamed = load('/site/.docusaurus/registry.js', original);
    expect(unnamed).not.toContain('webpackChunkName');
    expect(unnamed.split('import("').length - 1).toBe(entries);
    // Put each name back where it was taken out: the original, byte for byte.
    const restored = unnamed.replace(
      /"([^"\n]+)": \[\(\) => import\("/g,
      (_m, name: string) => `"${name}": [() => import(/* webpackChunkName: "${name}" */ "`,
    );
    expect(restored).toBe(original);
  });

  it('stops the build when an entry is written some other way', async () => {
    const original = await installedRegistry();
    const odd = original.replace('/* webpackChunkName: ', '/* webpackChunkName:');
    expect(() => load('/site/.docusaurus/registry.js', odd)).toThrow(/unnamed-route-chunks: \d+ of \d+ chunk registry entries/);
    expect(() => load('/site/.docusaurus/registry.js', 'export default {};')).toThrow(/0 of 0/);
  });
});

describe("unnamed-route-chunks on the installed core's docusaurus.js", () => {
  const file = path.join(coreDir, 'lib/client/docusaurus.js');
  const original = fs.readFileSync(file, 'utf8');

  it("replaces the lookup in the chunk name map, the map's only reader, with the registry's files", () => {
    expect(original).toContain('__webpack_require__.gca(chunkName)');
    const patched = load(file, original);
    expect(patched).not.toContain('__webpack_require__.gca');
    expect(patched.startsWith("import {chunkFiles} from '@site/src/patches/unnamed-route-chunks/chunkFiles';\n")).toBe(true);
    expect(patched).toContain('chunkNamesNeeded.flatMap((chunkName) => chunkFiles(chunkName).map((url) => prefetchHelper(url)))');
  });

  it('stops the build when the lookup is written some other way', () => {
    expect(() => load(file, original.replace('__webpack_require__.gca(chunkName)', 'getChunkAsset(chunkName)'))).toThrow(
      /unnamed-route-chunks: docusaurus\.js/,
    );
  });
});

describe('chunkFiles', () => {
  it("gives the files of the chunks an entry's loader asks for, and fetches none of them", async () => {
    const {chunkIdsOf} = await import('../../src/patches/unnamed-route-chunks/chunkFiles');
    const {loaded, req} = fakeRequire();
    const ensure = req.e;
    // The bundler's code for an import() whose module needs two chunks.
    const ids = chunkIdsOf(() => Promise.all([req.e(7227), req.e(7680)]).then(() => ({})), req);
    expect(ids).toEqual([7227, 7680]);
    expect(loaded).toEqual([]);
    expect(req.e).toBe(ensure);
  });

  it('puts the loading function back when the loader throws', async () => {
    const {chunkIdsOf} = await import('../../src/patches/unnamed-route-chunks/chunkFiles');
    const {req} = fakeRequire();
    const ensure = req.e;
    expect(() =>
      chunkIdsOf(() => {
        throw new Error('broken loader');
      }, req),
    ).toThrow('broken loader');
    expect(req.e).toBe(ensure);
  });

  it('maps a registry entry to its JavaScript files; none for a stylesheet-only chunk, a module in the main bundle or an unknown name', async () => {
    const {chunkFiles} = await import('../../src/patches/unnamed-route-chunks/chunkFiles');
    const {loaded, req} = fakeRequire();
    (globalThis as unknown as {req: typeof req}).req = req;
    expect(chunkFiles('a1b2c3d4', req)).toEqual(['/assets/js/7680.abcd1234.js']);
    expect(chunkFiles('c9d0e1f2', req)).toEqual(['/assets/js/7227.abcd1234.js']);
    expect(chunkFiles('e5f6a7b8', req)).toEqual([]);
    expect(chunkFiles('00000000', req)).toEqual([]);
    expect(loaded).toEqual([]);
  });
});
