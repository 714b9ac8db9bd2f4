// Webpack loader for two files of Docusaurus's client that together prefetch a linked page's code:
// - lib/client/prefetch.js, which inserts one <link rel="prefetch"> per file: routed through
//   prefetchOnce.ts, so each file is asked for once;
// - lib/client/docusaurus.js, which finds a route's chunks by scanning the whole route table with a regular
//   expression for each route matched (about 1,000 replacements per link, and an article has dozens of
//   links): the table is grouped by path once, on the first prefetch.
// A Docusaurus that changes either passage fails the build here.
const HELPER = 'export default function prefetch(url) {';
const SCAN = `const getChunkNamesToLoad = (path) => Object.entries(routesChunkNames)
    .filter(
// Remove the last part containing the route hash
// input: /blog/2018/12/14/Happy-First-Birthday-Slash-fe9
// output: /blog/2018/12/14/Happy-First-Birthday-Slash
([routeNameWithHash]) => routeNameWithHash.replace(/-[^-]+$/, '') === path)
    .flatMap(([, routeChunks]) => Object.values(flat(routeChunks)));`;
const GROUPED = `let chunkNamesByPath;
const getChunkNamesToLoad = (path) => {
    if (!chunkNamesByPath) {
        chunkNamesByPath = new Map();
        for (const [routeNameWithHash, routeChunks] of Object.entries(routesChunkNames)) {
            const routePath = routeNameWithHash.replace(/-[^-]+$/, '');
            const names = chunkNamesByPath.get(routePath) ?? [];
            names.push(...Object.values(flat(routeChunks)));
            chunkNamesByPath.set(routePath, names);
        }
    }
    return chunkNamesByPath.get(path) ?? [];
};`;

module.exports = function prefetchLoader(source) {
  if (/[\\/]prefetch\.js$/.test(this.resourcePath)) {
    if (!source.includes(HELPER))
      throw new Error('prefetch-loader: prefetch.js no longer exports its helper as expected; review src/patches/prefetch-once/');
    return (
      "import {prefetchOnce} from '@site/src/patches/prefetch-once/prefetchOnce';\n" +
      source.replace(HELPER, 'export default prefetchOnce(prefetch);\nfunction prefetch(url) {')
    );
  }
  if (!source.includes(SCAN))
    throw new Error("prefetch-loader: docusaurus.js no longer finds a route's chunks as expected; review src/patches/prefetch-once/");
  return source.replace(SCAN, GROUPED);
};
