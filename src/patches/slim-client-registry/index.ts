// Removes from the browser's main bundle the module paths in Docusaurus's chunk registry, one per page,
// which only server rendering reads (see loader.js and NOTES.md).
import path from 'node:path';
import {expectLines, installedFile, preLoader, type Patch} from '../patch';

const patch: Patch = {
  name: 'slim-client-registry',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    browserOnly: true,
  }),
  // registry.js is generated at build time; this is the line of core's code generator that writes each entry.
  check: () =>
    expectLines(
      'slim-client-registry',
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      installedFile('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js'),
      ['[() => import(/* webpackChunkName: "${chunkName}" */ "${modulePath}"), "${modulePath}", require.resolveWeak("${modulePath}")],'],
    ),
};
export default patch;
