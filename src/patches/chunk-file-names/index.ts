// Names lazy chunks by their id instead of Docusaurus's hashed chunk name. The webpack runtime, loaded on
// every page, maps each chunk to its file name; with names it carried a second map, one entry per page of
// the site, so every page added to every reader's first download. The content hash stays in the file name.
import {expectLines, installedFile, type Patch} from '../patch';

const patch: Patch = {
  name: 'chunk-file-names',
  configureWebpack(_config, isServer) {
    if (isServer || process.env.NODE_ENV !== 'production') return {};
    return {output: {chunkFilename: 'assets/js/[id].[contenthash:8].js'}};
  },
  // The option this patch overrides: Docusaurus's client build names chunks by [name].
  check: () =>
    expectLines('chunk-file-names', '@docusaurus/core/lib/webpack/base.js', installedFile('@docusaurus/core', 'lib/webpack/base.js'), [
      "? 'assets/js/[name].[contenthash:8].js'",
    ]),
};
export default patch;
