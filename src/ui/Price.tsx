import { money } from '../api/contract/money.ts';
import './commerce.css';

/** ¥12.00 in red, with the original struck through when higher. */
export function Price({ fen, original, size = 'md' }: { fen: number; original?: number; size?: 'sm' | 'md' | 'lg' }) {
  return (
    <span className={`sp-price sp-price-${size}`}>
      <span className="sp-price-now">{money(fen)}</span>
      {original !== undefined && original > fen && <del className="sp-price-old">{money(original)}</del>}
    </span>
  );
}
