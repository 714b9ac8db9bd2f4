// Spreads Docusaurus's link prefetching over idle time (see idlePrefetch.ts and NOTES.md).
import path from 'node:path';
import {expectLines, installedFile, type Patch} from '../patch';

const patch: Patch = {
  name: 'idle-prefetch',
  clientModules: [path.join(__dirname, 'idlePrefetch.ts')],
  // The client module replaces window.docusaurus.prefetch, which the theme's <Link> calls for a link in view.
  check: () =>
    expectLines('idle-prefetch', '@docusaurus/core/lib/client/exports/Link.js', installedFile('@docusaurus/core', 'lib/client/exports/Link.js'), [
      'window.docusaurus.prefetch(',
    ]),
};
export default patch;
