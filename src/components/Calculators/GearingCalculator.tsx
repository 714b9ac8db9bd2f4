import React, {type ReactNode} from 'react';
import {finalDriveRatio, parseTireSize, rpmSteps, speedsInGears, speedTable, tireCircumferenceMm, type TireSize} from '@site/src/lib/calc/gearing';
import {parseField, round} from '@site/src/lib/calc/input';
import type {GearingPresetData} from '@site/src/lib/calc/presets';
import {formatQuantity} from '@site/src/lib/units';
import {CalculatorFrame, FieldList, FixInputs} from './Field';
import {SPROCKET_FIELDS, useFields, type FieldCheck, type FieldSpecs} from './fields';
import LineChart from './LineChart';
import chart from './chart.module.css';
import styles from './styles.module.css';

function parseGears(text: string): FieldCheck<number[]> {
  const items = text.split(/[,;\s]+/).filter(Boolean);
  if (items.length === 0) return {ok: false, message: 'Enter the gear ratios, first gear first, separated by commas.'};
  if (items.length > 6) return {ok: false, message: 'Enter at most 6 gear ratios.'};
  const gears: number[] = [];
  for (const [i, item] of items.entries()) {
    const r = parseField(item, {label: `Gear ${i + 1} ratio`, min: 0.5, max: 5});
    if (!r.ok) return r;
    gears.push(r.value);
  }
  return {ok: true, value: gears};
}

function parseTire(text: string): FieldCheck<TireSize> {
  const tire = parseTireSize(text);
  return tire ? {ok: true, value: tire} : {ok: false, message: 'Enter a size as marked on the tire, such as 90/100-14 or 2.50-10.'};
}

const FIELDS = {
  ...SPROCKET_FIELDS,
  primary: {label: 'Primary ratio', initial: '4', number: {min: 1, max: 6}, hint: 'Crank gear to clutch gear'},
  gears: {label: 'Gear ratios', mode: 'text', initial: '2.8, 1.7, 1.2, 0.9', parse: parseGears, hint: 'First gear first, separated by commas'},
  tire: {label: 'Rear tire size', mode: 'text', initial: '90/100-14', parse: parseTire},
  rpm: {label: 'Engine speed', unit: 'rpm', mode: 'numeric', initial: '8000', number: {min: 1000, max: 16000}},
} satisfies FieldSpecs;

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
  const {raw, set, values, errors} = useFields(FIELDS);

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
  if (values) {
    const finalRatio = finalDriveRatio(values.front, values.rear);
    const circumferenceMm = tireCircumferenceMm(values.tire);
    const rows = speedsInGears({rpm: values.rpm, primaryRatio: values.primary, gearRatios: values.gears, finalRatio, circumferenceMm});
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
        <SpeedChart rpm={values.rpm} primary={values.primary} gears={values.gears} finalRatio={finalRatio} circumferenceMm={circumferenceMm} />
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
      <FieldList specs={FIELDS} raw={raw} set={set} errors={errors} />
    </CalculatorFrame>
  );
}
