/** 2026-03-01 from an ISO date-time (— when missing). */
export const fmtDate = (iso: string | null | undefined) => (iso ? iso.slice(0, 10) : '—');
/** 2026-03-01 09:30 in the device's time zone (— when missing). */
export const fmtTime = (iso: string | null | undefined) => {
  if (!iso) return '—';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
};
