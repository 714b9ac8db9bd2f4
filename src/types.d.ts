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

// Resolved by src/plugins/search-page-mode.ts to the search page of the site's search mode.
declare module '@pitbase/search-page' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}
