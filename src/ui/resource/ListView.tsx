import type { ReactNode } from 'react';
import LoadMore from '../LoadMore.tsx';
import PageState from '../PageState.tsx';
import { useBreakpoint } from '../useBreakpoint.ts';
import ResponsiveTable, { type Column, type ResponsiveTableProps } from '../ResponsiveTable.tsx';
import Pager from './Pager.tsx';
import type { ListController } from './useListController.ts';
import './resource.css';

/** A table column of ListView (a page declares its columns with it). */
export type { Column };

type TableProps<Row> = Pick<ResponsiveTableProps<Row>, 'columns' | 'titleKey' | 'actions' | 'stickyFirst' | 'mode'> & {
  /** Row selection with a checkbox per row (the controller keeps it). */
  selectable?: boolean;
  /** The page's own cards on phones, in place of the ones made from the columns. */
  cards?: (rows: Row[]) => ReactNode;
  /** Headers sort in this one order only, and a sort stays (a ranking: most first); by default asc, desc, none. */
  sortOrder?: 'asc' | 'desc';
};

export type ListViewProps<Row> = {
  list: ListController<Row, unknown>;
  emptyText: string;
  /** Shown while the first page loads, in place of the spinner (a skeleton of the rows). */
  skeleton?: ReactNode;
  /** Only these of the rows loaded are shown (a view the server does not filter); the empty state follows them. */
  filter?: (row: Row) => boolean;
  /** Every row comes on one page (a short catalogue, its pageSize above its length): no pager or load-more line under it. */
  onePage?: boolean;
} & (({ children?: undefined } & TableProps<Row>) | { children: (rows: Row[]) => ReactNode; columns?: undefined; cards?: undefined });

/**
 * A controller's list on screen: its loading, empty and error states, the rows (a table on desktops
 * and cards on phones from `columns` or the page's `cards`, or the page's own markup from `children`), a failure after rows
 * were shown as a line with 重试, and the foot: load more when the controller accumulates, numbered
 * pages otherwise.
 */
export default function ListView<Row>(props: ListViewProps<Row>) {
  const { list, emptyText } = props;
  const phone = useBreakpoint() === 'phone';
  const own = props.children ?? (phone ? props.cards : undefined);
  const rows = props.filter ? list.rows.filter(props.filter) : list.rows;
  const firstLoad = list.loading && !list.rows.length;
  const keep = list.accumulate && list.rows.length > 0;
  const total = list.page?.total ?? 0;
  return (
    <>
      {firstLoad && props.skeleton ? (
        props.skeleton
      ) : own ? (
        <PageState
          loading={firstLoad}
          error={list.rows.length ? null : list.error}
          onRetry={list.reload}
          empty={!firstLoad && !list.error && !rows.length}
          emptyText={emptyText}
        >
          {own(rows)}
        </PageState>
      ) : props.columns ? (
        <ResponsiveTable
          columns={props.columns}
          data={rows}
          rowKey={list.rowKey}
          loading={list.loading && !keep}
          keepRowsWhileLoading
          error={list.rows.length ? null : list.error}
          onRetry={list.reload}
          emptyText={emptyText}
          titleKey={props.titleKey}
          mode={props.mode}
          sort={list.sort ? { key: list.sort.field, order: list.sort.order } : null}
          onSort={(key) =>
            list.setSort(
              props.sortOrder
                ? { field: key, order: props.sortOrder }
                : list.sort?.field !== key
                  ? { field: key, order: 'asc' }
                  : list.sort.order === 'asc'
                    ? { field: key, order: 'desc' }
                    : null,
            )
          }
          selection={props.selectable ? { selected: list.selected, onChange: list.setSelected } : undefined}
          actions={props.actions}
          stickyFirst={props.stickyFirst}
        />
      ) : null}
      {list.error && list.rows.length > 0 ? (
        <p className="rs-inline-error" role="alert">
          加载失败，
          <button type="button" className="rs-link" onClick={list.reload}>
            重试
          </button>
        </p>
      ) : null}
      {!props.onePage &&
        (list.accumulate
          ? list.page && list.rows.length > 0 && <LoadMore key={list.restartKey} hasMore={list.hasMore} loadMore={list.loadNext} />
          : total > 0 && <Pager total={total} pageNum={list.pageNum} pageSize={list.pageSize} onPage={list.setPageNum} onPageSize={list.setPageSize} />)}
    </>
  );
}
