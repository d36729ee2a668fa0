import { useEffect, useState } from 'react';
import { fenToYuan, yuanToFen } from '../../api/contract/money.ts';

/** An amount typed in yuan (two decimals at most), held as integer fen. */
export function YuanInput({
  fen,
  onFen,
  label,
  disabled,
  className = 'num',
}: {
  fen: number;
  onFen: (fen: number) => void;
  label: string;
  disabled?: boolean;
  className?: string;
}) {
  const [text, setText] = useState(fen ? fenToYuan(fen) : '');
  useEffect(() => {
    setText((t) => ((yuanToFen(t) ?? 0) === fen ? t : fen ? fenToYuan(fen) : ''));
  }, [fen]);
  const bad = text.trim() !== '' && yuanToFen(text) === null;
  return (
    <input
      className={`${className}${bad ? ' bad' : ''}`}
      inputMode="decimal"
      aria-label={label}
      aria-invalid={bad || undefined}
      value={text}
      placeholder="0.00"
      disabled={disabled}
      onChange={(e) => {
        setText(e.target.value);
        const v = e.target.value.trim() === '' ? 0 : yuanToFen(e.target.value);
        if (v !== null) onFen(v);
      }}
      onBlur={() => setText(fen ? fenToYuan(fen) : '')}
    />
  );
}

/** A whole number of units. */
export function IntInput({
  value,
  onValue,
  label,
  disabled,
  max = 100_000_000,
}: {
  value: number;
  onValue: (n: number) => void;
  label: string;
  disabled?: boolean;
  max?: number;
}) {
  return (
    <input
      className="num"
      inputMode="numeric"
      aria-label={label}
      value={value ? String(value) : ''}
      placeholder="0"
      disabled={disabled}
      onChange={(e) => {
        const digits = e.target.value.replace(/\D/g, '').slice(0, 9);
        onValue(Math.min(max, Number(digits || 0)));
      }}
    />
  );
}
