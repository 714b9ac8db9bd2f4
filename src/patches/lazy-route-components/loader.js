// Webpack loader for the browser build of Docusaurus's generated route table: it takes its
// ComponentCreator from lazyComponentCreator.ts, which builds a page's component on first use.
// Server rendering keeps the original. A Docusaurus that changes the import fails the build here.
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

module.exports = function lazyRoutesLoader(source) {
  if (!source.includes(IMPORT)) {
    throw new Error('lazy-routes-loader: the route table no longer imports ComponentCreator as expected; review src/patches/lazy-route-components/');
  }
  return source.replace(IMPORT, "import ComponentCreator from '@site/src/patches/lazy-route-components/lazyComponentCreator';");
};
