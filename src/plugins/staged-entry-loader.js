// Webpack loader for Docusaurus's browser entry (lib/client/clientEntry.js): returns
// src/client/stagedClientEntry.js in its place, which evaluates React DOM and the app shell in separate
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

module.exports = function stagedEntryLoader(source) {
  const replacement = path.join(__dirname, '../client/stagedClientEntry.js');
  this.addDependency(replacement);
  const missing = EXPECTED.filter((line) => !source.includes(line));
  if (missing.length > 0) {
    throw new Error(`staged-entry-loader: Docusaurus's clientEntry.js changed (${missing.length} expected lines gone); review src/client/stagedClientEntry.js`);
  }
  return fs.readFileSync(replacement, 'utf8');
};
