declare module '*.yaml' {
  import type {DataTable} from '@site/src/lib/dataTable';
  const table: DataTable;
  export default table;
}

declare module '@docsearch/react/style';
