// Validates every data table and netlist before the site builds and teaches the bundler to import YAML.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {parseDataTable} from '../lib/dataTable';
import {parseNetlist} from '../lib/netlist';

export const TABLES_DIR = 'data/tables';
export const NETLISTS_DIR = 'data/netlists';

export function loadAllTables(siteDir: string) {
  const dir = path.join(siteDir, TABLES_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const file = path.join(TABLES_DIR, f);
      return {id: f.replace(/\.yaml$/, ''), table: parseDataTable(YAML.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')), file)};
    });
}

export function loadAllNetlists(siteDir: string) {
  const dir = path.join(siteDir, NETLISTS_DIR);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const file = path.join(NETLISTS_DIR, f);
      return {id: f.replace(/\.yaml$/, ''), netlist: parseNetlist(YAML.parse(fs.readFileSync(path.join(siteDir, file), 'utf8')), file)};
    });
}

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
