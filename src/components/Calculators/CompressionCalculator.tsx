import React, {type ReactNode} from 'react';
import {compressionRatio} from '@site/src/lib/calc/compression';
import {round} from '@site/src/lib/calc/input';
import {CalculatorFrame, FieldList, FixInputs} from './Field';
import {BORE_STROKE_FIELDS, useFields, type FieldSpecs} from './fields';
import styles from './styles.module.css';

const FIELDS = {
  ...BORE_STROKE_FIELDS,
  chamber: {label: 'Chamber volume', unit: 'cc', initial: '14', number: {min: 1, max: 100}, hint: 'Measured with a burette'},
  gasketBore: {label: 'Gasket bore', unit: 'mm', initial: '61', number: {min: 20, max: 125}},
  gasketThickness: {label: 'Gasket thickness', unit: 'mm', initial: '0.5', number: {min: 0, allowZero: true, max: 5}, hint: 'Compressed'},
  deck: {
    label: 'Deck height',
    unit: 'mm',
    initial: '0.3',
    number: {min: -5, max: 5, allowZero: true},
    hint: 'Piston below the cylinder top at TDC; negative if above',
  },
  piston: {label: 'Dish (+) or dome (−)', unit: 'cc', initial: '0', number: {min: -30, max: 30, allowZero: true}},
} satisfies FieldSpecs;

/** Static compression ratio from the measured volumes above the piston at top dead center. */
export default function CompressionCalculator(): ReactNode {
  const {raw, set, values, errors} = useFields(FIELDS);
  let result: ReactNode = <FixInputs />;
  if (values) {
    if (values.gasketBore < values.bore) errors.gasketBore = 'Gasket bore must be at least the cylinder bore.';
    const r =
      values.gasketBore >= values.bore
        ? compressionRatio({
            boreMm: values.bore,
            strokeMm: values.stroke,
            chamberCc: values.chamber,
            gasketBoreMm: values.gasketBore,
            gasketThicknessMm: values.gasketThickness,
            deckHeightMm: values.deck,
            pistonCc: values.piston,
          })
        : null;
    if (errors.gasketBore) result = <FixInputs />;
    else if (!r)
      result = (
        <p role="alert">With these figures there is no space left above the piston: the dome or a negative deck is larger than the chamber.</p>
      );
    else
      result = (
        <>
          <p>
            Compression ratio: <output className={styles.figure}>{round(r.ratio, 2)}:1</output>
          </p>
          <p>
            Swept volume {round(r.sweptCc, 2)} cc; clearance volume {round(r.clearanceCc, 2)} cc (chamber {round(values.chamber, 2)}, gasket{' '}
            {round(r.gasketCc, 2)}, deck {round(r.deckCc, 2)}, piston {round(values.piston, 2)}).
          </p>
        </>
      );
  }
  return (
    <CalculatorFrame title="Compression ratio calculator" result={result}>
      <FieldList specs={FIELDS} raw={raw} set={set} errors={errors} />
    </CalculatorFrame>
  );
}
