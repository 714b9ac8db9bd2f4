declare module '*.yaml' {
  import type {DataTable} from '@site/src/lib/dataTable';
  const table: DataTable;
  export default table;
}

declare module '@docsearch/react/style';

// Written by src/plugins/docs.ts: every doc's description by doc id.
declare module '@generated/docusaurus-plugin-content-docs/default/doc-descriptions.json' {
  const descriptions: Record<string, string>;
  export default descriptions;
}
