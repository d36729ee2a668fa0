/** Money is integer fen on the wire; shown as ¥12.00 (DOMAIN: prices in red with two decimals). */

/** 1234 → '12.34'; negative amounts keep their sign; non-integers are rounded to the fen. */
export function fenToYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '0.00';
  const n = Math.round(fen);
  const sign = n < 0 ? '-' : '';
  const abs = Math.abs(n);
  const yuan = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${yuan}.${cents}`;
}

/** 1234 → '¥12.34'; -500 → '-¥5.00'. */
export function money(fen: number): string {
  const s = fenToYuan(fen);
  return s.startsWith('-') ? `-¥${s.slice(1)}` : `¥${s}`;
}

/** A discount line: 500 → '-¥5.00', 0 → '¥0.00'. */
export function minus(fen: number): string {
  return fen > 0 ? `-${money(fen)}` : money(0);
}

/** '12.3' / '12' / '12.34' → 1234 fen; anything else (3 decimals, letters, negative) → null. */
export function yuanToFen(input: string): number | null {
  const m = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(input.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
