import type {ReactNode} from 'react';
import type {DataTable} from '@site/src/lib/dataTable';
import {lookupValue} from '@site/src/lib/cells';

interface Props {
  data: DataTable;
  row: string;
  col: string;
}

/** One value from a data table inside running text, so no page retypes it. */
export default function SpecValue({data, row, col}: Props): ReactNode {
  return <span className="spec-value">{lookupValue(data, row, col)}</span>;
}
