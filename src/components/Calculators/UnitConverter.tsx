import React, {useId, type ReactNode} from 'react';
import {ABSOLUTE_ZERO, convert, QUANTITY_LABELS, UNITS, findUnit, type Quantity} from '@site/src/lib/calc/convert';
import {CalculatorFrame, FieldList, FixInputs} from './Field';
import {checkFields, useFields, type FieldSpecs} from './fields';
import styles from './styles.module.css';

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

// The quantity and the two units are chosen from lists (<Select>); the value is the one typed field, whose
// lower limit (absolute zero for a temperature) and message unit follow the unit it is in.
const FIELDS = {
  q: {label: 'Quantity', initial: 'torque'},
  v: {label: 'Value', initial: '12', number: {min: 0, allowZero: true}},
  from: {label: 'From', initial: 'Nm'},
  to: {label: 'To', initial: 'ft-lb'},
} satisfies FieldSpecs;

const significant = (v: number) => String(Number(v.toPrecision(5)));

/** Converts one value between the units of torque, length, volume, pressure, temperature, speed or mass. */
export default function UnitConverter(): ReactNode {
  const {raw, set} = useFields(FIELDS);
  const quantity: Quantity = QUANTITIES.includes(raw.q as Quantity) ? (raw.q as Quantity) : 'torque';
  const units = UNITS[quantity];
  const from = findUnit(quantity, raw.from) ?? units[0]!;
  const to = findUnit(quantity, raw.to) ?? units[1]!;
  const value = {v: {...FIELDS.v, number: {min: quantity === 'temperature' ? ABSOLUTE_ZERO[from.id] : 0, allowZero: true, unit: from.label}}};
  const {values, errors} = checkFields(value, raw);
  const changeQuantity = (q: string) => {
    set('q', q);
    set('from', UNITS[q as Quantity][0]!.id);
    set('to', UNITS[q as Quantity][1]!.id);
  };
  return (
    <CalculatorFrame
      title="Unit converter"
      result={
        values ? (
          <p>
            {significant(values.v)} {from.label} ={' '}
            <output className={styles.figure}>
              {significant(convert(values.v, quantity, from.id, to.id))} {to.label}
            </output>
          </p>
        ) : (
          <FixInputs />
        )
      }>
      <Select
        label={FIELDS.q.label}
        value={quantity}
        onChange={changeQuantity}
        options={QUANTITIES.map((q) => ({id: q, label: QUANTITY_LABELS[q]}))}
      />
      <FieldList specs={value} raw={raw} set={set} errors={errors} />
      <Select label={FIELDS.from.label} value={from.id} onChange={(v) => set('from', v)} options={units} />
      <Select label={FIELDS.to.label} value={to.id} onChange={(v) => set('to', v)} options={units} />
    </CalculatorFrame>
  );
}
