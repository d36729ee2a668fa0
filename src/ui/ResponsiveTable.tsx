import type { ReactNode } from 'react';
import { useBreakpoint } from './useBreakpoint.ts';
import PageState from './PageState.tsx';
import './ui.css';

export interface Column<T> {
  key: string;
  title: string;
  render?: (row: T, index: number) => ReactNode;
  width?: number | string;
  align?: 'left' | 'center' | 'right';
}

export interface ResponsiveTableProps<T> {
  columns: Column<T>[];
  data: T[];
  rowKey: (row: T) => string | number;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Column shown as the card title on phones (default: the first). */
  titleKey?: string;
  /** Force a mode (tests); otherwise the breakpoint decides. */
  mode?: 'table' | 'cards';
}

function cell<T>(col: Column<T>, row: T, i: number): ReactNode {
  if (col.render) return col.render(row, i);
  const v = (row as Record<string, unknown>)[col.key];
  return v === null || v === undefined || v === '' ? '—' : String(v);
}

/** A real table on tablets and desktops, a list of cards on phones. Pages do not branch by hand. */
export default function ResponsiveTable<T>({ columns, data, rowKey, loading, error, onRetry, emptyText, titleKey, mode }: ResponsiveTableProps<T>) {
  const bp = useBreakpoint();
  const asCards = mode ? mode === 'cards' : bp === 'phone';
  return (
    <PageState loading={loading} error={error} onRetry={onRetry} empty={!data.length} emptyText={emptyText}>
      {asCards ? (
        <ul className="ui-cards">
          {data.map((row, i) => {
            const head = columns.find((c) => c.key === titleKey) ?? columns[0];
            return (
              <li key={rowKey(row)} className="ui-card">
                <div className="ui-card-title">{cell(head, row, i)}</div>
                {columns
                  .filter((c) => c !== head)
                  .map((c) => (
                    <div key={c.key} className="ui-card-row">
                      <span className="ui-card-label">{c.title}</span>
                      <span className="ui-card-value">{cell(c, row, i)}</span>
                    </div>
                  ))}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className="ui-table-wrap">
          <table className="ui-table">
            <thead>
              <tr>
                {columns.map((c) => (
                  <th key={c.key} style={{ width: c.width, textAlign: c.align }}>
                    {c.title}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.map((row, i) => (
                <tr key={rowKey(row)}>
                  {columns.map((c) => (
                    <td key={c.key} style={{ textAlign: c.align }}>
                      {cell(c, row, i)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageState>
  );
}
