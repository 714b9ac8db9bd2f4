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
  const text = lookupValue(data, row, col);
  // A short value ("62 × 62 mm") stays on one line; a phrase-long one may wrap, or it would overflow a phone screen.
  return <span className={text.length > 24 ? 'spec-value spec-value--long' : 'spec-value'}>{text}</span>;
}
