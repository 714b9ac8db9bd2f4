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

/**
 * `x.yaml?rows=a,b&cols=c,d` (written by remark-data-rows.ts for a page that shows single values): the table's title,
 * those columns and those rows with just those cells, which is all <SpecValue> reads; the table unchanged without a
 * query. A row or column the table does not have stops the build, naming both.
 */
function pickCells(data, query, rel) {
  const params = new URLSearchParams(query.replace(/^\?/, ''));
  if (!params.has('rows')) return data;
  const list = (key) => (params.get(key) ?? '').split(',').filter(Boolean).map(decodeURIComponent);
  const [ids, keys] = [list('rows'), list('cols')];
  const missing = [
    ...ids.filter((id) => !data.rows?.some((r) => r.id === id)).map((id) => `row "${id}"`),
    ...keys.filter((key) => !data.columns?.some((c) => c.key === key)).map((key) => `column "${key}"`),
  ];
  if (missing.length) throw new Error(`${rel} has no ${missing.join(', ')}`);
  const cells = (row) => Object.fromEntries([['id', row.id], ...keys.filter((k) => k in row).map((k) => [k, row[k]])]);
  return {title: data.title, columns: data.columns.filter((c) => keys.includes(c.key)), rows: data.rows.filter((r) => ids.includes(r.id)).map(cells)};
}

module.exports = function yamlLoader(source) {
  const data = YAML.parse(source);
  const rel = path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/');
  if (!rel.startsWith('data/netlists/')) return `export default ${JSON.stringify(pickCells(data, this.resourceQuery ?? '', rel))};`;
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

module.exports.pickCells = pickCells;
