// Lets MDX pages `import engine from '@site/data/parts/engines/<id>.yaml'` (and `.../interchange.yaml`): the module
// is the engine resolved against its family with its exploded views laid out, written by parts-data.ts before
// the bundler runs, so the page ships data and no layout code.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function partsLoader() {
  const {outDir} = this.getOptions();
  const dir = path.basename(path.dirname(this.resourcePath));
  const base = path.basename(this.resourcePath, '.yaml');
  let file;
  if (dir === 'engines') file = `${base}.json`;
  else if (dir === 'parts' && base === 'interchange') file = 'interchange.json';
  else throw new Error(`${this.resourcePath}: import an engine (data/parts/engines/) or data/parts/interchange.yaml`);
  const out = path.join(outDir, file);
  this.addDependency(out);
  return `export default ${fs.readFileSync(out, 'utf8')};`;
};
