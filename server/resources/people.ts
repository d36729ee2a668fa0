import { badRequest } from '../errors.ts';
import { hashPassword, oneTimePassword } from '../services/passwords.ts';
import { logSmsSender } from '../services/sms.ts';
import { institutionResource, teacherResource } from '../../src/api/contract/resources/people.ts';
import type { Binding, WriteCtx } from './binding.ts';

export const institutionBinding: Binding = {
  resource: institutionResource,
  table: 'institutions',
  alias: 'i',
  from: 'institutions i left join regions g on g.id = i.county_id',
  labels: { countyId: 'g.name' },
  scope: { province: 'i.province_id', city: 'i.city_id', county: 'i.county_id', institution: 'i.id' },
};

const sms = (ctx: WriteCtx) => ctx.deps.sms ?? logSmsSender(ctx.deps.log);

/**
 * Teachers are users of role 5. A new account takes its region from its institution and a one-time
 * password sent by SMS (never shown, never stored in clear) that must be changed at first sign-in.
 */
export const teacherBinding: Binding = {
  resource: teacherResource,
  table: 'users',
  alias: 'u',
  from: 'users u left join institutions i on i.id = u.institution_id',
  where: 'u.role = 5',
  columns: { classCount: '(select count(*)::int from class_teachers ct where ct.teacher_id = u.id)' },
  labels: { institutionId: 'i.name' },
  scope: { province: 'u.province_id', city: 'u.city_id', county: 'u.county_id', institution: 'u.institution_id' },
  // user names and phones sign people in: unique among all accounts
  uniqueAcross: 'table',
  create: async (ctx) => {
    const { q, input } = ctx;
    const [inst] = await q.query<{ province_id: number; city_id: number; county_id: number | null }>(
      'select province_id, city_id, county_id from institutions where id = $1',
      [input.institutionId],
    );
    if (!inst) throw badRequest('所选所属机构不存在');
    const password = oneTimePassword();
    const [row] = await q.query<{ id: number }>(
      `insert into users (username, phone, password_hash, role, real_name, qualification, class_types, institution_id, province_id, city_id, county_id, must_change_password)
       values ($1, $2, $3, 5, $4, $5, $6, $7, $8, $9, $10, true) returning id`,
      [
        input.username,
        input.phone,
        await hashPassword(password),
        input.realName,
        input.qualification ?? '',
        input.classTypes ?? [],
        input.institutionId,
        inst.province_id,
        inst.city_id,
        inst.county_id,
      ],
    );
    await sms(ctx).sendPassword(String(input.phone), password);
    return row.id;
  },
  encode: { qualification: (v) => v ?? '', classTypes: (v) => v ?? [] },
  check: async ({ op, row }) => {
    if (op === 'delete' && Number(row?.classCount) > 0) throw badRequest('该教师已有授课班级，不能删除，可停用');
  },
  actions: {
    // a disabled account's sessions end at once
    disable: async ({ q, row }) => {
      await q.query('update auth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [row.id]);
    },
    resetPassword: async (ctx) => {
      const password = oneTimePassword();
      await ctx.q.query('update users set password_hash = $2, must_change_password = true where id = $1', [ctx.row.id, await hashPassword(password)]);
      await ctx.q.query('update auth_tokens set revoked_at = now() where user_id = $1 and revoked_at is null', [ctx.row.id]);
      await sms(ctx).sendPassword(String(ctx.row.phone), password);
    },
  },
};
