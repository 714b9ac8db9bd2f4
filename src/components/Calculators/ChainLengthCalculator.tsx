import React, {type ReactNode} from 'react';
import {chainLinks} from '@site/src/lib/calc/chain';
import type {DataTable} from '@site/src/lib/dataTable';
import {parseFields, round} from '@site/src/lib/calc/input';
import {formatQuantity} from '@site/src/lib/units';
import Field, {CalculatorFrame, FixInputs} from './Field';
import styles from './styles.module.css';
import {useUrlFields} from './useUrlFields';

const RULES = {
  front: {label: 'Front sprocket', integer: true, min: 8, max: 30, unit: 'teeth'},
  rear: {label: 'Rear sprocket', integer: true, min: 20, max: 70, unit: 'teeth'},
  center: {label: 'Center distance', min: 200, max: 1000, unit: 'mm'},
  pitch: {label: 'Chain pitch', min: 6, max: 20, unit: 'mm'},
};

/**
 * Links for a sprocket pair and center distance, rounded up to an even count. The pitch defaults to the
 * first chain in `sizes` (the Tech Database's chain size table), and the hint lists every chain in it.
 */
export default function ChainLengthCalculator({sizes}: {sizes: DataTable}): ReactNode {
  const pitches = sizes.rows
    .filter((r) => typeof r.pitch === 'number')
    .map((r) => ({name: String(r[sizes.columns[0]!.key]), pitch: r.pitch as number}));
  const [raw, set] = useUrlFields({front: '14', rear: '37', center: '600', pitch: String(pitches[0]?.pitch ?? '')});
  const {values, errors} = parseFields(raw, RULES);
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
      <Field
        label="Front sprocket"
        unit="teeth"
        name="front"
        mode="numeric"
        value={raw.front}
        onChange={(v) => set('front', v)}
        error={errors.front}
      />
      <Field label="Rear sprocket" unit="teeth" name="rear" mode="numeric" value={raw.rear} onChange={(v) => set('rear', v)} error={errors.rear} />
      <Field
        label="Center distance"
        unit="mm"
        name="center"
        value={raw.center}
        onChange={(v) => set('center', v)}
        error={errors.center}
        hint="Output shaft center to rear axle center, axle in mid-adjustment"
      />
      <Field
        label="Chain pitch"
        unit="mm"
        name="pitch"
        value={raw.pitch}
        onChange={(v) => set('pitch', v)}
        error={errors.pitch}
        hint={pitches.map((p) => `${p.name}: ${p.pitch} mm`).join('; ')}
      />
    </CalculatorFrame>
  );
}
