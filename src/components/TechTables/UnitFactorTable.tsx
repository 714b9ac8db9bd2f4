import React, {type ReactNode} from 'react';
import {QUANTITY_LABELS, UNITS, convert, type Quantity} from '@site/src/lib/calc/convert';
import styles from '@site/src/components/SpecTable/styles.module.css';

const significant = (v: number) => String(Number(v.toPrecision(7)));

/**
 * The converter's own factors as a static table, so the page and the calculator cannot disagree:
 * one row per unit, giving one of it in the quantity's first unit and the reverse.
 */
export default function UnitFactorTable(): ReactNode {
  const quantities = (Object.keys(UNITS) as Quantity[]).filter((q) => q !== 'temperature');
  return (
    <figure className={styles.figure}>
      <div className={styles.scroll} role="region" aria-label="Conversion factors" tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>Conversion factors</caption>
          <thead>
            <tr>
              <th scope="col">Quantity</th>
              <th scope="col">1 of this unit</th>
              <th scope="col">equals</th>
              <th scope="col">and 1 of that unit equals</th>
            </tr>
          </thead>
          <tbody>
            {quantities.flatMap((q) => {
              const [base, ...others] = UNITS[q];
              return others.map((u) => (
                <tr key={`${q}-${u.id}`}>
                  <th scope="row">{QUANTITY_LABELS[q]}</th>
                  <td>1 {u.label}</td>
                  <td>
                    {significant(convert(1, q, u.id, base!.id))} {base!.label}
                  </td>
                  <td>
                    {significant(convert(1, q, base!.id, u.id))} {u.label}
                  </td>
                </tr>
              ));
            })}
            <tr>
              <th scope="row">Temperature</th>
              <td>°F</td>
              <td>(°F − 32) × 5/9 = °C</td>
              <td>°C × 9/5 + 32 = °F</td>
            </tr>
          </tbody>
        </table>
      </div>
      <figcaption className={styles.notes}>
        <p>
          Source: the exact definitions 1 in = 25.4 mm, 1 lb = 0.45359237 kg, standard gravity 9.80665 m/s² and 1 US gallon = 231 cu in, as in NIST
          Special Publication 811, Guide for the Use of the International System of Units, appendix B. Every other factor is derived from them.
        </p>
      </figcaption>
    </figure>
  );
}

/** A quick-reference table of common values in one quantity, converted with the same factors. */
export function QuickTable({quantity, from, to, values}: {quantity: Quantity; from: string; to: string; values: number[]}): ReactNode {
  const a = UNITS[quantity].find((u) => u.id === from)!;
  const b = UNITS[quantity].find((u) => u.id === to)!;
  return (
    <div className={styles.scroll} role="region" aria-label={`${a.label} to ${b.label}`} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>
          {a.label} to {b.label}
        </caption>
        <thead>
          <tr>
            <th scope="col">{a.label}</th>
            <th scope="col">{b.label}</th>
          </tr>
        </thead>
        <tbody>
          {values.map((v) => (
            <tr key={v}>
              <th scope="row">{v}</th>
              <td>{String(Number(convert(v, quantity, from, to).toPrecision(4)))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
