import React, {useId, type ReactNode} from 'react';
import styles from './styles.module.css';

interface Props {
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Announced politely as the reader types, e.g. "3 of 12 rows"; empty when nothing is filtered. */
  status: string;
  placeholder?: string;
}

/** The filter box of the spec tables and the Tech Database index; rendered only once the page is interactive. */
export default function FilterBox({label, value, onChange, status, placeholder}: Props): ReactNode {
  const id = useId();
  return (
    <div className={styles.filter}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        className={styles.input}
        value={value}
        maxLength={64}
        autoComplete="off"
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      <span aria-live="polite" className={styles.status}>
        {status}
      </span>
    </div>
  );
}
