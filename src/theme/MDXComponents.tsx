// Wrapped (not ejected): the theme's MDX components plus <Figure>, so a page writes <Figure ...> without an
// import line. The drawings themselves (<Fig...> components in src/figures/) are not registered here: that
// would put every drawing into the JavaScript of every doc page. src/plugins/remark-figure-imports.ts adds
// the import of each drawing a page uses to that page alone.
import MDXComponents from '@theme-original/MDXComponents';
import Figure from '@site/src/components/Figure';

export default {
  ...MDXComponents,
  Figure,
};
