// Remark plugin: pages use PitBase's components without import lines. A page that shows a registered component
// (src/components/registry.ts: <SpecTable>, <SpecValue>, <WiringDiagram>, the parts components) or a drawing
// from src/figures (an element named Fig + PascalCase, such as <FigValveFeelerGauge />) gets its import added
// at build time, so each ships only with the pages that show it. The build fails, with the page and the line,
// when a page imports a registered component itself, or when a Fig... name has no file behind it.
import fs from 'node:fs';
import path from 'node:path';
import {MDX_COMPONENTS, type RegisteredComponent} from '../components/registry';

const FIGURES_DIR = path.resolve(__dirname, '../figures');
const FIGURE_NAME = /^Fig[A-Z][A-Za-z0-9]*$/;

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  value?: string;
  data?: unknown;
  position?: {start: {line: number}};
}

type Specifier = {type: string; local: {name: string}; imported?: {name?: string; value?: string}};
type Statement = {type: string; source?: {value?: unknown}; specifiers?: Specifier[]};

function collect(node: Node, names: Set<string>): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name) names.add(node.name);
  node.children?.forEach((child) => collect(child, names));
}

/** The imports of an ESM block: [local name, module, imported export ('default' for a default import)]. */
function importsOf(node: Node): [string, string, string][] {
  const body = (node.data as {estree?: {body?: Statement[]}} | undefined)?.estree?.body;
  if (!body) {
    // A tree built without estree (by hand, in tests): default imports read from the text.
    return [...(node.value ?? '').matchAll(/import\s+(\w+)\s+from\s+['"]([^'"]+)['"]/g)].map((m): [string, string, string] => [
      m[1]!,
      m[2]!,
      'default',
    ]);
  }
  return body
    .filter((s) => s.type === 'ImportDeclaration')
    .flatMap((s) =>
      (s.specifiers ?? []).map((sp): [string, string, string] => [
        sp.local.name,
        String(s.source?.value),
        sp.type === 'ImportDefaultSpecifier'
          ? 'default'
          : sp.type === 'ImportNamespaceSpecifier'
            ? '*'
            : String(sp.imported?.name ?? sp.imported?.value),
      ]),
    );
}

function importNode(local: string, component: RegisteredComponent): Node {
  const {from: source, name} = component;
  const specifier = name
    ? {type: 'ImportSpecifier', imported: {type: 'Identifier', name}, local: {type: 'Identifier', name: local}}
    : {type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name: local}};
  return {
    type: 'mdxjsEsm',
    value: name ? `import {${name}} from '${source}';` : `import ${local} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [{type: 'ImportDeclaration', specifiers: [specifier], source: {type: 'Literal', value: source, raw: JSON.stringify(source)}}],
      },
    },
  };
}

const stripIndex = (source: string) => source.replace(/\/index(\.tsx?)?$/, '');

export default function remarkComponentImports() {
  return (tree: Node, file: {path?: string}) => {
    const page = file.path ?? 'A page';
    const imported = new Set<string>();
    for (const child of tree.children ?? []) {
      if (child.type !== 'mdxjsEsm') continue;
      for (const [local, source, exported] of importsOf(child)) {
        const registered = Object.entries(MDX_COMPONENTS).find(([, c]) => c.from === stripIndex(source) && (c.name ?? 'default') === exported);
        if (registered || MDX_COMPONENTS[local]) {
          const name = registered?.[0] ?? local;
          throw new Error(
            `${page}:${child.position?.start.line ?? 1}: imports ${local} from '${source}', but <${name}> is registered ` +
              `(src/components/registry.ts) and needs no import line: delete the line`,
          );
        }
        imported.add(local);
      }
    }
    const names = new Set<string>();
    collect(tree, names);
    const added: Node[] = [];
    for (const name of [...names].sort()) {
      if (imported.has(name)) continue;
      const registered = MDX_COMPONENTS[name];
      if (registered) {
        added.push(importNode(name, registered));
      } else if (FIGURE_NAME.test(name)) {
        const expected = path.join(FIGURES_DIR, `${name}.tsx`);
        if (!fs.existsSync(expected)) throw new Error(`${page} uses <${name}>, but there is no drawing at ${expected}`);
        added.push(importNode(name, {from: `@site/src/figures/${name}`}));
      }
    }
    if (added.length) tree.children = [...added, ...(tree.children ?? [])];
  };
}
