// Keeps Prism out of the bundles. theme-classic registers a client module that loads Prism and its extra
// grammars on every page; with code blocks drawn as plain text (src/theme/CodeBlock/Content) nothing needs
// it, so the module is resolved to an empty one.
import fs from 'node:fs';
import path from 'node:path';
import {expectLines, installedFile, packageDir, type Patch} from '../patch';

const prismClientModule = () => path.join(packageDir('@docusaurus/theme-classic'), 'lib/prism-include-languages');

const patch: Patch = {
  name: 'plain-code-blocks',
  configureWebpack() {
    return {resolve: {alias: {[`${prismClientModule()}$`]: path.resolve(__dirname, 'empty-client-module.js')}}};
  },
  check() {
    if (!fs.existsSync(`${prismClientModule()}.js`))
      throw new Error('plain-code-blocks: theme-classic has no lib/prism-include-languages.js; review src/patches/plain-code-blocks/');
    expectLines('plain-code-blocks', '@docusaurus/theme-classic/lib/index.js', installedFile('@docusaurus/theme-classic', 'lib/index.js'), [
      'prism-include-languages',
    ]);
  },
};
export default patch;
