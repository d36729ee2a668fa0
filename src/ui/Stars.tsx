import './Stars.css';

/** A read-only 1–5 star rating (display only; forms use antd-mobile's Rate). */
export default function Stars({ value, max = 5 }: { value: number; max?: number }) {
  const full = Math.max(0, Math.min(max, Math.round(value)));
  return (
    <span className="ui-stars" role="img" aria-label={`${full}星`}>
      {'★'.repeat(full)}
      <span className="ui-stars-off">{'★'.repeat(max - full)}</span>
    </span>
  );
}
