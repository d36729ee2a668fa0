import type { AnyRow, FieldDecl, FileRef } from './types.ts';

/** Amounts: integer fen as yuan with two decimals (kept here, free of the rules, so a page that only shows values stays small). */
export const fenToYuan = (fen: number) => (fen / 100).toFixed(2);

/** Asia/Shanghai has no daylight saving: UTC+8 all year. */
export function shanghaiTime(value: string | number | Date): string {
  const ms = new Date(value).getTime();
  if (Number.isNaN(ms)) return '';
  return new Date(ms + 8 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
}

/**
 * A field's value as text, the same in a table cell, on a phone card and in an export:
 * enum labels, 是/否, ¥ amounts, times in Asia/Shanghai, names of references.
 */
export function formatValue(key: string, f: FieldDecl, row: AnyRow): string {
  const v = row[key];
  if (v === null || v === undefined || v === '') return '';
  switch (f.type) {
    case 'enum': {
      const label = (x: unknown) => f.options?.find((o) => o.value === x)?.label ?? String(x);
      return Array.isArray(v) ? v.map(label).join('、') : label(v);
    }
    case 'bool':
      return f.options?.find((o) => o.value === v)?.label ?? (v ? '是' : '否');
    case 'fen':
      return `¥${fenToYuan(Number(v))}`;
    case 'datetime':
      return shanghaiTime(v as string);
    case 'ref':
    case 'region':
      return String(row[`${key}Name`] ?? (Array.isArray(v) ? v.join('、') : v));
    case 'file':
      return (v as FileRef[]).map((x) => x.fileName).join('、');
    case 'image':
      return Array.isArray(v) ? `${v.length}张图片` : '图片';
    case 'richText':
      return String(v)
        .replace(/<[^>]*>/g, ' ')
        .replace(/&nbsp;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim();
    default:
      return String(v);
  }
}
