import React, {type ReactNode} from 'react';
import {chainLinks} from '@site/src/lib/calc/chain';
import type {DataTable} from '@site/src/lib/dataTable';
import {round} from '@site/src/lib/calc/input';
import {formatQuantity} from '@site/src/lib/units';
import {CalculatorFrame, FieldList, FixInputs} from './Field';
import {SPROCKET_FIELDS, useFields, type FieldSpecs} from './fields';
import styles from './styles.module.css';

const FIELDS = {
  ...SPROCKET_FIELDS,
  center: {
    label: 'Center distance',
    unit: 'mm',
    initial: '600',
    number: {min: 200, max: 1000},
    hint: 'Output shaft center to rear axle center, axle in mid-adjustment',
  },
  pitch: {label: 'Chain pitch', unit: 'mm', initial: '', number: {min: 6, max: 20}},
} satisfies FieldSpecs;

/**
 * Links for a sprocket pair and center distance, rounded up to an even count. The pitch defaults to the
 * first chain in `sizes` (the Tech Database's chain size table), and the hint lists every chain in it.
 */
export default function ChainLengthCalculator({sizes}: {sizes: DataTable}): ReactNode {
  const pitches = sizes.rows
    .filter((r) => typeof r.pitch === 'number')
    .map((r) => ({name: String(r[sizes.columns[0]!.key]), pitch: r.pitch as number}));
  // The pitch starts at the table's first chain, and its hint lists them all.
  const fields = {
    ...FIELDS,
    pitch: {...FIELDS.pitch, initial: String(pitches[0]?.pitch ?? ''), hint: pitches.map((p) => `${p.name}: ${p.pitch} mm`).join('; ')},
  };
  const {raw, set, values, errors} = useFields(fields);
  let result: ReactNode = <FixInputs />;
  if (values) {
    const r = chainLinks(values.front, values.rear, values.center, values.pitch);
    result = (
      <>
        <p>
          Chain length: <output className={styles.figure}>{r.links} links</output>
        </p>
        <p>
          The path needs {round(r.exactLinks, 2)} pitches; a chain joins an inner link to an outer link, so the count is rounded up to the next even
          number. With {r.links} links the chain fits tight at a center distance of {formatQuantity(Number(r.centerDistanceMm.toFixed(1)), 'mm')}; set
          the slack with the axle adjusters.
        </p>
      </>
    );
  }
  return (
    <CalculatorFrame title="Chain length calculator" result={result}>
      <FieldList specs={fields} raw={raw} set={set} errors={errors} />
    </CalculatorFrame>
  );
}
