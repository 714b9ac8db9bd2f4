// The registry.js that the installed Docusaurus core's own code generator writes for two doc routes: the input of
// the differential tests of the patches that rewrite it (slim-client-registry, unnamed-route-chunks).
import fs from 'node:fs';
import {createRequire} from 'node:module';
import os from 'node:os';
import path from 'node:path';

const require = createRequire(import.meta.url);
const {generateRouteFiles} = require('@docusaurus/core/lib/server/codegen/codegenRoutes.js') as {
  generateRouteFiles: (p: {generatedFilesDir: string; routes: object[]}) => Promise<void>;
};

export async function installedRegistry(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pitbase-registry-'));
  const plugin = {name: 'docusaurus-plugin-content-docs', id: 'default'};
  await generateRouteFiles({
    generatedFilesDir: dir,
    routes: [
      {path: '/docs/a', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/a.mdx'}, plugin},
      {path: '/docs/b', component: '@theme/DocItem', exact: true, modules: {content: '@site/docs/b.mdx'}, plugin},
    ],
  });
  const source = fs.readFileSync(path.join(dir, 'registry.js'), 'utf8');
  fs.rmSync(dir, {recursive: true, force: true});
  return source;
}
