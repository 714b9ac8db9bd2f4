// Webpack loader for theme-common's reactUtils: useShallowMemoObject sorts an object's keys with
// localeCompare, and the first localeCompare on a page loads the browser's collation data (18-30 ms on a
// desktop, four times that on a phone), inside hydration. Key order only has to be stable, which a
// plain comparison gives. A new Docusaurus that changes the line fails the build here instead of
// silently keeping the cost.
const SORT = 'deps.sort((a, b) => a[0].localeCompare(b[0]));';

module.exports = function keyOrderLoader(source) {
  if (!source.includes(SORT)) {
    throw new Error('key-order-loader: useShallowMemoObject no longer sorts as expected; review src/patches/stable-key-order/');
  }
  return source.replace(SORT, 'deps.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));');
};
