// The performance patches: one plugin that PITBASE_PATCHES_OFF trims, and guards that pass on the installed
// Docusaurus. Each patch's own behaviour is tested in its file (see src/patches/README.md).
import {afterEach, describe, expect, it, vi} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import pitbasePatches, {enabledPatches, mergeParts, PATCHES} from '../../src/patches';
import {keepModalCssOut} from '../../src/patches/search-modal-css';

type Rule = {test: RegExp; use: {loader: string}[]};
const browserBuild = () => {
  const plugin = pitbasePatches();
  const config = {optimization: {splitChunks: {cacheGroups: {styles: {type: 'css/mini-extract'}}}}};
  const part = plugin.configureWebpack!(config as never, false, {} as never, undefined) as {
    module?: {rules: Rule[]};
    resolve?: {alias: Record<string, string>};
  };
  return {plugin, loaders: (part.module?.rules ?? []).map((r) => path.relative('src/patches', r.use[0]!.loader)), alias: part.resolve?.alias ?? {}};
};

afterEach(() => vi.unstubAllEnvs());

describe('patch registry', () => {
  it('has one folder per patch, each with its notes', () => {
    const folders = fs
      .readdirSync('src/patches', {withFileTypes: true})
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
    expect(PATCHES.map((p) => p.name).sort()).toEqual(folders.sort());
    for (const name of folders) expect(fs.existsSync(path.join('src/patches', name, 'NOTES.md')), name).toBe(true);
  });

  it('lists every patch in the README table', () => {
    const readme = fs.readFileSync('src/patches/README.md', 'utf8');
    for (const {name} of PATCHES) expect(readme).toContain(`[${name}](`);
  });

  it('with no switch set, loads every loader, the Prism alias and the idle prefetch module', () => {
    vi.stubEnv('PITBASE_PATCHES_OFF', '');
    const {plugin, loaders, alias} = browserBuild();
    expect(loaders.sort()).toEqual(
      [
        'browser-context-transition',
        'lazy-route-components',
        'prefetch-once',
        'slim-client-registry',
        'staged-entry',
        'unnamed-route-chunks',
        'window-size-transition',
      ].map((n) => `${n}/loader.js`),
    );
    expect(Object.values(alias)).toEqual([path.resolve('src/patches/plain-code-blocks/empty-client-module.js')]);
    expect(plugin.getClientModules!()).toEqual([path.resolve('src/patches/idle-prefetch/idlePrefetch.ts')]);
  });

  it('PITBASE_PATCHES_OFF removes the named patches and keeps the others', () => {
    vi.stubEnv('PITBASE_PATCHES_OFF', 'staged-entry,prefetch-once, idle-prefetch');
    const {plugin, loaders} = browserBuild();
    expect(loaders).not.toContain('staged-entry/loader.js');
    expect(loaders).not.toContain('prefetch-once/loader.js');
    expect(loaders).toContain('window-size-transition/loader.js');
    expect(plugin.getClientModules!()).toEqual([]);
  });

  it('PITBASE_PATCHES_OFF=all removes every patch', () => {
    vi.stubEnv('PITBASE_PATCHES_OFF', 'all');
    const {plugin, loaders, alias} = browserBuild();
    expect(loaders).toEqual([]);
    expect(alias).toEqual({});
    expect(plugin.getClientModules!()).toEqual([]);
  });

  it('names the known patches when the switch names one that does not exist', () => {
    expect(() => enabledPatches('staged-entry,stagedentry')).toThrow(/no patch called stagedentry; the patches are: all, plain-code-blocks/);
  });

  it("merges the patches' webpack parts: rules appended, aliases and output options kept", () => {
    expect(
      mergeParts([{module: {rules: [{a: 1}]}}, {resolve: {alias: {x: 'y'}}}, {module: {rules: [{b: 2}]}, output: {chunkFilename: 'c'}}, {}]),
    ).toEqual({
      module: {rules: [{a: 1}, {b: 2}]},
      resolve: {alias: {x: 'y'}},
      output: {chunkFilename: 'c'},
    });
  });
});

describe('patch guards', () => {
  it.each(PATCHES.map((p) => [p.name, p] as const))('%s matches the installed Docusaurus', (_name, patch) => {
    expect(() => patch.check()).not.toThrow();
  });
});

describe('search-modal-css', () => {
  it("keeps DocSearch's modal stylesheet out of the one shared CSS file, and every other stylesheet in it", () => {
    const splitChunks = {cacheGroups: {styles: {type: 'css/mini-extract'} as {type: string; test?: (m: object) => boolean}}};
    keepModalCssOut(splitChunks);
    const test = splitChunks.cacheGroups.styles.test!;
    expect(test({nameForCondition: () => '/site/node_modules/@docsearch/css/dist/modal.css'})).toBe(false);
    expect(test({nameForCondition: () => '/site/node_modules/@docsearch/css/dist/button.css'})).toBe(true);
    expect(test({resource: '/site/src/css/custom.css'})).toBe(true);
  });

  it('stops the build when the styles group is not the one it was written for', () => {
    expect(() => keepModalCssOut({cacheGroups: {}})).toThrow(/pitbase-search-modal-css/);
    expect(() => keepModalCssOut({cacheGroups: {styles: {type: 'css/mini-extract', test: /\.css$/}}})).toThrow(/pitbase-search-modal-css/);
  });
});
