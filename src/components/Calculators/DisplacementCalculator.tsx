import React, {type ReactNode} from 'react';
import {boreForDisplacementMm, displacementCc} from '@site/src/lib/calc/displacement';
import {round} from '@site/src/lib/calc/input';
import {formatQuantity} from '@site/src/lib/units';
import {CalculatorFrame, FieldList, FixInputs} from './Field';
import {BORE_STROKE_FIELDS, useFields, type FieldSpecs} from './fields';
import styles from './styles.module.css';

const FIELDS = {
  ...BORE_STROKE_FIELDS,
  target: {label: 'Target displacement', unit: 'cc', initial: '160', number: {min: 30, max: 1000}},
} satisfies FieldSpecs;

/** Bore and stroke to cc, and the bore a target cc needs on the same stroke. */
export default function DisplacementCalculator(): ReactNode {
  const {raw, set, values, errors} = useFields(FIELDS);
  let result: ReactNode = <FixInputs />;
  if (values) {
    const cc = displacementCc(values.bore, values.stroke);
    const bore = boreForDisplacementMm(values.target, values.stroke);
    result = (
      <>
        <p>
          Displacement: <output className={styles.figure}>{formatQuantity(Number(cc.toFixed(1)), 'cc')}</output>
        </p>
        <p>
          For {round(values.target, 1)} cc on the same {round(values.stroke, 2)} mm stroke the bore must be{' '}
          <output>{formatQuantity(Number(bore.toFixed(2)), 'mm')}</output>, {round(bore - values.bore, 2)} mm {bore >= values.bore ? 'over' : 'under'}{' '}
          the bore above.
        </p>
      </>
    );
  }
  return (
    <CalculatorFrame title="Displacement calculator" result={result}>
      <FieldList specs={FIELDS} raw={raw} set={set} errors={errors} />
    </CalculatorFrame>
  );
}
