// Removes from the browser's main bundle the module paths in Docusaurus's chunk registry, one per page,
// which only server rendering reads (see client-registry-loader.js).
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export default function slimClientRegistry(): Plugin {
  return {
    name: 'pitbase-slim-client-registry',
    configureWebpack(_config, isServer) {
      if (isServer) return {};
      return {
        module: {
          rules: [
            {
              test: /[\\/]\.docusaurus[\\/]registry\.js$/,
              enforce: 'pre' as const,
              use: [{loader: path.resolve(__dirname, 'client-registry-loader.js')}],
            },
          ],
        },
      };
    },
  };
}
