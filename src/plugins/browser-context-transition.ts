// Renders the "is browser" flip after hydration as a transition (see browser-context-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function browserContextTransition(): Plugin {
  return preLoaderPlugin('pitbase-browser-context-transition', {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]browserContext\.js$/,
    loader: 'browser-context-loader.js',
    browserOnly: true,
  });
}
