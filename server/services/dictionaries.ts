import type { Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';

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
  const [type] = await q.query<{ name: string; offered: boolean }>('select name, (enabled or id = $2) as offered from id_types where id = $1', [id, currentId]);
  if (!type) throw notFound('证件类型不存在');
  if (!type.offered) throw badRequest('该证件类型已停用，请选择其他证件类型');
  return type.name;
}

/** An education level (or none), when it is offered to this record; 400 otherwise. */
export async function checkEducation(q: Queryable, name: string, current = ''): Promise<void> {
  if (!name) return;
  if (!(await educationOptions(q, current)).includes(name)) throw badRequest('请选择已启用的文化程度');
}
