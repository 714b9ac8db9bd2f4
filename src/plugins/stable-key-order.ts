// Keeps the browser's collation data from loading during hydration (see key-order-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function stableKeyOrder(): Plugin {
  return preLoaderPlugin('pitbase-stable-key-order', {
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
    loader: 'key-order-loader.js',
    browserOnly: false,
  });
}
