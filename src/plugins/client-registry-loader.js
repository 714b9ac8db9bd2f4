// Webpack loader for the browser build of Docusaurus's generated chunk registry. Each entry is
// [loader, module path, weak module id]; the module path is read only during server rendering, to record
// which chunks a page used, so the browser copy keeps the entry's shape with the path left empty.
module.exports = function clientRegistryLoader(source) {
  return source.replace(/(\), )"[^"\n]+"(, require\.resolveWeak\()/g, '$1""$2');
};
