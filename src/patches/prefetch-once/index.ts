// Makes Docusaurus's link prefetching ask for each file once and find a route's chunks without scanning the
// whole route table (see loader.js, prefetchOnce.ts and NOTES.md).
import path from 'node:path';
import {installedFile, installedPath, preLoader, type Patch} from '../patch';
import loader from './loader.js';

const patch: Patch = {
  name: 'prefetch-once',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/](prefetch|docusaurus)\.js$/,
    browserOnly: true,
  }),
  check() {
    for (const file of ['lib/client/prefetch.js', 'lib/client/docusaurus.js']) {
      (loader as (this: object, source: string) => string).call(
        {resourcePath: installedPath('@docusaurus/core', file)},
        installedFile('@docusaurus/core', file),
      );
    }
  },
};
export default patch;
