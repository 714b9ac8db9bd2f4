// Remark plugin: a page that uses a drawing from src/figures (an element named Fig + PascalCase, such as
// <FigValveFeelerGauge />) gets `import FigValveFeelerGauge from '@site/src/figures/FigValveFeelerGauge'`
// added at build time, so pages need no import lines and each drawing ships only with the pages that show it.
// A Fig... name with no file behind it fails the build with the file it expected.
import fs from 'node:fs';
import path from 'node:path';

const FIGURES_DIR = path.resolve(__dirname, '../figures');
export const FIGURE_NAME = /^Fig[A-Z][A-Za-z0-9]*$/;

interface Node {
  type: string;
  name?: string | null;
  children?: Node[];
  value?: string;
  data?: unknown;
}

function collect(node: Node, names: Set<string>): void {
  if ((node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') && node.name && FIGURE_NAME.test(node.name)) {
    names.add(node.name);
  }
  node.children?.forEach((child) => collect(child, names));
}

function importNode(name: string): Node {
  const source = `@site/src/figures/${name}`;
  return {
    type: 'mdxjsEsm',
    value: `import ${name} from '${source}';`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [{type: 'ImportDefaultSpecifier', local: {type: 'Identifier', name}}],
            source: {type: 'Literal', value: source, raw: JSON.stringify(source)},
          },
        ],
      },
    },
  };
}

export default function remarkFigureImports() {
  return (tree: Node, file: {path?: string}) => {
    const names = new Set<string>();
    collect(tree, names);
    if (names.size === 0) return;
    const imported = new Set<string>();
    for (const child of tree.children ?? []) {
      if (child.type === 'mdxjsEsm') for (const m of (child.value ?? '').matchAll(/import\s+(\w+)/g)) imported.add(m[1]!);
    }
    const added: Node[] = [];
    for (const name of [...names].sort()) {
      if (imported.has(name)) continue;
      const expected = path.join(FIGURES_DIR, `${name}.tsx`);
      if (!fs.existsSync(expected)) {
        throw new Error(`${file.path ?? 'A page'} uses <${name}>, but there is no drawing at ${expected}`);
      }
      added.push(importNode(name));
    }
    tree.children = [...added, ...(tree.children ?? [])];
  };
}
