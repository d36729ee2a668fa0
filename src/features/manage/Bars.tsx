/** Counts as horizontal bars (answers to one question, a rating's distribution). */
export function Bars({ items, total }: { items: { label: string; count: number }[]; total: number }) {
  return (
    <div>
      {items.map((i) => (
        <div key={i.label} className="cl-bar">
          <span className="cl-bar-label" title={i.label}>
            {i.label}
          </span>
          <span className="cl-bar-track" aria-hidden="true">
            <span className="cl-bar-fill" style={{ width: `${total ? Math.round((i.count * 100) / total) : 0}%`, display: 'block' }} />
          </span>
          <span className="cl-bar-count">{i.count}</span>
        </div>
      ))}
    </div>
  );
}
