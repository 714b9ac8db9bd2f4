declare module '*.yaml' {
  import type {DataTable} from '@site/src/lib/dataTable';
  const table: DataTable;
  export default table;
}

declare module '@docsearch/react/style';

// Written by src/plugins/docs.ts: every doc's [title, description] by doc id.
declare module '@generated/docusaurus-plugin-content-docs/default/doc-cards.json' {
  const cards: Record<string, [string, string]>;
  export default cards;
}
