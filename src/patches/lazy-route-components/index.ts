// Builds each page's route component on first use in the browser, not when the main bundle is evaluated
// (see loader.js, lazyComponentCreator.ts and NOTES.md).
import path from 'node:path';
import {expectLines, installedFile, preLoader, type Patch} from '../patch';

const patch: Patch = {
  name: 'lazy-route-components',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]\.docusaurus[\\/]routes\.js$/,
    browserOnly: true,
  }),
  // routes.js is generated at build time; its import line is written by core's route code generator.
  check: () =>
    expectLines(
      'lazy-route-components',
      '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
      installedFile('@docusaurus/core', 'lib/server/codegen/codegenRoutes.js'),
      ["import ComponentCreator from '@docusaurus/ComponentCreator';", "component: ComponentCreator('${routePath}', '${routeHash}')"],
    ),
};
export default patch;
