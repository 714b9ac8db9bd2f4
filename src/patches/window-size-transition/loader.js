// Webpack loader for theme-common's useWindowSize. Every page renders as "desktop or server" until hydration,
// then this hook reports the real size, and on a phone the doc sidebar and the table of contents swap to
// their mobile forms. That update was an urgent one: one long re-render of the doc layout right after
// hydration. As a transition, React renders it in slices and the main thread stays free; what changes is
// hidden by CSS at phone width anyway. A Docusaurus that changes the line fails the build here.
const IMPORT = "import { useEffect, useState } from 'react';";
const UPDATE = 'setWindowSize(getWindowSize(desktopBreakpoint));';

module.exports = function windowSizeLoader(source) {
  if (!source.includes(IMPORT) || !source.includes(UPDATE)) {
    throw new Error('window-size-loader: useWindowSize no longer updates as expected; review src/patches/window-size-transition/');
  }
  return source
    .replace(IMPORT, "import { startTransition, useEffect, useState } from 'react';")
    .replace(UPDATE, `startTransition(() => ${UPDATE.slice(0, -1)});`);
};
