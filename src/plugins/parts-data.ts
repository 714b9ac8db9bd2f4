// Validates data/parts/ before the build (with the same one-line-per-problem errors as the spec tables),
// resolves each engine against its family, lays out its exploded views and writes one JSON module per
// engine plus the interchange table. Pages import `@site/data/parts/engines/<id>.yaml` and `@site/data/parts/interchange.yaml`,
// which parts-loader.cjs answers with those modules.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {loadAllTables, readYamlDir, TABLES_DIR} from './data-tables';
import {interchangeTable, parseEngine, parseFamily, parseInterchange, resolveEngine, resolveSpecRefs, type Engine, type Family} from '../lib/parts';

export const PARTS_DIR = 'data/parts';

export function loadParts(siteDir: string) {
  const interchangeFile = path.join(PARTS_DIR, 'interchange.yaml');
  const interchange = parseInterchange(YAML.parse(fs.readFileSync(path.join(siteDir, interchangeFile), 'utf8')), interchangeFile);
  const tables = new Map(loadAllTables(siteDir).map(({id, table}) => [id, table]));
  const families = new Map<string, Family>();
  for (const {id, file, value} of readYamlDir(siteDir, path.join(PARTS_DIR, 'families'))) {
    const f = parseFamily(resolveSpecRefs(value, file, tables), file, interchange);
    if (id !== f.id) throw new Error(`${file}: the file name must be the family id "${f.id}"`);
    families.set(f.id, f);
  }
  const engines: Engine[] = [];
  for (const {id, file, value} of readYamlDir(siteDir, path.join(PARTS_DIR, 'engines'))) {
    const e = parseEngine(resolveSpecRefs(value, file, tables), file, families, interchange);
    if (id !== e.id) throw new Error(`${file}: the file name must be the engine id "${e.id}"`);
    engines.push(e);
  }
  return {interchange, families, engines};
}

export default function partsDataPlugin(context: LoadContext): Plugin {
  const outDir = path.join(context.generatedFilesDir, 'pitbase-parts');
  return {
    name: 'pitbase-parts-data',
    async loadContent() {
      const {interchange, families, engines} = loadParts(context.siteDir);
      fs.mkdirSync(outDir, {recursive: true});
      for (const e of engines) {
        const resolved = resolveEngine(e, families.get(e.family)!);
        fs.writeFileSync(path.join(outDir, `${e.id}.json`), JSON.stringify(resolved));
      }
      fs.writeFileSync(path.join(outDir, 'interchange.json'), JSON.stringify(interchangeTable(engines, families, interchange)));
    },
    getPathsToWatch() {
      // Engines may read values from the spec tables, so a table edit rebuilds the parts modules too.
      return [path.join(context.siteDir, PARTS_DIR, '**/*.yaml'), path.join(context.siteDir, TABLES_DIR, '*.yaml')];
    },
    configureWebpack() {
      return {
        module: {
          rules: [{test: /data[\\/]parts[\\/].*\.yaml$/, use: [{loader: path.join(__dirname, 'parts-loader.cjs'), options: {outDir}}]}],
        },
      };
    },
  };
}
