// The prose lint: PitBase's textlint rules and cspell (US English plus lint/pitbase-words.txt) over the docs,
// and a check that no data table repeats one text in every row of a column. `npm run lint:prose` prints the
// findings; tests/unit/prose-lint.test.ts runs it in `npm test`.
import {execFile} from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import {fileURLToPath} from 'node:url';
import {promisify} from 'node:util';
import {createLinter} from 'textlint';
import {TextlintKernelDescriptor} from '@textlint/kernel';
import markdownPlugin from '@textlint/textlint-plugin-markdown';
import YAML from 'yaml';
import {NARRATION, RULES} from './rules.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const descriptor = new TextlintKernelDescriptor({
  rules: Object.entries(RULES).map(([ruleId, rule]) => ({ruleId, rule})),
  plugins: [{pluginId: 'markdown', plugin: markdownPlugin.default ?? markdownPlugin, options: {extensions: ['.mdx']}}],
  filterRules: [],
});

/** textlint findings: {file, line, column, rule, message}. */
export async function lintText(files) {
  const results = await createLinter({descriptor}).lintFiles(files);
  return results.flatMap((r) =>
    r.messages.map((m) => ({file: path.relative(root, r.filePath), line: m.line, column: m.column, rule: m.ruleId, message: m.message})),
  );
}

/** cspell findings for the files (unknown words), with the project's cspell.json. */
export async function lintSpelling(files) {
  const bin = path.join(root, 'node_modules/cspell/bin.mjs');
  try {
    await promisify(execFile)(
      process.execPath,
      [bin, '--no-progress', '--no-summary', '--no-must-find-files', '--config', path.join(root, 'cspell.json'), ...files],
      {cwd: root, maxBuffer: 1 << 24},
    );
    return [];
  } catch (err) {
    if (typeof err.code !== 'number' || !err.stdout) throw err;
    return String(err.stdout)
      .split('\n')
      .map((line) => /^(.*?):(\d+):(\d+) - (.*)$/.exec(line))
      .filter(Boolean)
      .map(([, file, l, c, message]) => ({
        file: path.relative(root, path.resolve(root, file)),
        line: Number(l),
        column: Number(c),
        rule: 'spelling',
        message,
      }));
  }
}

/**
 * Data tables: a column that holds the same text in every row (four rows or more) says it once, in the table's
 * appliesTo or description, not in each row ("Applies to: PZ22, PZ26 and PZ27" 27 times).
 */
export function lintTables(files) {
  const found = [];
  for (const file of files) {
    const table = YAML.parse(fs.readFileSync(file, 'utf8'));
    const rows = Array.isArray(table?.rows) ? table.rows : [];
    for (const row of rows) {
      for (const [key, value] of Object.entries(row)) {
        const re = typeof value === 'string' ? NARRATION.find((r) => r.test(value)) : undefined;
        if (re)
          found.push({
            file: path.relative(root, file),
            line: 1,
            column: 1,
            rule: 'no-site-narration',
            message: `Row "${row.id}", ${key}: "${value}" talks about the site's research. Leave the row out or say how the reader gets the value.`,
          });
      }
    }
    if (rows.length < 4) continue;
    for (const col of table.columns ?? []) {
      const values = rows.map((r) => r[col.key]);
      if (values.every((v) => typeof v === 'string' && v.trim() !== '' && v === values[0])) {
        found.push({
          file: path.relative(root, file),
          line: 1,
          column: 1,
          rule: 'repeated-column',
          message: `Column "${col.label}" says "${values[0]}" in all ${rows.length} rows: say it once in appliesTo.`,
        });
      }
    }
  }
  return found;
}

function walk(dir, test) {
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, {withFileTypes: true})
        .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name), test) : test(e.name) ? [path.join(dir, e.name)] : []))
    : [];
}

/** Everything the site publishes: the docs, the shared partials and the data tables. */
function siteFiles() {
  const prose = [
    ...walk(path.join(root, 'docs'), (n) => /\.mdx?$/.test(n)),
    ...walk(path.join(root, 'src/pages/_partials'), (n) => n.endsWith('.mdx')),
  ];
  const tables = walk(path.join(root, 'data/tables'), (n) => n.endsWith('.yaml'));
  return {prose, tables};
}

export async function lintSite() {
  const {prose, tables} = siteFiles();
  return [...(await lintText(prose)), ...(await lintSpelling(prose)), ...lintTables(tables)];
}
