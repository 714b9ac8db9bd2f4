// Lets MDX pages `import table from '@site/data/tables/x.yaml'`; validation happens in data-tables.ts.
const YAML = require('yaml');

module.exports = function yamlLoader(source) {
  return `export default ${JSON.stringify(YAML.parse(source))};`;
};
