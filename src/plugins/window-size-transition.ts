// Renders the phone/desktop layout swap after hydration as a transition (see window-size-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function windowSizeTransition(): Plugin {
  return preLoaderPlugin('pitbase-window-size-transition', {
    test: /[\\/]@docusaurus[\\/]theme-common[\\/]lib[\\/]hooks[\\/]useWindowSize\.js$/,
    loader: 'window-size-loader.js',
    browserOnly: true,
  });
}
