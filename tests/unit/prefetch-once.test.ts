// Link prefetching asks for each file once, and finds a route's chunks the way Docusaurus did.
import {describe, expect, it} from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import {createRequire} from 'node:module';
import {pathToFileURL} from 'node:url';
import {prefetchOnce} from '../../src/patches/prefetch-once/prefetchOnce';
import prefetchLoader from '../../src/patches/prefetch-once/loader.js';

const clientDir = path.join(path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')), 'lib/client');
const load = (file: string, source = fs.readFileSync(path.join(clientDir, file), 'utf8')) =>
  (prefetchLoader as (this: {resourcePath: string}, s: string) => string).call({resourcePath: path.join(clientDir, file)}, source);

describe('prefetchOnce', () => {
  it('requests each file once, however often it is asked for', async () => {
    const requested: string[] = [];
    const prefetch = prefetchOnce(
      async (url) => void requested.push(url),
      () => false,
    );
    await Promise.all(['/a.js', '/b.js', '/a.js', '/a.js', '/b.js'].map(prefetch));
    expect(requested).toEqual(['/a.js', '/b.js']);
  });

  it('does not request a file the page has already fetched', async () => {
    const requested: string[] = [];
    const prefetch = prefetchOnce(
      async (url) => void requested.push(url),
      (url) => url === '/main.js',
    );
    await prefetch('/main.js');
    await prefetch('/page.js');
    expect(requested).toEqual(['/page.js']);
  });
});

describe('prefetch loader', () => {
  it('routes the installed prefetch helper through prefetchOnce', () => {
    const patched = load('prefetch.js');
    expect(patched).toContain("import {prefetchOnce} from '@site/src/patches/prefetch-once/prefetchOnce';");
    expect(patched).toContain('export default prefetchOnce(prefetch);\nfunction prefetch(url) {');
    expect(patched.match(/export default/g)).toHaveLength(1);
  });

  it("finds the same chunks for every route as Docusaurus's scan, from the table grouped once", async () => {
    const original = fs.readFileSync(path.join(clientDir, 'docusaurus.js'), 'utf8');
    const patched = load('docusaurus.js', original);
    const scan = original.match(/const getChunkNamesToLoad = [\s\S]*?flat\(routeChunks\)\)\);/)![0];
    const grouped = patched.match(/let chunkNamesByPath;[\s\S]*?\n};/)![0];
    expect(patched).not.toContain(scan);
    const {default: flat} = await import(pathToFileURL(path.join(clientDir, 'flat.js')).href);
    const routesChunkNames = {
      '/docs-0b1': {__comp: 'a', __props: 'b'},
      '/docs-7c2': {__comp: 'c'},
      '/docs/oil-d3e': {__comp: 'e', content: {x: 'f', y: 'g'}},
      '/docs/oil-changes-f00': {__comp: 'h'},
      '/-123': {__comp: 'i'},
    };
    const make = (code: string) =>
      new Function('routesChunkNames', 'flat', `${code}\nreturn getChunkNamesToLoad;`)(routesChunkNames, flat) as (p: string) => string[];
    const before = make(scan);
    const after = make(grouped);
    for (const routePath of ['/docs', '/docs/oil', '/docs/oil-changes', '/', '/nowhere']) expect(after(routePath)).toEqual(before(routePath));
    expect(after('/docs')).toEqual(['a', 'b', 'c']);
  });

  it('stops the build when either passage it rewrites has changed', () => {
    expect(() => load('prefetch.js', 'export default function fetchAhead(url) {}')).toThrow(/prefetch-loader/);
    expect(() => load('docusaurus.js', 'const getChunkNamesToLoad = () => [];')).toThrow(/prefetch-loader/);
  });
});
