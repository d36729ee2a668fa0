const SIZES = [10, 20, 50, 100];

/** Numbered pages around the current one: 1 … 4 5 [6] 7 8 … 20. */
function pageList(current: number, pages: number): (number | '…')[] {
  const set = new Set([1, pages, current - 2, current - 1, current, current + 1, current + 2].filter((p) => p >= 1 && p <= pages));
  const sorted = [...set].sort((a, b) => a - b);
  const out: (number | '…')[] = [];
  sorted.forEach((p, i) => {
    if (i > 0 && p - sorted[i - 1] > 1) out.push('…');
    out.push(p);
  });
  return out;
}

/**
 * Pages of a table on tablets and desktops: 共 N 条, numbered pages, rows per page (offered when the
 * page takes `onPageSize`; a new size starts again from the first page).
 */
export default function Pager({
  total,
  pageNum,
  pageSize,
  onPage,
  onPageSize,
}: {
  total: number;
  pageNum: number;
  pageSize: number;
  onPage: (n: number) => void;
  onPageSize?: (n: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav className="rs-pager" aria-label="分页">
      <span className="rs-pager-total">共 {total} 条</span>
      <button type="button" className="rs-page-btn" disabled={pageNum <= 1} onClick={() => onPage(pageNum - 1)} aria-label="上一页">
        ‹
      </button>
      {pageList(pageNum, pages).map((p, i) =>
        p === '…' ? (
          <span key={`gap-${i}`} className="rs-page-gap">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            className={`rs-page-btn${p === pageNum ? ' is-current' : ''}`}
            aria-current={p === pageNum ? 'page' : undefined}
            onClick={() => onPage(p)}
          >
            {p}
          </button>
        ),
      )}
      <button type="button" className="rs-page-btn" disabled={pageNum >= pages} onClick={() => onPage(pageNum + 1)} aria-label="下一页">
        ›
      </button>
      {onPageSize && (
        <select
          className="rs-page-size"
          value={pageSize}
          onChange={(e) => {
            onPageSize(Number(e.target.value));
            onPage(1);
          }}
          aria-label="每页条数"
        >
          {(SIZES.includes(pageSize) ? SIZES : [...SIZES, pageSize].sort((a, b) => a - b)).map((n) => (
            <option key={n} value={n}>
              {n} 条/页
            </option>
          ))}
        </select>
      )}
    </nav>
  );
}
