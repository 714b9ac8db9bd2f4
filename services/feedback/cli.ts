// Lists or exports stored feedback for the maintainers.
// usage: npm run feedback -- list [--since 2026-11-01] [--limit 50]
//        npm run feedback -- export [--format json|csv] [--since …] [--out file]
import fs from 'node:fs';
import {openStore, type StoredFeedback} from './store';

const [command = 'list', ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};

const FIELDS: (keyof StoredFeedback)[] = ['id', 'receivedAt', 'pageUrl', 'email', 'message', 'client', 'userAgent'];
const csvCell = (v: unknown) => {
  const s = v === undefined || v === null ? '' : String(v);
  // A leading =, +, - or @ would run as a formula in a spreadsheet.
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

function main() {
  const store = openStore(process.env.FEEDBACK_DB ?? '.data/feedback.sqlite');
  try {
    const rows = store.list({since: option('since') ?? '', limit: Number(option('limit') ?? 1_000_000)});
    let out: string;
    if (command === 'list') {
      out = rows.length
        ? rows.map((r) => `${r.receivedAt}  ${r.pageUrl}${r.email ? `  <${r.email}>` : ''}\n  ${r.message.replace(/\n/g, '\n  ')}`).join('\n\n')
        : 'No feedback stored.';
      out += `\n\n${rows.length} of ${store.count()} message(s)`;
    } else if (command === 'export') {
      const format = option('format') ?? 'json';
      if (format === 'json') out = JSON.stringify(rows, null, 2);
      else if (format === 'csv') out = [FIELDS.join(','), ...rows.map((r) => FIELDS.map((f) => csvCell(r[f])).join(','))].join('\n');
      else throw new Error(`unknown format "${format}": use json or csv`);
    } else {
      throw new Error(`unknown command "${command}": use list or export`);
    }
    const file = option('out');
    if (file) fs.writeFileSync(file, `${out}\n`);
    else console.log(out);
  } finally {
    store.close();
  }
}

try {
  main();
} catch (err) {
  console.error(`feedback: ${(err as Error).message}`);
  process.exit(1);
}
