// Remark plugin: a page that shows single values of a data table ships only those values. When every use of a
// table import (`import torque from '@site/data/tables/x.yaml'`) is `<SpecValue data={torque} row="…" col="…" />`
// with a written-out row and column, the import is rewritten at build time to `x.yaml?rows=<ids>&cols=<keys>`, and
// yaml-loader.cjs emits just those cells (with the table's title and those columns' units), which is all
// <SpecValue> reads. The import stays a real import of the file, so a changed table rebuilds the page. A page that
// passes the table anywhere else (to <SpecTable>, to a calculator, in an expression) keeps the whole table. The
// page's source is never changed.

interface Attribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface Node {
  type: string;
  name?: string | null;
  value?: unknown;
  attributes?: Attribute[];
  children?: Node[];
  data?: unknown;
}

type Literal = {type: string; value?: unknown; raw?: string};
type Statement = {type: string; source?: Literal; specifiers?: {type: string; local: {name: string}}[]};

const TABLE_IMPORT = /^@site\/data\/tables\/[\w-]+\.ya?ml$/;

/** The query that asks yaml-loader.cjs for some cells of a table. */
const cellsQuery = (rows: Iterable<string>, cols: Iterable<string>) => {
  const list = (xs: Iterable<string>) => [...new Set(xs)].sort().map(encodeURIComponent).join(',');
  return `?rows=${list(rows)}&cols=${list(cols)}`;
};

const mentions = (text: string, name: string) => new RegExp(`(^|[^\\w$.])${name.replace(/\$/g, '\\$')}\\b`).test(text);
const literal = (node: Node, name: string) => {
  const value = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name)?.value;
  return typeof value === 'string' ? value : undefined;
};

/** For each local name: the <SpecValue>s that show it, or null once it is used any other way. */
function usesOf(node: Node, names: Set<string>, uses: Map<string, Node[] | null>): void {
  if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
    for (const attr of node.attributes ?? []) {
      const text =
        attr.type === 'mdxJsxExpressionAttribute'
          ? String(attr.value ?? '')
          : attr.value && typeof attr.value === 'object'
            ? String((attr.value as {value?: unknown}).value ?? '')
            : '';
      for (const name of names) {
        if (!mentions(text, name)) continue;
        const single =
          node.name === 'SpecValue' &&
          attr.name === 'data' &&
          text.trim() === name &&
          literal(node, 'row') !== undefined &&
          literal(node, 'col') !== undefined;
        const seen = uses.get(name);
        if (single && seen !== null) uses.set(name, [...(seen ?? []), node]);
        else uses.set(name, null);
      }
    }
  } else if (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression' || node.type === 'mdxjsEsm') {
    const text = String(node.value ?? '');
    // Import lines name their own bindings; any other ESM or expression that names a table passes it on whole.
    const importsOnly = node.type === 'mdxjsEsm' && text.split('\n').every((line) => !line.trim() || /^\s*import\s/.test(line));
    for (const name of names) if (!importsOnly && mentions(text, name)) uses.set(name, null);
  }
  node.children?.forEach((child) => usesOf(child, names, uses));
}

export default function remarkDataRows() {
  return (tree: Node) => {
    const imports: [Literal, Node, string][] = [];
    for (const child of tree.children ?? []) {
      if (child.type !== 'mdxjsEsm') continue;
      const body = (child.data as {estree?: {body?: Statement[]}} | undefined)?.estree?.body ?? [];
      for (const s of body) {
        const only = s.specifiers?.length === 1 ? s.specifiers[0] : undefined;
        if (s.type === 'ImportDeclaration' && s.source && TABLE_IMPORT.test(String(s.source.value)) && only?.type === 'ImportDefaultSpecifier')
          imports.push([s.source, child, only.local.name]);
      }
    }
    if (!imports.length) return;
    const uses = new Map<string, Node[] | null>();
    usesOf(tree, new Set(imports.map(([, , name]) => name)), uses);
    for (const [source, esm, name] of imports) {
      const shown = uses.get(name);
      if (!shown?.length) continue;
      const from = String(source.value);
      const to =
        from +
        cellsQuery(
          shown.map((n) => literal(n, 'row')!),
          shown.map((n) => literal(n, 'col')!),
        );
      source.value = to;
      source.raw = JSON.stringify(to);
      esm.value = String(esm.value ?? '').replace(from, to);
    }
  };
}
