// Registered MDX components: pages show them without import lines, each page gets the imports of what it
// shows, and a page that imports one itself fails the build (npm run build) with its file and line.
import fs from 'node:fs';
import path from 'node:path';
import {unified} from 'unified';
import remarkParse from 'remark-parse';
import remarkFrontmatter from 'remark-frontmatter';
import remarkMdx from 'remark-mdx';
import {describe, expect, it} from 'vitest';
import remarkComponentImports from '../../src/plugins/remark-component-imports';
import {MDX_COMPONENTS} from '../../src/components/registry';

const fixture = (name: string) => path.resolve(__dirname, '../../lint/fixtures', name);

type Tree = Parameters<ReturnType<typeof remarkComponentImports>>[0];

function compile(file: string): string[] {
  const tree = unified().use(remarkParse).use(remarkFrontmatter).use(remarkMdx).parse(fs.readFileSync(file, 'utf8')) as unknown as Tree;
  remarkComponentImports()(tree, {path: path.relative(process.cwd(), file)});
  return (tree.children ?? []).filter((n) => n.type === 'mdxjsEsm').map((n) => n.value ?? '');
}

describe('remark-component-imports: registered components', () => {
  it('imports each registered component and drawing a page shows, once, and keeps its data imports', () => {
    expect(compile(fixture('uses-registered.mdx'))).toEqual([
      "import FigChainSlack from '@site/src/figures/FigChainSlack';",
      "import PartsDiagram from '@site/src/components/PartsDiagram';",
      "import {PartsSources} from '@site/src/components/PartsDiagram';",
      "import SpecTable from '@site/src/components/SpecTable';",
      "import SpecValue from '@site/src/components/SpecValue';",
      "import WiringDiagram from '@site/src/components/WiringDiagram';",
      expect.stringContaining("import torque from '@site/data/tables/general_torque.yaml';"),
    ]);
  });

  it('fails the build when a page imports a registered component, naming the file and the line', () => {
    expect(() => compile(fixture('imports-registered.mdx'))).toThrow(
      /lint\/fixtures\/imports-registered\.mdx:6: imports SpecTable from '@site\/src\/components\/SpecTable', but <SpecTable> is registered .* delete the line/,
    );
  });

  it('refuses a named import of a registered export and a local name that would hide a registered component', () => {
    const run = (value: string) => {
      const tree = unified().use(remarkParse).use(remarkMdx).parse(value) as unknown as Tree;
      return () => remarkComponentImports()(tree, {path: 'page.mdx'});
    };
    expect(run("import {PartsSources as Sources} from '@site/src/components/PartsDiagram/index';\n")).toThrow(/<PartsSources> is registered/);
    expect(run("import SpecValue from '@site/src/components/Other';\n")).toThrow(/<SpecValue> is registered/);
    expect(run("import EngineCodeTable from '@site/src/components/TechTables/EngineCodeTable';\n")).not.toThrow();
  });

  it('names modules that exist and exports that they have', async () => {
    for (const [name, {from, name: exported}] of Object.entries(MDX_COMPONENTS)) {
      const file = from.replace('@site/', '');
      const found = ['.tsx', '/index.tsx'].map((ext) => file + ext).find((f) => fs.existsSync(f));
      expect(found, `${name}: ${from}`).toBeDefined();
      const source = fs.readFileSync(found!, 'utf8');
      expect(source, name).toMatch(exported ? new RegExp(`export function ${exported}\\b`) : /export default function/);
    }
  });
});
