// Lets MDX pages `import table from '@site/data/tables/x.yaml'`; validation happens in data-tables.ts.
// A netlist (data/netlists/*.yaml) is checked against the netlist rules and laid out here, at build time,
// so the page receives the netlist and the finished geometry, never the layout engine.
const path = require('node:path');
const YAML = require('yaml');

let netlistTools;
function tools() {
  // The netlist schema and ELK layout are TypeScript; jiti (Docusaurus's own TS loader) runs them here.
  netlistTools ??= require('jiti')(__filename)(path.join(__dirname, 'netlistDiagram.ts'));
  return netlistTools;
}

module.exports = function yamlLoader(source) {
  const data = YAML.parse(source);
  const rel = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  if (!rel.startsWith('data/netlists/')) return `export default ${JSON.stringify(data)};`;
  // The layout depends on the rules and the layout code as well as the file, so a change to either
  // invalidates the bundler's cached result.
  for (const f of ['netlistDiagram.ts', '../lib/netlist.ts', '../lib/netlistLayout.ts', '../lib/netlistGeometry.ts'])
    this.addDependency(path.join(__dirname, f));
  const callback = this.async();
  tools()
    .diagramFromYaml(data, rel)
    .then((diagram) => callback(null, `export default ${JSON.stringify(diagram)};`))
    .catch((err) => callback(err));
  return undefined;
};
