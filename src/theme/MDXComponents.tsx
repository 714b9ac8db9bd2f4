// Wrapped (not ejected): the theme's MDX components plus <Figure>, so a page writes <Figure ...> without an
// import line. Everything else a page uses without importing it (<SpecTable>, <SpecValue>, <WiringDiagram>,
// the parts components, the drawings in src/figures) is listed in src/components/registry.ts and imported
// into each page that shows it by src/plugins/remark-component-imports.ts: registered here, each would ship
// in the JavaScript of every doc page.
import MDXComponents from '@theme-original/MDXComponents';
import Figure from '@site/src/components/Figure';

export default {
  ...MDXComponents,
  Figure,
};
