// Webpack loader for Docusaurus's BrowserContextProvider. Right after hydration it flips "is browser" to true,
// and every component that reads it re-renders: the color mode toggle, themed images, the search button's
// keys, the spec tables' sort buttons. That update was an urgent one, so React rendered the whole app tree
// in one unbroken task. As a transition, React renders it in slices and the main thread stays free; until it
// commits, those components show what the server sent, as they did before hydration. A Docusaurus that
// changes the line fails the build here.
const IMPORT = "import React, { useEffect, useState } from 'react';";
const UPDATE = 'setIsBrowser(true);';

module.exports = function browserContextLoader(source) {
  if (!source.includes(IMPORT) || source.split(UPDATE).length !== 2) {
    throw new Error('browser-context-loader: BrowserContextProvider no longer updates as expected; review src/patches/browser-context-transition/');
  }
  return source
    .replace(IMPORT, "import React, { startTransition, useEffect, useState } from 'react';")
    .replace(UPDATE, 'startTransition(() => setIsBrowser(true));');
};
