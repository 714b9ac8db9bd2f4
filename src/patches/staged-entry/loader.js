// Webpack loader for Docusaurus's browser entry (lib/client/clientEntry.js): returns
// stagedClientEntry.js (beside it) in its place, which evaluates React DOM and the app shell in separate
// tasks. The replacement is a copy of the original's behaviour, so the loader first checks that the original
// still does what the copy does: a Docusaurus that changes its entry fails the build here.
const fs = require('node:fs');
const path = require('node:path');

const EXPECTED = [
  "import ReactDOM from 'react-dom/client';",
  "import App from './App';",
  'window.docusaurus = docusaurus;',
  'window.docusaurusRoot = ReactDOM.hydrateRoot(container, app, {',
  'const root = ReactDOM.createRoot(container, { onRecoverableError });',
  'preload(window.location.pathname).then(() => {\n        startTransition(renderApp);\n    });',
];

// The copy also does what lib/client/preload.js does, a route at a time.
const EXPECTED_PRELOAD = [
  "import { matchRoutes } from 'react-router-config';",
  'const matches = Array.from(new Set([pathname, decodeURI(pathname)]))',
  '.map((p) => matchRoutes(routes, p))',
  'return Promise.all(matches.map((match) => match.route.component.preload?.()));',
];

module.exports = function stagedEntryLoader(source) {
  const replacement = path.join(__dirname, 'stagedClientEntry.js');
  const preloadFile = path.join(path.dirname(this.resourcePath), 'preload.js');
  this.addDependency(replacement);
  const missing = EXPECTED.filter((line) => !source.includes(line));
  if (missing.length > 0) {
    throw new Error(
      `staged-entry-loader: Docusaurus's clientEntry.js changed (${missing.length} expected lines gone); review src/patches/staged-entry/`,
    );
  }
  const preloadSource = fs.readFileSync(preloadFile, 'utf8');
  const missingPreload = EXPECTED_PRELOAD.filter((line) => !preloadSource.includes(line));
  if (missingPreload.length > 0) {
    throw new Error(
      `staged-entry-loader: Docusaurus's preload.js changed (${missingPreload.length} expected lines gone); review src/patches/staged-entry/`,
    );
  }
  return fs.readFileSync(replacement, 'utf8');
};
