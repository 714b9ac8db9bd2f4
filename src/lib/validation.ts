// One error format for everything the build validates (data tables, netlists, parts data, page front matter):
// the file, then one line per problem with where it is in the file, what was expected and what was found.
//
//   data/tables/torque.yaml is not a valid data table:
//     columns.1.unit: expected one of "Nm", "mm", "kPa", found "lbs"
//     rows.3: unknown key "colour"
import type * as z from 'zod';

type Issue = z.core.$ZodIssue;

/** The value at a zod issue's path in the input; undefined when the path does not exist. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/** A found value in a few words: `"lbs"`, `12`, `a list of 3 items`, `nothing`. */
function describeValue(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'an empty value';
  if (typeof value === 'string') return value.length > 60 ? `${JSON.stringify(value.slice(0, 57))}...` : JSON.stringify(value);
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `a list of ${value.length} item${value.length === 1 ? '' : 's'}`;
  return 'a group of keys';
}

function bound(issue: Issue & {code: 'too_small' | 'too_big'}): string {
  const small = issue.code === 'too_small';
  const limit = small ? issue.minimum : issue.maximum;
  if (issue.origin === 'string') return `${small ? 'at least' : 'at most'} ${limit} characters`;
  if (issue.origin === 'array' || issue.origin === 'set') return `${small ? 'at least' : 'at most'} ${limit} item${Number(limit) === 1 ? '' : 's'}`;
  if (issue.inclusive) return `${small ? 'at least' : 'at most'} ${limit}`;
  return `${small ? 'more' : 'less'} than ${limit}`;
}

/** One problem as a line: `path: expected ..., found ...`. */
export function issueLine(input: unknown, issue: Issue): string {
  const where = issue.path.map(String).join('.') || '(top level)';
  const found = describeValue(valueAt(input, issue.path));
  if (issue.code === 'custom') return `${where}: ${issue.message}`;
  // A message the schema wrote itself ("ids are lowercase words joined by dashes") says more than zod's own.
  if (!/^(Invalid|Too (small|big)|Unrecognized)/.test(issue.message)) return `${where}: ${issue.message}, found ${found}`;
  switch (issue.code) {
    case 'invalid_type':
      return `${where}: expected ${issue.expected}, found ${found}`;
    case 'invalid_value':
      return `${where}: expected ${issue.values.length === 1 ? '' : 'one of '}${issue.values.map((v) => JSON.stringify(v)).join(', ')}, found ${found}`;
    case 'unrecognized_keys':
      return `${where}: unknown key${issue.keys.length === 1 ? '' : 's'} ${issue.keys.map((k) => `"${k}"`).join(', ')}`;
    case 'too_small':
    case 'too_big': {
      const value = valueAt(input, issue.path);
      const length = typeof value === 'string' ? ` (${value.length} characters)` : '';
      return `${where}: expected ${bound(issue)}, found ${found}${length}`;
    }
    case 'invalid_format':
      return `${where}: expected ${issue.format === 'regex' && issue.pattern ? `text matching ${issue.pattern}` : issue.format}, found ${found}`;
    default:
      return `${where}: ${issue.message}, found ${found}`;
  }
}

/** The error for a file with problems: its name, then one indented line per problem. */
export function invalidFile(file: string, what: string, problems: string[]): Error {
  return new Error(`${file} is not ${what}:\n${problems.map((p) => `  ${p}`).join('\n')}`);
}

/** `value` parsed by `schema`, or an error naming the file and every problem (`what`: "a valid data table"). */
export function parseFile<T>(schema: z.ZodType<T>, value: unknown, file: string, what: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw invalidFile(
    file,
    what,
    result.error.issues.map((issue) => issueLine(value, issue)),
  );
}
