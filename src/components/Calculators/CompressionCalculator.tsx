import React, {type ReactNode} from 'react';
import {compressionRatio} from '@site/src/lib/calc/compression';
import {parseFields, round} from '@site/src/lib/calc/input';
import Field, {CalculatorFrame, FixInputs} from './Field';
import styles from './styles.module.css';
import {useUrlFields} from './useUrlFields';

const RULES = {
  bore: {label: 'Bore', min: 20, max: 120, unit: 'mm'},
  stroke: {label: 'Stroke', min: 20, max: 120, unit: 'mm'},
  chamber: {label: 'Chamber volume', min: 1, max: 100, unit: 'cc'},
  gasketBore: {label: 'Gasket bore', min: 20, max: 125, unit: 'mm'},
  gasketThickness: {label: 'Gasket thickness', min: 0, allowZero: true, max: 5, unit: 'mm'},
  deck: {label: 'Deck height', min: -5, max: 5, allowZero: true, unit: 'mm'},
  piston: {label: 'Dish (+) or dome (−)', min: -30, max: 30, allowZero: true, unit: 'cc'},
};

/** Static compression ratio from the measured volumes above the piston at top dead center. */
export default function CompressionCalculator(): ReactNode {
  const [raw, set] = useUrlFields({bore: '60', stroke: '53', chamber: '14', gasketBore: '61', gasketThickness: '0.5', deck: '0.3', piston: '0'});
  const {values, errors} = parseFields(raw, RULES);
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
      <Field label="Bore" unit="mm" name="bore" value={raw.bore} onChange={(v) => set('bore', v)} error={errors.bore} />
      <Field label="Stroke" unit="mm" name="stroke" value={raw.stroke} onChange={(v) => set('stroke', v)} error={errors.stroke} />
      <Field
        label="Chamber volume"
        unit="cc"
        name="chamber"
        value={raw.chamber}
        onChange={(v) => set('chamber', v)}
        error={errors.chamber}
        hint="Measured with a burette"
      />
      <Field
        label="Gasket bore"
        unit="mm"
        name="gasketBore"
        value={raw.gasketBore}
        onChange={(v) => set('gasketBore', v)}
        error={errors.gasketBore}
      />
      <Field
        label="Gasket thickness"
        unit="mm"
        name="gasketThickness"
        value={raw.gasketThickness}
        onChange={(v) => set('gasketThickness', v)}
        error={errors.gasketThickness}
        hint="Compressed"
      />
      <Field
        label="Deck height"
        unit="mm"
        name="deck"
        value={raw.deck}
        onChange={(v) => set('deck', v)}
        error={errors.deck}
        hint="Piston below the cylinder top at TDC; negative if above"
      />
      <Field label="Dish (+) or dome (−)" unit="cc" name="piston" value={raw.piston} onChange={(v) => set('piston', v)} error={errors.piston} />
    </CalculatorFrame>
  );
}
