// Builds each page's route component on first use in the browser, not when the main bundle is evaluated
// (see lazy-routes-loader.js).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function lazyRouteComponents(): Plugin {
  return {
    name: 'pitbase-lazy-route-components',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]routes\.js$/,
              enforce: 'pre' as const,
              use: [{loader: path.resolve(__dirname, 'lazy-routes-loader.js')}],
            },
          ],
        },
      };
    },
  };
}
