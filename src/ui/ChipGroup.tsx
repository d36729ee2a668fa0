import type { ReactNode } from 'react';

/** One chip of a ChipGroup: the value it sets and what it says. */
export interface Chip<V> {
  value: V;
  label: ReactNode;
}

/** A row of chips of which one is on (aria-pressed), for a filter or an order: 全部 is a chip like the others. */
export default function ChipGroup<V>({
  className,
  label,
  chips,
  value,
  onChange,
}: {
  className: string;
  label: string;
  chips: readonly Chip<V>[];
  value: V;
  onChange: (value: V) => void;
}) {
  return (
    <div className={className} role="group" aria-label={label}>
      {chips.map((c) => (
        <button key={String(c.value)} type="button" aria-pressed={value === c.value} onClick={() => onChange(c.value)}>
          {c.label}
        </button>
      ))}
    </div>
  );
}
