// Keeps Prism out of the bundles. theme-classic registers a client module that loads Prism and its extra
// grammars on every page; with code blocks drawn as plain text (src/theme/CodeBlock/Content) nothing needs
// it, so the module is resolved to an empty one.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function plainCodeBlocks(): Plugin {
  const prismClientModule = path.join(path.dirname(require.resolve('@docusaurus/theme-classic/package.json')), 'lib/prism-include-languages');
  return {
    name: 'pitbase-plain-code-blocks',
    configureWebpack() {
      return {resolve: {alias: {[`${prismClientModule}$`]: path.resolve(__dirname, 'empty-client-module.js')}}};
    },
  };
}
