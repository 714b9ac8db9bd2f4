import React, {type ReactNode} from 'react';
import {finalDriveRatio, parseTireSize, rpmSteps, speedsInGears, speedTable, tireCircumferenceMm} from '@site/src/lib/calc/gearing';
import {parseField, parseFields, round} from '@site/src/lib/calc/input';
import type {GearingPresetData} from '@site/src/lib/calc/presets';
import {formatQuantity} from '@site/src/lib/units';
import Field, {CalculatorFrame, FixInputs} from './Field';
import LineChart from './LineChart';
import chart from './chart.module.css';
import styles from './styles.module.css';
import {useUrlFields} from './useUrlFields';

const RULES = {
  front: {label: 'Front sprocket', integer: true, min: 8, max: 30, unit: 'teeth'},
  rear: {label: 'Rear sprocket', integer: true, min: 20, max: 70, unit: 'teeth'},
  primary: {label: 'Primary ratio', min: 1, max: 6},
  rpm: {label: 'Engine speed', min: 1000, max: 16000, unit: 'rpm'},
};

function parseGears(text: string): {gears: number[]} | {error: string} {
  const items = text.split(/[,;\s]+/).filter(Boolean);
  if (items.length === 0) return {error: 'Enter the gear ratios, first gear first, separated by commas.'};
  if (items.length > 6) return {error: 'Enter at most 6 gear ratios.'};
  const gears: number[] = [];
  for (const [i, item] of items.entries()) {
    const r = parseField(item, {label: `Gear ${i + 1} ratio`, min: 0.5, max: 5});
    if (!r.ok) return {error: r.message};
    gears.push(r.value);
  }
  return {gears};
}

/** Road speed against engine speed in each gear: the chart, and its numbers in a table beside it. */
function SpeedChart(p: {rpm: number; primary: number; gears: number[]; finalRatio: number; circumferenceMm: number}): ReactNode {
  const rows = speedTable({
    rpms: rpmSteps(p.rpm),
    primaryRatio: p.primary,
    gearRatios: p.gears,
    finalRatio: p.finalRatio,
    circumferenceMm: p.circumferenceMm,
  });
  const top = speedsInGears({
    rpm: p.rpm,
    primaryRatio: p.primary,
    gearRatios: p.gears,
    finalRatio: p.finalRatio,
    circumferenceMm: p.circumferenceMm,
  }).at(-1)!;
  const one = (v: number) => Math.round(v * 10) / 10;
  return (
    <div className={chart.chartAndTable}>
      <LineChart
        title={`Road speed against engine speed in each of ${p.gears.length} gears; the same figures are in the table.`}
        xLabel="Engine speed (rpm)"
        yLabel="Road speed (km/h)"
        series={p.gears.map((_, g) => ({
          name: `Gear ${g + 1}`,
          points: rows.map((r) => [r.rpm, r.speedsKmh[g]!] as [number, number]),
          emphasis: g === p.gears.length - 1,
        }))}
        guideX={p.rpm}
        marker={{x: p.rpm, y: top.speedKmh, label: `${one(top.speedKmh)} km/h at ${p.rpm.toLocaleString('en-US')} rpm`}}
      />
      <div role="region" aria-label="Road speed table" tabIndex={0}>
        <table className={chart.dataTable}>
          <caption>Road speed, km/h</caption>
          <thead>
            <tr>
              <th scope="col">rpm</th>
              {p.gears.map((_, g) => (
                <th scope="col" key={g}>
                  Gear {g + 1}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.rpm}>
                <th scope="row">{r.rpm.toLocaleString('en-US')}</th>
                {r.speedsKmh.map((v, g) => (
                  <td key={g}>{one(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Final drive and road speed in each gear, with presets from the Tech Database's drive ratio data. */
export default function GearingCalculator({presets = []}: {presets?: GearingPresetData[]}): ReactNode {
  const [raw, set] = useUrlFields({front: '14', rear: '37', primary: '4', gears: '2.8, 1.7, 1.2, 0.9', tire: '90/100-14', rpm: '8000'});
  const {values, errors} = parseFields({front: raw.front, rear: raw.rear, primary: raw.primary, rpm: raw.rpm}, RULES);
  const gears = parseGears(raw.gears);
  const tire = parseTireSize(raw.tire);
  const gearError = 'error' in gears ? gears.error : undefined;
  const tireError = tire ? undefined : 'Enter a size as marked on the tire, such as 90/100-14 or 2.50-10.';

  const applyPreset = (id: string) => {
    const p = presets.find((x) => x.id === id);
    if (!p) return;
    set('primary', String(p.primary));
    set('gears', p.gears.join(', '));
    if (p.front) set('front', String(p.front));
    if (p.rear) set('rear', String(p.rear));
    if (p.tire) set('tire', p.tire);
  };

  let result: ReactNode = <FixInputs />;
  if (values && !gearError && tire && 'gears' in gears) {
    const finalRatio = finalDriveRatio(values.front, values.rear);
    const circumferenceMm = tireCircumferenceMm(tire);
    const rows = speedsInGears({rpm: values.rpm, primaryRatio: values.primary, gearRatios: gears.gears, finalRatio, circumferenceMm});
    result = (
      <>
        <p>
          Final-drive ratio: <output className={styles.figure}>{round(finalRatio, 3)}:1</output> ({values.rear}/{values.front})
        </p>
        <table>
          <caption>
            Road speed at {values.rpm} rpm on a {raw.tire.trim()} tire ({formatQuantity(Math.round(circumferenceMm), 'mm')} around, unloaded)
          </caption>
          <thead>
            <tr>
              <th scope="col">Gear</th>
              <th scope="col">Gear ratio</th>
              <th scope="col">Overall ratio</th>
              <th scope="col">Speed</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.gear}>
                <th scope="row">{r.gear}</th>
                <td>{round(r.ratio, 3)}</td>
                <td>{round(r.overallRatio, 2)}</td>
                <td>{formatQuantity(Number(r.speedKmh.toFixed(1)), 'km/h')}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <SpeedChart rpm={values.rpm} primary={values.primary} gears={gears.gears} finalRatio={finalRatio} circumferenceMm={circumferenceMm} />
        <p className={styles.hint}>Real speed is a little lower: a loaded tire rolls on a smaller radius, and a knobby tire slips.</p>
      </>
    );
  }
  return (
    <CalculatorFrame title="Gearing calculator" result={result}>
      {presets.length > 0 && (
        <div className={styles.field}>
          <label htmlFor="gearing-preset" className={styles.label}>
            Engine preset
          </label>
          <select id="gearing-preset" className={styles.select} defaultValue="" onChange={(e) => applyPreset(e.target.value)}>
            <option value="">Choose an engine…</option>
            {presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </div>
      )}
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
        label="Primary ratio"
        name="primary"
        value={raw.primary}
        onChange={(v) => set('primary', v)}
        error={errors.primary}
        hint="Crank gear to clutch gear"
      />
      <Field
        label="Gear ratios"
        name="gears"
        mode="text"
        value={raw.gears}
        onChange={(v) => set('gears', v)}
        error={gearError}
        hint="First gear first, separated by commas"
      />
      <Field label="Rear tire size" name="tire" mode="text" value={raw.tire} onChange={(v) => set('tire', v)} error={tireError} />
      <Field label="Engine speed" unit="rpm" name="rpm" mode="numeric" value={raw.rpm} onChange={(v) => set('rpm', v)} error={errors.rpm} />
    </CalculatorFrame>
  );
}
