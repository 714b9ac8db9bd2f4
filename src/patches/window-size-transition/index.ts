// Renders the phone/desktop layout swap after hydration as a transition (see loader.js and NOTES.md).
import path from 'node:path';
import {installedFile, preLoader, type Patch} from '../patch';
import loader from './loader.js';

const patch: Patch = {
  name: 'window-size-transition',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    browserOnly: true,
  }),
  check: () => void loader(installedFile('@docusaurus/theme-common', 'lib/hooks/useWindowSize.js')),
};
export default patch;
