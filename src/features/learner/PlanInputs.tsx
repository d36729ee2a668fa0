import { type ReactNode, useEffect, useState } from 'react';
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

/**
 * An editable table of a plan's rows: the column heads (`[title, 'num']` aligned right), each row's
 * cells (`cells` gives its <td>s), and 删除 at the end of a row, none while the plan is `locked`.
 */
export function PlanRows<T>({
  heads,
  rows,
  cells,
  onDelete,
  locked = false,
}: {
  heads: (string | [string, 'num'])[];
  rows: T[];
  cells: (row: T, i: number) => ReactNode;
  onDelete: (i: number) => void;
  locked?: boolean;
}) {
  return (
    <div className="ln-table-wrap">
      <table className="ln-table">
        <thead>
          <tr>
            {heads.map((h) =>
              typeof h === 'string' ? (
                <th key={h}>{h}</th>
              ) : (
                <th key={h[0]} className="num">
                  {h[0]}
                </th>
              ),
            )}
            <th />
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              {cells(r, i)}
              <td>
                {!locked && (
                  <button type="button" className="ln-del" onClick={() => onDelete(i)}>
                    删除
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
