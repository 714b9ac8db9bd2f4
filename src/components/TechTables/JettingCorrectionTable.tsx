import React, {type ReactNode} from 'react';
import {jetCorrection, STANDARD_AIR} from '@site/src/lib/calc/jetting';
import styles from '@site/src/components/SpecTable/styles.module.css';

const ALTITUDES = [0, 500, 1000, 1500, 2000, 2500, 3000];
const TEMPERATURES = [0, 10, 20, 30, 40];

/**
 * Main-jet factors against a bike jetted at sea level, 15 °C, computed by the jetting calculator's own
 * model at 50 % humidity: multiply the baseline jet number by the factor.
 */
export default function JettingCorrectionTable(): ReactNode {
  const baseline = {...STANDARD_AIR, humidityPercent: 50};
  return (
    <div className={styles.scroll} role="region" aria-label="Main jet correction factors" tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          Main jet factor by altitude and air temperature (baseline: sea level, 15 °C; 50 % humidity throughout)
        </caption>
        <thead>
          <tr>
            <th scope="col">Altitude</th>
            {TEMPERATURES.map((t) => (
              <th key={t} scope="col">
                {t} °C ({Math.round((t * 9) / 5 + 32)} °F)
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ALTITUDES.map((a) => (
            <tr key={a}>
              <th scope="row">
                {a} m ({Math.round(a * 3.28084)} ft)
              </th>
              {TEMPERATURES.map((t) => (
                <td key={t}>{jetCorrection(1, baseline, {altitudeM: a, temperatureC: t, humidityPercent: 50}).mainJet.toFixed(3)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
