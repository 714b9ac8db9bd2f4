// Webpack loader for the browser build of Docusaurus's generated chunk registry. Each entry is
// [loader, module path, weak module id]; the module path is read only during server rendering, to record
// which chunks a page used, so the browser copy keeps the entry's shape with the path left empty.
// A registry whose entries are written some other way fails the build here: every entry must be rewritten.
const ENTRY = /(\), )"[^"\n]+"(, require\.resolveWeak\()/g;

module.exports = function clientRegistryLoader(source) {
  const entries = source.split('require.resolveWeak(').length - 1;
  let rewritten = 0;
  const output = source.replace(ENTRY, (_match, before, after) => {
    rewritten++;
    return `${before}""${after}`;
  });
  if (entries === 0 || rewritten !== entries) {
    throw new Error(
      `client-registry-loader: ${rewritten} of ${entries} chunk registry entries had the expected [loader, "module path", require.resolveWeak(...)] shape; review src/patches/slim-client-registry/`,
    );
  }
  return output;
};
