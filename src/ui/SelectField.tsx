import type { SelectHTMLAttributes } from 'react';
import './selectField.css';

export interface SelectOption<V extends string | number> {
  value: V;
  label: string;
}

type NativeProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange'>;

/**
 * A native <select> as a form field (antd-mobile's Form.Item gives it `id`, `value` and `onChange`):
 * the keyboard and screen readers operate it as the browser's own control (docs/accessibility.md).
 * `placeholder` is the empty first choice; choosing it gives `undefined`. With no options it is
 * disabled (its parent in a cascade is not chosen yet). A value not among the options (a record
 * saved before the options changed) is still shown, as a choice of its own.
 */
export function SelectField<V extends string | number>({
  options,
  placeholder,
  value,
  onChange,
  className,
  ...native
}: NativeProps & {
  options: SelectOption<V>[];
  placeholder: string;
  value?: V | null;
  onChange?: (value: V | undefined) => void;
}) {
  const known = value === undefined || value === null || value === '' || options.some((o) => o.value === value);
  const shown = known ? options : [{ value: value as V, label: String(value) }, ...options];
  return (
    <select
      disabled={shown.length === 0}
      {...native}
      className={`select-field${value === undefined || value === null || value === '' ? ' is-empty' : ''}${className ? ` ${className}` : ''}`}
      value={value ?? ''}
      onChange={(e) => onChange?.(shown.find((o) => String(o.value) === e.target.value)?.value)}
    >
      <option value="">{placeholder}</option>
      {shown.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}
