import React, {type ReactNode} from 'react';
import {boreForDisplacementMm, displacementCc} from '@site/src/lib/calc/displacement';
import {parseFields, round} from '@site/src/lib/calc/input';
import {formatQuantity} from '@site/src/lib/units';
import Field, {CalculatorFrame, FixInputs} from './Field';
import styles from './styles.module.css';
import {useUrlFields} from './useUrlFields';

const RULES = {
  bore: {label: 'Bore', min: 20, max: 120, unit: 'mm'},
  stroke: {label: 'Stroke', min: 20, max: 120, unit: 'mm'},
  target: {label: 'Target displacement', min: 30, max: 1000, unit: 'cc'},
};

/** Bore and stroke to cc, and the bore a target cc needs on the same stroke. */
export default function DisplacementCalculator(): ReactNode {
  const [raw, set] = useUrlFields({bore: '60', stroke: '53', target: '160'});
  const {values, errors} = parseFields(raw, RULES);
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
      <Field label="Bore" unit="mm" name="bore" value={raw.bore} onChange={(v) => set('bore', v)} error={errors.bore} />
      <Field label="Stroke" unit="mm" name="stroke" value={raw.stroke} onChange={(v) => set('stroke', v)} error={errors.stroke} />
      <Field label="Target displacement" unit="cc" name="target" value={raw.target} onChange={(v) => set('target', v)} error={errors.target} />
    </CalculatorFrame>
  );
}
