// Leaves Docusaurus's route chunks unnamed in the browser build, so the bundler's runtime on every page carries
// no map from chunk names to ids; link prefetching finds a page's files through the chunk registry instead
// (see loader.js, chunkFiles.ts and NOTES.md).
import path from 'node:path';
import {expectLines, installedFile, installedPath, preLoader, type Patch} from '../patch';
import loader from './loader.js';

const patch: Patch = {
  name: 'unnamed-route-chunks',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /([\\/]\.docusaurus[\\/]registry|[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]docusaurus)\.js$/,
    browserOnly: true,
  }),
  check() {
    const file = 'lib/client/docusaurus.js';
    (loader as (this: object, source: string) => string).call(
      {resourcePath: installedPath('@docusaurus/core', file)},
      installedFile('@docusaurus/core', file),
    );
    // registry.js is generated at build time: the line of core's code generator that writes each entry, and the
    // runtime module that turns chunk names into files (which this patch leaves with nothing to map).
    expectLines(
      'unnamed-route-chunks',
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      installedFile('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js'),
      ['[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"),'],
    );
    expectLines(
      'unnamed-route-chunks',
      '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js',
      installedFile('@docusaurus/core', 'lib/webpack/plugins/ChunkAssetPlugin.js'),
      ['const chunkIdToName = chunk.getChunkMaps(false).name;'],
    );
  },
};
export default patch;
