// Webpack loader for the browser build of Docusaurus's generated route table: it takes its
// ComponentCreator from src/client/lazyComponentCreator.ts, which builds a page's component on first use.
// Server rendering keeps the original. A Docusaurus that changes the import fails the build here.
const IMPORT = "import ComponentCreator from '@docusaurus/ComponentCreator';";

module.exports = function lazyRoutesLoader(source) {
  if (!source.includes(IMPORT)) {
    throw new Error('lazy-routes-loader: the route table no longer imports ComponentCreator as expected; review src/plugins/lazy-routes-loader.js');
  }
  return source.replace(IMPORT, "import ComponentCreator from '@site/src/client/lazyComponentCreator';");
};
