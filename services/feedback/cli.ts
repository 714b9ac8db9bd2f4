// Lists or exports stored feedback for the maintainers.
// usage: npm run feedback -- list [--since 2026-11-01] [--limit 50]
//        npm run feedback -- export [--format json|csv] [--since …] [--out file]
import fs from 'node:fs';
import {csvCell, visible} from './display';
import {openStore, type StoredFeedback} from './store';

const [command = 'list', ...rest] = process.argv.slice(2);
const option = (name: string) => {
  const i = rest.indexOf(`--${name}`);
  return i >= 0 ? rest[i + 1] : undefined;
};

const FIELDS: (keyof StoredFeedback)[] = ['id', 'receivedAt', 'pageUrl', 'email', 'message', 'client', 'userAgent'];

function main() {
  // A reader waits for the service's write lock longer than the service itself would.
  const store = openStore(process.env.FEEDBACK_DB ?? '.data/feedback.sqlite', {busyTimeoutMs: 5000});
  try {
    const rows = store.list({since: option('since') ?? '', limit: Number(option('limit') ?? 1_000_000)});
    let out: string;
    if (command === 'list') {
      out = rows.length
        ? rows
            .map((r) => {
              const head = `${visible(r.receivedAt)}  ${visible(r.pageUrl)}${r.email ? `  <${visible(r.email)}>` : ''}`;
              const from = `  from ${visible(r.client)}  ${visible(r.userAgent)}`;
              return `${head}\n${from}\n  ${visible(r.message, '\n').replace(/\n/g, '\n  ')}`;
            })
            .join('\n\n')
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
