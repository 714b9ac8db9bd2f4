// Evaluates Docusaurus's browser entry in stages (see loader.js, stagedClientEntry.js and NOTES.md).
import path from 'node:path';
import {installedFile, installedPath, preLoader, type Patch} from '../patch';
import loader from './loader.js';

const patch: Patch = {
  name: 'staged-entry',
  configureWebpack: preLoader(path.join(__dirname, 'loader.js'), {
    test: /[\\/]@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/,
    browserOnly: true,
  }),
  check() {
    const resourcePath = installedPath('@docusaurus/core', 'lib/client/clientEntry.js');
    (loader as (this: object, source: string) => string).call(
      {resourcePath, addDependency() {}},
      installedFile('@docusaurus/core', 'lib/client/clientEntry.js'),
    );
  },
};
export default patch;
