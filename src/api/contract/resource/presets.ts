import type { EnumOption, FieldDecl } from './types.ts';

/** Field shapes many resources share (spread them and override what differs). */

/** 排序: a small number, lowest first. */
export const SORT_FIELD = {
  type: 'int',
  label: '排序',
  min: 0,
  max: 9999,
  list: true,
  sort: true,
  form: 'both',
  initial: 0,
  help: '数字越小越靠前',
  width: 90,
} as const satisfies FieldDecl;

/** 启用 / 停用 */
export const ENABLED_OPTIONS = [
  { value: true, label: '启用', tone: 'success' },
  { value: false, label: '停用', tone: 'default' },
] as const satisfies readonly EnumOption[];
