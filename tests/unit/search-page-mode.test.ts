// The /search route gets the page of the site's search mode, chosen at build time.
import fs from 'node:fs';
import {describe, expect, it} from 'vitest';
import {searchPageConfig, searchPageFile} from '../../src/plugins/search-page-mode';

describe('the search page for the search mode', () => {
  it('is the local page unless Algolia is configured, and then the theme page', () => {
    expect(searchPageFile('local')).toMatch(/src\/theme\/SearchPage\/LocalSearchPage\.tsx$/);
    expect(searchPageFile('algolia')).toMatch(/@docusaurus\/theme-search-algolia\/lib\/theme\/SearchPage\/index\.js$/);
    for (const mode of ['local', 'algolia'] as const) expect(fs.existsSync(searchPageFile(mode))).toBe(true);
  });

  it('puts the mode in the build cache version, so a build after a mode change never reuses the other page', () => {
    const rspack = {experiments: {cache: {type: 'persistent', version: 'client-production-en-3.10.2-abc'}}};
    const local = searchPageConfig(rspack, 'local');
    const algolia = searchPageConfig(rspack, 'algolia');
    expect(local.experiments!.cache).toEqual({type: 'persistent', version: 'client-production-en-3.10.2-abc-search-local'});
    expect(algolia.experiments!.cache!.version).not.toBe(local.experiments!.cache!.version);
    expect(local.resolve.alias['@pitbase/search-page$']).toBe(searchPageFile('local'));
    const webpack = searchPageConfig({cache: {type: 'filesystem', version: 'v1'}}, 'algolia');
    expect(webpack.cache).toEqual({type: 'filesystem', version: 'v1-search-algolia'});
    expect(searchPageConfig({}, 'local')).toEqual({resolve: local.resolve});
  });
});
