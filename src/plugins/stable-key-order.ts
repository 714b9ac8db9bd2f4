// Keeps the browser's collation data from loading during hydration (see key-order-loader.js).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function stableKeyOrder(): Plugin {
  return {
    name: 'pitbase-stable-key-order',
    configureWebpack() {
      return {
        module: {
          rules: [
            {
              test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]utils[\\/]reactUtils\.js$/,
              enforce: 'pre' as const,
              use: [{loader: path.resolve(__dirname, 'key-order-loader.js')}],
            },
          ],
        },
      };
    },
  };
}
