// Evaluates Docusaurus's browser entry in stages (see staged-entry-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function stagedEntry(): Plugin {
  return preLoaderPlugin('pitbase-staged-entry', {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    loader: 'staged-entry-loader.js',
    browserOnly: true,
  });
}
