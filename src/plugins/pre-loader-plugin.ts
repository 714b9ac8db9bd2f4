// A plugin that runs one of PitBase's webpack loaders over one file before any other loader: in the browser
// build only, or in both builds.
import path from 'node:path';
import type {Plugin} from '@docusaurus/types';

export function preLoaderPlugin(name: string, {test, loader, browserOnly}: {test: RegExp; loader: string; browserOnly: boolean}): Plugin {
  return {
    name,
    configureWebpack(_config, isServer) {
      if (browserOnly && isServer) return {};
      return {
        module: {
          rules: [{test, enforce: 'pre' as const, use: [{loader: path.resolve(__dirname, loader)}]}],
        },
      };
    },
  };
}
