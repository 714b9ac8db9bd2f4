import React, {type ReactNode} from 'react';
import {round} from '@site/src/lib/calc/input';
import {altitudeSteps, jetCorrection, jetGrid, nearestJet, temperatureSteps, type AirConditions} from '@site/src/lib/calc/jetting';
import {CalculatorFrame, FieldList, FixInputs} from './Field';
import {useFields, type FieldSpecs} from './fields';
import LineChart from './LineChart';
import chart from './chart.module.css';
import styles from './styles.module.css';

const altitude = {unit: 'm', number: {min: -400, max: 5000, allowZero: true}};
const temperature = {unit: '°C', number: {min: -30, max: 50, allowZero: true}};
const humidity = {unit: '%', number: {min: 0, max: 100, allowZero: true}};
const FIELDS = {
  jet: {label: 'Baseline main jet', initial: '120', number: {min: 20, max: 400}, hint: 'The jet that runs right at the baseline conditions'},
  alt0: {label: 'Baseline altitude', initial: '0', ...altitude},
  temp0: {label: 'Baseline temperature', initial: '15', ...temperature},
  rh0: {label: 'Baseline humidity', initial: '50', ...humidity},
  alt: {label: 'Altitude today', initial: '1500', ...altitude},
  temp: {label: 'Temperature today', initial: '25', ...temperature},
  rh: {label: 'Humidity today', initial: '50', ...humidity},
} satisfies FieldSpecs;

/** The main jet across altitude, one line per temperature, with today's conditions marked; numbers beside it. */
function JetChart({jet, baseline, today, mainJet}: {jet: number; baseline: AirConditions; today: AirConditions; mainJet: number}): ReactNode {
  const altitudes = altitudeSteps(today.altitudeM);
  const temps = temperatureSteps(today.temperatureC);
  const grid = jetGrid(jet, baseline, today.humidityPercent, altitudes, temps);
  const mine = Math.round(today.temperatureC);
  const one = (v: number) => (Math.round(v * 10) / 10).toFixed(1);
  return (
    <div className={chart.chartAndTable}>
      <LineChart
        title={`Main jet against altitude at ${temps.join(', ')} °C and ${today.humidityPercent}% humidity, from a ${jet} jet at the baseline; today's conditions are marked. The same figures are in the table.`}
        xLabel="Altitude (m)"
        yLabel="Main jet"
        series={temps.map((t, i) => ({
          name: `${t} °C`,
          points: altitudes.map((a, k) => [a, grid[k]![i]!] as [number, number]),
          emphasis: t === mine,
        }))}
        marker={{x: today.altitudeM, y: mainJet, label: `Today: ${one(mainJet)}`}}
      />
      <div role="region" aria-label="Main jet table" tabIndex={0}>
        <table className={chart.dataTable}>
          <caption>Main jet by altitude and temperature</caption>
          <thead>
            <tr>
              <th scope="col">Altitude</th>
              {temps.map((t) => (
                <th scope="col" key={t}>
                  {t} °C
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {altitudes.map((a, k) => (
              <tr key={a}>
                <th scope="row">{a.toLocaleString('en-US')} m</th>
                {grid[k]!.map((v, i) => (
                  <td key={i}>{one(v)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}

/** Air density at two sets of conditions and the main jet that keeps the mixture of a known-good baseline. */
export default function JettingCalculator(): ReactNode {
  const {raw, set, values, errors} = useFields(FIELDS);
  let result: ReactNode = <FixInputs />;
  if (values) {
    const r = jetCorrection(
      values.jet,
      {altitudeM: values.alt0, temperatureC: values.temp0, humidityPercent: values.rh0},
      {altitudeM: values.alt, temperatureC: values.temp, humidityPercent: values.rh},
    );
    const richer = r.densityRatio > 1;
    result = (
      <>
        <p>
          Main jet to start from: <output className={styles.figure}>{round(r.mainJet, 1)}</output> (nearest in steps of 2.5:{' '}
          {nearestJet(r.mainJet, 2.5)}; in steps of 5: {nearestJet(r.mainJet, 5)})
        </p>
        <p>
          Air density {round(r.baselineDensity, 3)} kg/m³ at the baseline and {round(r.targetDensity, 3)} kg/m³ today: the air is{' '}
          {round(Math.abs(r.densityRatio - 1) * 100, 1)}% {richer ? 'denser' : 'thinner'}, so the engine needs{' '}
          {round(Math.abs(r.fuelFlowChangePercent), 1)}% {richer ? 'more' : 'less'} fuel at full throttle to keep the same mixture. The same jet
          already passes {richer ? 'more' : 'less'} fuel in {richer ? 'denser' : 'thinner'} air, so its bore area changes by only{' '}
          {round(Math.abs(r.jetAreaChangePercent), 1)}%.
        </p>
        <JetChart
          jet={values.jet}
          baseline={{altitudeM: values.alt0, temperatureC: values.temp0, humidityPercent: values.rh0}}
          today={{altitudeM: values.alt, temperatureC: values.temp, humidityPercent: values.rh}}
          mainJet={r.mainJet}
        />
        <p className={styles.hint}>
          The jet figure is for main jets numbered by their bore (Keihin and Mikuni round main jets, PZ jets). Confirm with a plug reading before a
          long full-throttle run.
        </p>
      </>
    );
  }
  return (
    <CalculatorFrame title="Jetting calculator" result={result}>
      <FieldList specs={FIELDS} raw={raw} set={set} errors={errors} />
    </CalculatorFrame>
  );
}
