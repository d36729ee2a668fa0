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
  /** The header sorts by this column (see `sort` / `onSort`). */
  sortable?: boolean;
  /** Left off a phone card when the row has no value for it (a log's learner, only on some steps). */
  cardWhenSet?: boolean;
}

type Key = string | number;

export interface ResponsiveTableProps<T> {
  columns: Column<T>[];
  data: T[];
  rowKey: (row: T) => Key;
  loading?: boolean;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: string;
  /** Column shown as the card title on phones (default: the first). */
  titleKey?: string;
  /** Force a mode (tests); otherwise the breakpoint decides. */
  mode?: 'table' | 'cards';
  /** The current sort; clicking a sortable header calls onSort with its key. */
  sort?: { key: string; order: 'asc' | 'desc' } | null;
  onSort?: (key: string) => void;
  /** Row selection (batch actions): a checkbox per row and one for the page. */
  selection?: { selected: ReadonlySet<Key>; onChange: (next: Set<Key>) => void };
  /** Row actions: the last, fixed column of a table; the foot of a card. */
  actions?: (row: T) => ReactNode;
  /** Keeps the first column in view while a wide table scrolls sideways. */
  stickyFirst?: boolean;
  /** Shown instead of the rows while the first page loads (the table keeps its rows while a later one does). */
  keepRowsWhileLoading?: boolean;
}

const isEmpty = (v: unknown) => v === null || v === undefined || v === '';

function cell<T>(col: Column<T>, row: T, i: number): ReactNode {
  if (col.render) return col.render(row, i);
  const v = (row as Record<string, unknown>)[col.key];
  return isEmpty(v) ? '—' : String(v);
}

const ariaSort = (sort: ResponsiveTableProps<unknown>['sort'], key: string) =>
  sort?.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined;

/** A real table on tablets and desktops, a list of cards on phones. Pages do not branch by hand. */
export default function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const { columns, data, rowKey, loading, error, onRetry, emptyText, titleKey, mode, sort, onSort, selection, actions, stickyFirst, keepRowsWhileLoading } =
    props;
  const bp = useBreakpoint();
  const asCards = mode ? mode === 'cards' : bp === 'phone';
  const showLoading = loading && !(keepRowsWhileLoading && data.length);
  const keys = data.map(rowKey);
  const allSelected = !!selection && keys.length > 0 && keys.every((k) => selection.selected.has(k));
  const toggle = (k: Key) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(k)) next.delete(k);
    else next.add(k);
    selection.onChange(next);
  };
  const toggleAll = () => selection?.onChange(allSelected ? new Set() : new Set(keys));

  return (
    <PageState loading={showLoading} error={error} onRetry={onRetry} empty={!data.length} emptyText={emptyText}>
      {asCards ? (
        <ul className="ui-cards">
          {data.map((row, i) => {
            const head = columns.find((c) => c.key === titleKey) ?? columns[0];
            const k = rowKey(row);
            return (
              <li key={k} className="ui-card">
                <div className="ui-card-title">
                  {selection && (
                    // the label is the 44 px touch target around the 18 px box
                    <label className="ui-check-hit">
                      <input type="checkbox" className="ui-check" aria-label="选择" checked={selection.selected.has(k)} onChange={() => toggle(k)} />
                    </label>
                  )}
                  <span>{cell(head, row, i)}</span>
                </div>
                {columns
                  .filter((c) => c !== head && !(c.cardWhenSet && isEmpty((row as Record<string, unknown>)[c.key])))
                  .map((c) => (
                    <div key={c.key} className="ui-card-row">
                      <span className="ui-card-label">{c.title}</span>
                      <span className="ui-card-value">{cell(c, row, i)}</span>
                    </div>
                  ))}
                {actions && <div className="ui-card-actions">{actions(row)}</div>}
              </li>
            );
          })}
        </ul>
      ) : (
        <div className={`ui-table-wrap${loading ? ' is-loading' : ''}`}>
          <table className={`ui-table${stickyFirst ? ' sticky-first' : ''}${selection ? ' selectable' : ''}`}>
            <thead>
              <tr>
                {selection && (
                  <th className="ui-col-check">
                    <input type="checkbox" className="ui-check" aria-label="全选本页" checked={allSelected} onChange={toggleAll} />
                  </th>
                )}
                {columns.map((c) => (
                  <th key={c.key} style={{ width: c.width, minWidth: c.width, textAlign: c.align }} aria-sort={ariaSort(sort, c.key)}>
                    {c.sortable && onSort ? (
                      <button type="button" className="ui-sort" onClick={() => onSort(c.key)}>
                        {c.title}
                        <span className={`ui-sort-mark${sort?.key === c.key ? ` is-${sort.order}` : ''}`} aria-hidden="true" />
                      </button>
                    ) : (
                      c.title
                    )}
                  </th>
                ))}
                {actions && <th className="ui-col-actions">操作</th>}
              </tr>
            </thead>
            <tbody>
              {data.map((row, i) => {
                const k = rowKey(row);
                return (
                  <tr key={k} className={selection?.selected.has(k) ? 'is-selected' : undefined}>
                    {selection && (
                      <td className="ui-col-check">
                        <input type="checkbox" className="ui-check" aria-label="选择" checked={selection.selected.has(k)} onChange={() => toggle(k)} />
                      </td>
                    )}
                    {columns.map((c) => (
                      <td key={c.key} style={{ textAlign: c.align }}>
                        {cell(c, row, i)}
                      </td>
                    ))}
                    {actions && <td className="ui-col-actions">{actions(row)}</td>}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </PageState>
  );
}
