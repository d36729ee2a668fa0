import type { ReactNode } from 'react';
import './commerce.css';

/**
 * A row of an order card (co-row): a label and its value. `price` shows the value in the price colour
 * (a saving, what is paid), `strong` sets both in bold (the total).
 */
export default function CoRow({ label, value, price, strong }: { label: ReactNode; value: ReactNode; price?: boolean; strong?: boolean }) {
  const Text = strong ? 'strong' : 'span';
  return (
    <div className="co-row">
      <Text>{label}</Text>
      <Text className={price ? 'sp-price-now' : undefined}>{value}</Text>
    </div>
  );
}
