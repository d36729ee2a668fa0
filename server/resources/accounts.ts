import type { Queryable } from '../db/client.ts';
import { badRequest } from '../errors.ts';
import { hashPassword, oneTimePassword } from '../services/passwords.ts';
import { logSmsSender } from '../services/sms.ts';
import { forgetAccountFailures } from '../services/rateLimit.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import type { ActionCtx, WriteCtx } from './binding.ts';

/**
 * Accounts an administrator makes (teachers, administrators, institution accounts, sub-accounts):
 * a one-time password is sent by SMS (never shown, never stored in clear) and must be changed at the
 * first sign-in (users.must_change_password; server/http/auth.ts passwordGate). The default sender
 * writes it to the server log.
 */

const sms = (ctx: WriteCtx) => ctx.deps.sms ?? logSmsSender(ctx.deps.log);

export interface NewAccount {
  role: Role;
  username: string;
  phone: string;
  realName: string;
  provinceId: number | null;
  cityId: number | null;
  countyId: number | null;
  institutionId?: number | null;
  parentId?: number | null;
  menuPaths?: string[] | null;
  qualification?: string;
  classTypes?: string[];
}

export async function createAccount(ctx: WriteCtx, a: NewAccount): Promise<number> {
  const password = oneTimePassword();
  const [row] = await ctx.q.query<{ id: number }>(
    `insert into users (username, phone, password_hash, role, real_name, province_id, city_id, county_id, institution_id, parent_id, menu_paths,
                        qualification, class_types, must_change_password)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, true) returning id`,
    [
      a.username,
      a.phone,
      await hashPassword(password),
      a.role,
      a.realName,
      a.provinceId,
      a.cityId,
      a.countyId,
      a.institutionId ?? null,
      a.parentId ?? null,
      a.menuPaths ?? null,
      a.qualification ?? '',
      a.classTypes ?? [],
    ],
  );
  await sms(ctx).sendPassword(a.phone, password);
  return row.id;
}

/** Signs the account out everywhere at once (tokens revoked, this process's cache forgotten). */
export async function endSessions(ctx: WriteCtx, userId: number) {
  await ctx.q.query('update auth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [userId]);
  ctx.deps.cache?.forgetUser(userId);
}

/** A new one-time password by SMS; the old sessions end and the next sign-in must change it. */
export async function resetAccountPassword(ctx: ActionCtx) {
  const [user] = await ctx.q.query<{ phone: string | null }>('select phone from users where id = $1', [ctx.row.id]);
  if (!user?.phone) throw badRequest('该账号未绑定手机号，无法发送初始密码');
  const password = oneTimePassword();
  await ctx.q.query('update users set password_hash = $2, must_change_password = true where id = $1', [ctx.row.id, await hashPassword(password)]);
  await endSessions(ctx, Number(ctx.row.id));
  const [named] = await ctx.q.query<{ username: string }>('select username from users where id = $1', [ctx.row.id]);
  if (named) await forgetAccountFailures(ctx.q, named.username);
  await sms(ctx).sendPassword(user.phone, password);
}

/** The region chain of a region: its province, city and county ids. */
export async function regionChain(
  q: Queryable,
  regionId: number,
): Promise<{ level: number; provinceId: number; cityId: number | null; countyId: number | null }> {
  const [r] = await q.query<{ level: number; id: number; parent: number | null; grand: number | null }>(
    'select g.level, g.id, g.parent_id as parent, p.parent_id as grand from regions g left join regions p on p.id = g.parent_id where g.id = $1',
    [regionId],
  );
  if (!r) throw badRequest('所选地区不存在');
  if (r.level === 1) return { level: 1, provinceId: r.id, cityId: null, countyId: null };
  if (r.level === 2) return { level: 2, provinceId: r.parent!, cityId: r.id, countyId: null };
  return { level: 3, provinceId: r.grand!, cityId: r.parent, countyId: r.id };
}

/** Order of authority: an administrator changes accounts below their own level (and their own sub-accounts). */
const RANK: Record<Role, number> = { 1: 0, 2: 1, 3: 2, 20: 3, 4: 4, 5: 5, 6: 6 };

export async function assertBelow(q: Queryable, caller: { id: number; role: Role }, userId: number) {
  const [u] = await q.query<{ role: Role; parentId: number | null }>('select role, parent_id as "parentId" from users where id = $1', [userId]);
  if (!u) throw badRequest('用户不存在');
  if (userId === caller.id) throw badRequest('不能操作自己的账号');
  if (u.parentId !== caller.id && RANK[u.role] <= RANK[caller.role]) throw badRequest('不能操作同级或上级管理员的账号');
}
