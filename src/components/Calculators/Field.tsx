import React, {useId, type ReactNode} from 'react';
import type {FieldSpecs} from './fields';
import styles from './styles.module.css';

interface Props {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  unit?: string;
  hint?: string;
  /** Numbers get the decimal keypad on phones; codes get letters. */
  mode?: 'decimal' | 'numeric' | 'text';
}

/** One labelled input with its unit and, when the value cannot be used, the reason beside it. */
export default function Field({label, name, value, onChange, error, unit, hint, mode = 'decimal'}: Props): ReactNode {
  const id = useId();
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {unit && <span className={styles.unit}> ({unit})</span>}
      </label>
      <input
        id={id}
        name={name}
        className={styles.input}
        type="text"
        inputMode={mode}
        autoComplete="off"
        spellCheck={false}
        maxLength={24}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** Every field of `specs`, in order, each with its value and its message. */
export function FieldList<S extends FieldSpecs>({
  specs,
  raw,
  set,
  errors,
}: {
  specs: S;
  raw: Record<keyof S & string, string>;
  set: (key: keyof S & string, value: string) => void;
  errors: Partial<Record<keyof S & string, string>>;
}): ReactNode {
  return (Object.keys(specs) as (keyof S & string)[]).map((key) => {
    const {label, unit, hint, mode} = specs[key]!;
    return (
      <Field
        key={key}
        label={label}
        unit={unit}
        hint={hint}
        mode={mode}
        name={key}
        value={raw[key]}
        onChange={(v) => set(key, v)}
        error={errors[key]}
      />
    );
  });
}

/** The frame every calculator shares: a titled form and a live result region. */
export function CalculatorFrame({title, children, result}: {title: string; children: ReactNode; result: ReactNode}): ReactNode {
  const id = useId();
  return (
    <section className={styles.calculator} aria-labelledby={id}>
      <h3 id={id} className={styles.title}>
        {title}
      </h3>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
        {children}
      </form>
      <div className={styles.result} aria-live="polite">
        {result}
      </div>
      <noscript>
        <p className={styles.hint}>This calculator needs JavaScript; the tables on this page work without it.</p>
      </noscript>
    </section>
  );
}

/** Shown in place of a result while any input cannot be used. */
export function FixInputs(): ReactNode {
  return <p className={styles.waiting}>Correct the marked fields to see the result.</p>;
}
