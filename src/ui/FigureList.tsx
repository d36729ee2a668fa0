import { Fragment, type ReactNode } from 'react';

/**
 * [label, value] rows as a description list: each label over its value. `className` gives an area's
 * look; the rows are each in a <div> (figure cards) unless `grouped` is false (a record's facts).
 */
export default function FigureList({ className, items, grouped = true }: { className: string; items: [label: string, value: ReactNode][]; grouped?: boolean }) {
  const Row = grouped ? 'div' : Fragment;
  return (
    <dl className={className}>
      {items.map(([label, value]) => (
        <Row key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </Row>
      ))}
    </dl>
  );
}
