import type { ReactNode } from 'react';
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
