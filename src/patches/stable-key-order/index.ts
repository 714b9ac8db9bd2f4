// Keeps the browser's collation data from loading during hydration (see loader.js and NOTES.md).
import path from 'node:path';
import {installedFile, preLoader, type Patch} from '../patch';
import loader from './loader.js';

const patch: Patch = {
  name: 'stable-key-order',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    browserOnly: false,
  }),
  check: () => void loader(installedFile('@docusaurus/theme-common', 'lib/utils/reactUtils.js')),
};
export default patch;
