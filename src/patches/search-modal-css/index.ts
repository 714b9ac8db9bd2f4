// DocSearch's modal stylesheet (about 5.5 KB gzip) stays with the search modal's chunk instead of joining the
// one stylesheet every page loads, so a reader who never opens search never downloads it. The bundler then
// loads it with the modal's script, and the modal does not render before both have arrived.
//
// Docusaurus puts all CSS in one file (the `styles` split-chunk group) so that code-split CSS cannot load in
// different orders. The modal's rules only style the `.DocSearch-*` elements the modal draws, and PitBase's
// overrides of them are written to win whatever the order (see src/theme/SearchBar/styles.css), so order
// does not matter for this one file.
//
// Public API only (configureWebpack); the guard stops the build if Docusaurus renames or drops that group.
// Remove this plugin if Docusaurus starts splitting CSS by chunk itself.
import {expectLines, installedFile, type Patch} from '../patch';

/** The one stylesheet kept out of the shared CSS file. */
export const MODAL_CSS = /[\\/]@docsearch[\\/]css[\\/]dist[\\/]modal\.css$/;

interface CacheGroup {
  type?: string;
  test?: unknown;
}

/** Keeps the modal's CSS out of Docusaurus's `styles` group; throws when the group is not the expected one. */
export function keepModalCssOut(splitChunks: unknown): void {
  const groups = splitChunks ? (splitChunks as {cacheGroups?: Record<string, CacheGroup>}).cacheGroups : undefined;
  const styles = groups?.styles;
  if (!styles || styles.type !== 'css/mini-extract' || styles.test !== undefined) {
    throw new Error(
      "pitbase-search-modal-css: Docusaurus's `styles` split-chunk group is not the one this plugin expects " +
        '(a css/mini-extract group with no test). Check how Docusaurus bundles CSS before changing this plugin.',
    );
  }
  const isModalCss = (module: {nameForCondition?: () => string | null; resource?: string}) =>
    MODAL_CSS.test(module.nameForCondition?.() ?? module.resource ?? '');
  styles.test = (module: {nameForCondition?: () => string | null; resource?: string}) => !isModalCss(module);
  // A named group of its own: the stylesheet gets a file of its own, loaded with the modal's chunk.
  groups!.searchModalStyles = {
    name: 'search-modal',
    type: 'css/mini-extract',
    test: isModalCss,
    chunks: 'async',
    enforce: true,
    priority: 60,
  } as CacheGroup;
}

const patch: Patch = {
  name: 'search-modal-css',
  configureWebpack(config, isServer) {
    if (isServer || !config.optimization?.splitChunks) return {};
    keepModalCssOut(config.optimization.splitChunks);
    return {};
  },
  check() {
    require.resolve('@docsearch/css/dist/modal.css');
    expectLines('search-modal-css', '@docusaurus/core/lib/webpack/base.js', installedFile('@docusaurus/core', 'lib/webpack/base.js'), [
      "name: 'styles',",
      "type: 'css/mini-extract',",
    ]);
  },
};
export default patch;
