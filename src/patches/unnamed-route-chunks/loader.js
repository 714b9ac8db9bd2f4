// Webpack loader for the browser build of two files (see NOTES.md):
// - the generated chunk registry (.docusaurus/registry.js): the webpackChunkName comment of every entry goes,
//   so route chunks are unnamed and the bundler's runtime, on every page, carries no map from chunk names to
//   chunk ids (Docusaurus's `__webpack_require__.gca`, one entry per page of the site);
// - core's lib/client/docusaurus.js, the only reader of that map: a linked page's chunk files come from the
//   registry instead (chunkFiles.ts).
// A Docusaurus that writes either passage differently fails the build here.
const NAME_COMMENT = /import\(\/\* webpackChunkName: "[^"\n]+" \*\/ "/g;
const LOOKUP = `    return Promise.all(chunkNamesNeeded.map((chunkName) => {
        // "__webpack_require__.gca" is injected by ChunkAssetPlugin. Pass it
        // the name of the chunk you want to load and it will return its URL.
        // eslint-disable-next-line camelcase
        const chunkAsset = __webpack_require__.gca(chunkName);
        // In some cases, webpack might decide to optimize further, leading to
        // the chunk assets being merged to another chunk. In this case, we can
        // safely filter it out and don't need to load it.
        if (chunkAsset && !chunkAsset.includes('undefined')) {
            return prefetchHelper(chunkAsset);
        }
        return Promise.resolve();
    }));`;
const FROM_REGISTRY = `    return Promise.all(chunkNamesNeeded.flatMap((chunkName) => chunkFiles(chunkName).map((url) => prefetchHelper(url))));`;

module.exports = function unnamedRouteChunksLoader(source) {
  if (/[\\/]docusaurus\.js$/.test(this.resourcePath)) {
    if (!source.includes(LOOKUP))
      throw new Error(
        "unnamed-route-chunks: docusaurus.js no longer finds a chunk's file with __webpack_require__.gca as expected; review src/patches/unnamed-route-chunks/",
      );
    return "import {chunkFiles} from '@site/src/patches/unnamed-route-chunks/chunkFiles';\n" + source.replace(LOOKUP, FROM_REGISTRY);
  }
  const entries = source.split('require.resolveWeak(').length - 1;
  let rewritten = 0;
  const output = source.replace(NAME_COMMENT, () => {
    rewritten++;
    return 'import("';
  });
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `unnamed-route-chunks: ${rewritten} of ${entries} chunk registry entries had the expected import(/* webpackChunkName: "…" */ "…") shape; review src/patches/unnamed-route-chunks/`,
    );
  }
  return output;
};
