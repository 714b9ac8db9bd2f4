// Removes from the browser's main bundle the module paths in Docusaurus's chunk registry, one per page,
// which only server rendering reads (see client-registry-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function slimClientRegistry(): Plugin {
  return preLoaderPlugin('pitbase-slim-client-registry', {
    test: /[\\/]\.docusaurus[\\/]registry\.js$/,
    loader: 'client-registry-loader.js',
    browserOnly: true,
  });
}
