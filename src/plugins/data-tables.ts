// Validates every data table and netlist before the site builds and teaches the bundler to import YAML.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseDataTable} from '../lib/dataTable';
import {parseNetlist} from '../lib/netlist';

export const TABLES_DIR = 'data/tables';
export const NETLISTS_DIR = 'data/netlists';

/** Every .yaml file in `dir` (a folder of the site), sorted by name: its id (the name), its path and its data. */
export function readYamlDir(siteDir: string, dir: string): {id: string; file: string; value: unknown}[] {
  const abs = path.join(siteDir, dir);
  if (!fs.existsSync(abs)) return [];
  return fs
    .readdirSync(abs)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => ({id: f.replace(/\.yaml$/, ''), file: path.join(dir, f), value: YAML.parse(fs.readFileSync(path.join(abs, f), 'utf8'))}));
}

export const loadAllTables = (siteDir: string) =>
  readYamlDir(siteDir, TABLES_DIR).map(({id, file, value}) => ({id, table: parseDataTable(value, file)}));

export const loadAllNetlists = (siteDir: string) =>
  readYamlDir(siteDir, NETLISTS_DIR).map(({id, file, value}) => ({id, netlist: parseNetlist(value, file)}));

export default function dataTablesPlugin(context: LoadContext): Plugin {
  return {
    name: 'pitbase-data-tables',
    async loadContent() {
      loadAllTables(context.siteDir);
      loadAllNetlists(context.siteDir);
    },
    getPathsToWatch() {
      return [path.join(context.siteDir, TABLES_DIR, '*.yaml'), path.join(context.siteDir, NETLISTS_DIR, '*.yaml')];
    },
    configureWebpack() {
      return {
        module: {
          rules: [{test: /\.ya?ml$/, exclude: /data[\\/]parts[\\/]/, use: [{loader: path.join(__dirname, 'yaml-loader.cjs')}]}],
        },
      };
    },
  };
}
