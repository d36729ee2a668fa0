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

/** Where a column's value is in a row: its key, or how to read it and how to write it. */
export type Lens<R, V> = keyof R | readonly [read: (row: R) => V, write: (row: R, value: V) => R];

/**
 * A column of a plan's table: its `head`, `num` (aligned right) or `sticky` (kept in view), and
 * what each row shows in it: a `text`, an `int` or an amount in yuan (`yuan`) to type, a `select`
 * of `options`, or what `show` computes (a `num` column shows it aligned right). An input's label
 * is `label` (default the head) and the row's number, or what `label` makes of the number. A text
 * input is wide, but in a `sticky` column and for a time.
 */
export type PlanColumn<R> = { head: string; align?: 'num' | 'sticky'; label?: string | ((n: number) => string) } & (
  | { text: Lens<R, string | undefined>; input?: 'date' | 'time' }
  | { int: Lens<R, number>; max?: number }
  | { yuan: Lens<R, number> }
  | { select: Lens<R, string>; options: readonly string[] }
  | { show: (row: R) => ReactNode }
);

const read = <R, V>(row: R, lens: Lens<R, V>): V => (typeof lens === 'object' ? lens[0](row) : (row[lens] as V));
const write = <R, V>(row: R, lens: Lens<R, V>, value: V): R => (typeof lens === 'object' ? lens[1](row, value) : { ...row, [lens]: value });

function PlanCell<R>({ col, row, n, edit, locked }: { col: PlanColumn<R>; row: R; n: number; edit: (row: R) => void; locked: boolean }) {
  const label = typeof col.label === 'function' ? col.label(n) : `${col.label ?? col.head}${n}`;
  const sticky = col.align === 'sticky' ? 'sticky' : undefined;
  if ('show' in col) return <td className={col.align}>{col.show(row)}</td>;
  if ('int' in col)
    return (
      <td className={sticky}>
        <IntInput label={label} value={read(row, col.int)} disabled={locked} max={col.max} onValue={(v) => edit(write(row, col.int, v))} />
      </td>
    );
  if ('yuan' in col)
    return (
      <td className={sticky}>
        <YuanInput label={label} fen={read(row, col.yuan)} disabled={locked} onFen={(v) => edit(write(row, col.yuan, v))} />
      </td>
    );
  if ('select' in col)
    return (
      <td className={sticky}>
        <select aria-label={label} value={read(row, col.select)} disabled={locked} onChange={(e) => edit(write(row, col.select, e.target.value))}>
          {col.options.map((x) => (
            <option key={x}>{x}</option>
          ))}
        </select>
      </td>
    );
  return (
    <td className={sticky}>
      <input
        type={col.input}
        className={sticky || col.input === 'time' ? undefined : 'wide'}
        aria-label={label}
        value={read(row, col.text) ?? ''}
        disabled={locked}
        onChange={(e) => edit(write(row, col.text, e.target.value))}
      />
    </td>
  );
}

/**
 * An editable table of a plan's rows from its `columns`, 删除 at the end of each row and `add`'s
 * button under the table (a new row from `row`), none of them while the plan is `locked`; `foot`
 * is the table's <tfoot> rows.
 */
export function PlanTable<R>({
  columns,
  rows,
  onChange,
  add,
  foot,
  locked = false,
}: {
  columns: PlanColumn<R>[];
  rows: R[];
  onChange: (rows: R[]) => void;
  add: { label: string; row: () => NoInfer<R> };
  foot?: ReactNode;
  locked?: boolean;
}) {
  return (
    <>
      <div className="ln-table-wrap">
        <table className="ln-table">
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.head} className={c.align}>
                  {c.head}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={i}>
                {columns.map((c) => (
                  <PlanCell key={c.head} col={c} row={r} n={i + 1} locked={locked} edit={(v) => onChange(rows.map((x, j) => (j === i ? v : x)))} />
                ))}
                <td>
                  {!locked && (
                    <button type="button" className="ln-del" onClick={() => onChange(rows.filter((_, j) => j !== i))}>
                      删除
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
          {foot && <tfoot>{foot}</tfoot>}
        </table>
      </div>
      {!locked && (
        <button type="button" className="ln-add" onClick={() => onChange([...rows, add.row()])}>
          {add.label}
        </button>
      )}
    </>
  );
}
