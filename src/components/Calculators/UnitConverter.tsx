import React, {useId, type ReactNode} from 'react';
import {ABSOLUTE_ZERO, convert, QUANTITY_LABELS, UNITS, findUnit, type Quantity} from '@site/src/lib/calc/convert';
import {parseField} from '@site/src/lib/calc/input';
import Field, {CalculatorFrame, FixInputs} from './Field';
import styles from './styles.module.css';
import {useUrlFields} from './useUrlFields';

const QUANTITIES = Object.keys(UNITS) as Quantity[];

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (v: string) => void;
  options: {id: string; label: string}[];
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <select id={id} className={styles.select} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

const significant = (v: number) => String(Number(v.toPrecision(5)));

/** Converts one value between the units of torque, length, volume, pressure, temperature, speed or mass. */
export default function UnitConverter(): ReactNode {
  const [raw, set] = useUrlFields({q: 'torque', v: '12', from: 'Nm', to: 'ft-lb'});
  const quantity: Quantity = QUANTITIES.includes(raw.q as Quantity) ? (raw.q as Quantity) : 'torque';
  const units = UNITS[quantity];
  const from = findUnit(quantity, raw.from) ?? units[0]!;
  const to = findUnit(quantity, raw.to) ?? units[1]!;
  const parsed = parseField(raw.v, {label: 'Value', min: quantity === 'temperature' ? ABSOLUTE_ZERO[from.id] : 0, allowZero: true, unit: from.label});
  const changeQuantity = (q: string) => {
    set('q', q);
    set('from', UNITS[q as Quantity][0]!.id);
    set('to', UNITS[q as Quantity][1]!.id);
  };
  return (
    <CalculatorFrame
      title="Unit converter"
      result={
        parsed.ok ? (
          <p>
            {significant(parsed.value)} {from.label} ={' '}
            <output className={styles.figure}>
              {significant(convert(parsed.value, quantity, from.id, to.id))} {to.label}
            </output>
          </p>
        ) : (
          <FixInputs />
        )
      }>
      <Select label="Quantity" value={quantity} onChange={changeQuantity} options={QUANTITIES.map((q) => ({id: q, label: QUANTITY_LABELS[q]}))} />
      <Field label="Value" name="v" value={raw.v} onChange={(v) => set('v', v)} error={parsed.ok ? undefined : parsed.message} />
      <Select label="From" value={from.id} onChange={(v) => set('from', v)} options={units} />
      <Select label="To" value={to.id} onChange={(v) => set('to', v)} options={units} />
    </CalculatorFrame>
  );
}
