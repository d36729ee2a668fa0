import type { ReactNode } from 'react';

/** A row of figures (summary cards) as a description list: each label over its value. `className` gives an area's look. */
export default function FigureList({ className, items }: { className: string; items: [label: string, value: ReactNode][] }) {
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
