// Builds each page's route component on first use in the browser, not when the main bundle is evaluated
// (see lazy-routes-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function lazyRouteComponents(): Plugin {
  return preLoaderPlugin('pitbase-lazy-route-components', {
    test: /[\\/]\.docusaurus[\\/]routes\.js$/,
    loader: 'lazy-routes-loader.js',
    browserOnly: true,
  });
}
