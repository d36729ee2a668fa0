import { fmtDateTime } from '../chinaTime.ts';
import { money } from '../money.ts';
import type { AnyRow, FieldDecl, FileRef } from './types.ts';

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
      return money(Number(v));
    case 'datetime':
      return fmtDateTime(v as string, '');
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
