// Renders the "is browser" flip after hydration as a transition (see loader.js and NOTES.md).
import path from 'node:path';
import {installedFile, preLoader, type Patch} from '../patch';
import loader from './loader.js';

const patch: Patch = {
  name: 'browser-context-transition',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    browserOnly: true,
  }),
  check: () => void loader(installedFile('@docusaurus/core', 'lib/client/browserContext.js')),
};
export default patch;
