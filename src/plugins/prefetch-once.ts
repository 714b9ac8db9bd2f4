// Makes Docusaurus's link prefetching ask for each file once and find a route's chunks without scanning the
// whole route table (see prefetch-loader.js).
import type {Plugin} from '@docusaurus/types';
import {preLoaderPlugin} from './pre-loader-plugin';

export default function prefetchOnce(): Plugin {
  return preLoaderPlugin('pitbase-prefetch-once', {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/](prefetch|docusaurus)\.js$/,
    loader: 'prefetch-loader.js',
    browserOnly: true,
  });
}
