import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';

/**
 * The ID types and education levels the registration forms offer (/register, /cultivate/registerTable),
 * one source: the tables /manage/IdType and /manage/degreeOfEducation edit. Only enabled entries are
 * offered; a disabled one stays on the records that have it (offered to that record only, so saving
 * it unchanged still works).
 */

export async function idTypeOptions(q: Queryable, keepId: number | null = null): Promise<{ id: number; name: string }[]> {
  return q.query('select id, name from id_types where enabled or id = $1 order by sort, id', [keepId]);
}

export async function educationOptions(q: Queryable, keep = ''): Promise<string[]> {
  const rows = await q.query<{ name: string }>('select name from education_levels where enabled or name = $1 order by sort, id', [keep]);
  return rows.map((r) => r.name);
}

/** The ID type's name, when it is offered to this record; 400 otherwise. */
export async function offeredIdType(q: Queryable, id: number, currentId: number | null): Promise<string> {
  const [type] = await q.query<{ name: string }>('select name from id_types where id = $1 and (enabled or id = $2)', [id, currentId]);
  if (!type) throw badRequest('请选择证件类型');
  return type.name;
}

/** An education level (or none), when it is offered to this record; 400 otherwise. */
export async function checkEducation(q: Queryable, name: string, current = ''): Promise<void> {
  if (!name) return;
  if (!(await educationOptions(q, current)).includes(name)) throw badRequest('请选择文化程度');
}

/** The number for its ID type: 居民身份证 by spec §5, other documents 5–30 letters, digits or brackets. */
export function idNumberMessage(typeName: string, value: string, checkIdCard: (v: string) => string | null): string | null {
  if (typeName === '居民身份证') return checkIdCard(value);
  if (!value) return '证件号码不能为空!';
  return /^[A-Za-z0-9（）()-]{5,30}$/.test(value) ? null : '证件号码格式有误';
}
