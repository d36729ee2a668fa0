import { useState, type ReactNode } from 'react';
import './study.css';

/** A white card with a title row. */
export function Card({ title, extra, children, className = '' }: { title?: ReactNode; extra?: ReactNode; children: ReactNode; className?: string }) {
  return (
    <section className={`ln-card ${className}`}>
      {(title || extra) && (
        <header className="ln-card-head">
          {title && <h2>{title}</h2>}
          {extra}
        </header>
      )}
      {children}
    </section>
  );
}

/** A thin progress bar with its percentage. */
export function Progress({ percent, label }: { percent: number; label?: string }) {
  const p = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className="ln-progress" role="progressbar" aria-valuenow={p} aria-valuemin={0} aria-valuemax={100} aria-label={label ?? '进度'}>
      <div className="ln-progress-bar">
        <span style={{ width: `${p}%` }} />
      </div>
      <span className="ln-progress-num">{p}%</span>
    </div>
  );
}

/** A client-side pager over a list (10 a page) with 上一页 / 下一页. */
export function usePaged<T>(items: readonly T[], size = 10) {
  const [page, setPage] = useState(1);
  const pages = Math.max(1, Math.ceil(items.length / size));
  const cur = Math.min(page, pages);
  return { rows: items.slice((cur - 1) * size, cur * size), page: cur, pages, setPage };
}

export function Pager({ page, pages, onChange }: { page: number; pages: number; onChange: (p: number) => void }) {
  if (pages <= 1) return null;
  return (
    <nav className="ln-pager" aria-label="分页">
      <button type="button" disabled={page <= 1} onClick={() => onChange(page - 1)}>
        上一页
      </button>
      <span>
        {page} / {pages}
      </span>
      <button type="button" disabled={page >= pages} onClick={() => onChange(page + 1)}>
        下一页
      </button>
    </nav>
  );
}
