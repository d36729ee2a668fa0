import { badRequest, forbidden } from '../errors.ts';
import { menuOf, visiblePages } from '../services/menus.ts';
import { forgetAccountFailures } from '../services/rateLimit.ts';
import { checkIdCard, checkPhone } from '../../src/api/contract/rules.ts';
import { institutionResource, teacherResource } from '../../src/api/contract/resources/people.ts';
import {
  accountResource,
  cityAdminResource,
  countyAdminResource,
  insAdminResource,
  provinceAdminResource,
  subAdminResource,
} from '../../src/api/contract/resources/admins.ts';
import { correctionResource, searchStudentResource } from '../../src/api/contract/resources/learners.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import type { ResourceDecl } from '../../src/api/contract/resource/types.ts';
import type { Queryable } from '../db/client.ts';
import type { Caller } from '../caller.ts';
import { assertBelow, createAccount, endSessions, regionChain, resetAccountPassword } from './accounts.ts';
import { onTable, reviewActions, type ActionCtx, type Binding, type WriteCtx } from './binding.ts';

const REGION_SCOPE = { province: 'u.province_id', city: 'u.city_id', county: 'u.county_id' } as const;

/** Actions every administrator-managed account shares (the `set` of disable/enable is the declaration's). */
const accountActions = {
  disable: (ctx: ActionCtx) => endSessions(ctx, Number(ctx.row.id)),
  resetPassword: resetAccountPassword,
};

async function activeInstitution(q: Queryable, id: unknown) {
  const [inst] = await q.query<{ province_id: number; city_id: number; county_id: number | null; status: number }>(
    'select province_id, city_id, county_id, status from institutions where id = $1',
    [id],
  );
  if (!inst) throw badRequest('所选所属机构不存在');
  if (inst.status !== 1) throw badRequest('该机构已停用，不能新增账号');
  return inst;
}

export const institutionBinding: Binding = {
  resource: institutionResource,
  ...onTable('institutions', 'i', 'left join regions g on g.id = i.county_id'),
  columns: {
    teacherCount: '(select count(*)::int from users t where t.institution_id = i.id and t.role = 5)',
    classCount: '(select count(*)::int from classes c where c.institution_id = i.id)',
  },
  labels: { countyId: 'g.name' },
  scope: { province: 'i.province_id', city: 'i.city_id', county: 'i.county_id', institution: 'i.id' },
  uniqueAcross: 'table',
  encode: { address: (v) => v ?? '' },
  // the county decides the province and city (the field accepts only counties of the caller's jurisdiction)
  owned: async ({ q, input }) => {
    const chain = await regionChain(q, Number(input.countyId));
    return { province_id: chain.provinceId, city_id: chain.cityId };
  },
  check: async ({ q, op, row }) => {
    if (op !== 'delete' || !row) return;
    const [used] = await q.query('select 1 from users where institution_id = $1 union all select 1 from classes where institution_id = $1 limit 1', [row.id]);
    if (used) throw badRequest('该机构已有班级、教师或账号，不能删除，可停用');
  },
};

/**
 * Teachers are users of role 5. A new account takes its region from its institution and a one-time
 * password sent by SMS (never shown, never stored in clear) that must be changed at first sign-in.
 */
export const teacherBinding: Binding = {
  resource: teacherResource,
  ...onTable('users', 'u', 'left join institutions i on i.id = u.institution_id'),
  where: 'u.role = 5',
  // the classes taught, counted and named in one pass per teacher shown; the classes are found by their
  // ids (a join here was planned as a hash join built again for every row: 0.2–0.3 ms a teacher on the
  // embedded database, 100 ms for an export's batch of 500, against 0.02 ms)
  rowJoins: `left join lateral (select count(*)::int as n, string_agg(c.name, '、' order by c.start_date desc nulls last, c.id) as names
                                  from classes c where c.id = any(array(select ct.class_id from class_teachers ct where ct.teacher_id = u.id))) taught on true`,
  columns: { classCount: 'taught.n', classNames: 'taught.names' },
  labels: { institutionId: 'i.name' },
  scope: { ...REGION_SCOPE, institution: 'u.institution_id' },
  // user names and phones sign people in: unique among all accounts
  uniqueAcross: 'table',
  create: async (ctx) => {
    const { q, input } = ctx;
    const inst = await activeInstitution(q, input.institutionId);
    return createAccount(ctx, {
      role: 5,
      username: String(input.username),
      phone: String(input.phone),
      realName: String(input.realName),
      qualification: (input.qualification as string | null) ?? '',
      classTypes: (input.classTypes as string[] | null) ?? [],
      institutionId: Number(input.institutionId),
      provinceId: inst.province_id,
      cityId: inst.city_id,
      countyId: inst.county_id,
    });
  },
  encode: { qualification: (v) => v ?? '', classTypes: (v) => v ?? [] },
  actions: accountActions,
};

/** Administrators of one level (province 2, city 3, county 20), bound to a region of that level. */
function regionAdminBinding(resource: ResourceDecl, role: Role, level: 1 | 2 | 3): Binding {
  const column = ['province_id', 'city_id', 'county_id'][level - 1];
  return {
    resource,
    ...onTable('users', 'u', `left join regions g on g.id = u.${column}`),
    where: `u.role = ${role} and u.parent_id is null`,
    columns: { regionId: `u.${column}` },
    labels: { regionId: 'g.name' },
    scope: REGION_SCOPE,
    uniqueAcross: 'table',
    create: async (ctx) => {
      const chain = await regionChain(ctx.q, Number(ctx.input.regionId));
      if (chain.level !== level) throw badRequest(`请选择${['省份', '城市', '区县'][level - 1]}`);
      return createAccount(ctx, {
        role,
        username: String(ctx.input.username),
        phone: String(ctx.input.phone),
        realName: String(ctx.input.realName),
        provinceId: chain.provinceId,
        cityId: chain.cityId,
        countyId: chain.countyId,
      });
    },
    actions: accountActions,
  };
}

export const provinceAdminBinding = regionAdminBinding(provinceAdminResource, 2, 1);
export const cityAdminBinding = regionAdminBinding(cityAdminResource, 3, 2);
export const countyAdminBinding = regionAdminBinding(countyAdminResource, 20, 3);

export const insAdminBinding: Binding = {
  resource: insAdminResource,
  ...onTable('users', 'u', 'left join institutions i on i.id = u.institution_id'),
  where: 'u.role = 4 and u.parent_id is null',
  labels: { institutionId: 'i.name' },
  scope: REGION_SCOPE,
  uniqueAcross: 'table',
  create: async (ctx) => {
    const inst = await activeInstitution(ctx.q, ctx.input.institutionId);
    return createAccount(ctx, {
      role: 4,
      username: String(ctx.input.username),
      phone: String(ctx.input.phone),
      realName: String(ctx.input.realName),
      institutionId: Number(ctx.input.institutionId),
      provinceId: inst.province_id,
      cityId: inst.city_id,
      countyId: inst.county_id,
    });
  },
  actions: accountActions,
};

/** A sub-account's pages must be pages its administrator's own menu shows. */
async function checkMenuSubset(q: Queryable, caller: Caller, paths: unknown) {
  if (!Array.isArray(paths)) return;
  const own = new Set(visiblePages(await menuOf(q, caller)));
  const outside = (paths as string[]).filter((p) => !own.has(p));
  if (outside.length) throw badRequest('只能分配您自己菜单中的功能');
}

export const subAdminBinding: Binding = {
  resource: subAdminResource,
  ...onTable('users', 'u', 'left join users pu on pu.id = u.parent_id'),
  where: 'u.parent_id is not null',
  columns: { menuCount: 'coalesce(cardinality(u.menu_paths), 0)', parentName: "coalesce(nullif(pu.real_name, ''), pu.username)" },
  scope: { owner: 'u.parent_id' },
  uniqueAcross: 'table',
  encode: { menuPaths: (v) => v ?? [] },
  check: async ({ q, op, caller, input }) => {
    if (caller.parentId !== null) throw forbidden('子账号不能管理子账号');
    if (op !== 'delete') await checkMenuSubset(q, caller, input.menuPaths);
  },
  create: (ctx) =>
    createAccount(ctx, {
      role: ctx.caller.role,
      username: String(ctx.input.username),
      phone: String(ctx.input.phone),
      realName: String(ctx.input.realName),
      provinceId: ctx.caller.provinceId,
      cityId: ctx.caller.cityId,
      countyId: ctx.caller.countyId,
      institutionId: ctx.caller.institutionId,
      parentId: ctx.caller.id,
      menuPaths: ctx.input.menuPaths as string[],
    }),
  // a changed menu shows at the sub-account's next sign-in; its sessions end so that it does at once
  afterWrite: async (ctx) => {
    if (ctx.op === 'update') await endSessions(ctx, ctx.id);
  },
  actions: {
    ...accountActions,
    disable: async (ctx) => {
      if (ctx.caller.parentId !== null) throw forbidden('子账号不能管理子账号');
      await endSessions(ctx, Number(ctx.row.id));
    },
  },
};

/** Learners (role 6) in the caller's scope; their whole record is GET {role}/people/student/{id}. */
export const searchStudentBinding: Binding = {
  resource: searchStudentResource,
  ...onTable('users', 'u', 'left join classes c on c.id = u.class_id left join institutions i on i.id = u.institution_id'),
  where: 'u.role = 6',
  columns: {
    className: 'c.name',
    institutionName: 'i.name',
    hasShop: 'exists (select 1 from shops s where s.owner_id = u.id)',
    certified: 'exists (select 1 from certificates ce where ce.user_id = u.id)',
  },
  scope: { ...REGION_SCOPE, institution: 'u.institution_id', classId: 'u.class_id' },
};

const ACCOUNT_JOINS = `left join regions p on p.id = u.province_id left join regions ct on ct.id = u.city_id left join regions co on co.id = u.county_id
  left join institutions i on i.id = u.institution_id`;

/** Every account of the caller's region (userManage): lock, unlock, reset, below the caller's own level. */
export const accountBinding: Binding = {
  resource: accountResource,
  ...onTable('users', 'u', ACCOUNT_JOINS),
  columns: {
    regionName: "nullif(concat(p.name, ct.name, co.name), '')",
    institutionName: 'i.name',
  },
  scope: REGION_SCOPE,
  actions: {
    lock: async (ctx) => {
      await assertBelow(ctx.q, ctx.caller, Number(ctx.row.id));
      await ctx.q.query('update users set status = 0 where id = $1', [ctx.row.id]);
      await endSessions(ctx, Number(ctx.row.id));
    },
    unlock: async (ctx) => {
      await assertBelow(ctx.q, ctx.caller, Number(ctx.row.id));
      await ctx.q.query('update users set status = 1 where id = $1', [ctx.row.id]);
      await forgetAccountFailures(ctx.q, String(ctx.row.username));
    },
    resetPassword: async (ctx) => {
      await assertBelow(ctx.q, ctx.caller, Number(ctx.row.id));
      await resetAccountPassword(ctx);
    },
  },
};

// ---- registration-data corrections (updateData) ------------------------------------------------

const FIELD_LABEL: Record<string, string> = {
  realName: '姓名',
  idNumber: '证件号码',
  phone: '手机号码',
  gender: '性别',
  education: '文化程度',
  address: '联系地址',
};

interface LearnerData {
  id: number;
  realName: string;
  phone: string | null;
  idCard: string | null;
  education: string;
  institutionId: number | null;
  provinceId: number | null;
  cityId: number | null;
  countyId: number | null;
  reg: { realName: string; idNumber: string; phone: string; gender: string; education: string; address: string; idType: string } | null;
}

async function learnerData(q: Queryable, id: number): Promise<LearnerData> {
  const [u] = await q.query<Omit<LearnerData, 'reg'>>(
    `select id, real_name as "realName", phone, id_card as "idCard", education, institution_id as "institutionId",
            province_id as "provinceId", city_id as "cityId", county_id as "countyId"
       from users where id = $1 and role = 6`,
    [id],
  );
  if (!u) throw badRequest('所选学员不存在');
  const [reg] = await q.query<NonNullable<LearnerData['reg']>>(
    `select r.real_name as "realName", r.id_number as "idNumber", r.phone, r.gender, r.education, r.address, t.name as "idType"
       from learner_registrations r join id_types t on t.id = r.id_type_id where r.user_id = $1`,
    [id],
  );
  return { ...u, reg: reg ?? null };
}

function currentValue(l: LearnerData, field: string): string {
  switch (field) {
    case 'realName':
      return l.reg?.realName ?? l.realName;
    case 'idNumber':
      return l.reg?.idNumber ?? l.idCard ?? '';
    case 'phone':
      return l.reg?.phone ?? l.phone ?? '';
    case 'education':
      return l.reg?.education ?? l.education;
    case 'gender':
      return l.reg?.gender ?? '';
    default:
      return l.reg?.address ?? '';
  }
}

/** The new value by the rule of its field (the same rules as the registration table). */
async function checkNewValue(q: Queryable, l: LearnerData, field: string, raw: string): Promise<string> {
  const v = raw.trim();
  if (['gender', 'address'].includes(field) && !l.reg) throw badRequest('该学员尚未填写登记表，不能更正此项');
  switch (field) {
    case 'realName':
      if (v.length < 2 || v.length > 20) throw badRequest('姓名应为2~20个字');
      return v;
    case 'idNumber': {
      const idCard = !l.reg || l.reg.idType === '居民身份证';
      if (idCard) {
        const m = checkIdCard(v);
        if (m) throw badRequest(m);
      } else if (!/^[A-Za-z0-9（）()-]{5,30}$/.test(v)) throw badRequest('证件号码格式有误');
      return v.toUpperCase();
    }
    case 'phone': {
      const m = checkPhone(v);
      if (m) throw badRequest(m);
      const [taken] = await q.query('select 1 from users where phone = $1 and id <> $2', [v, l.id]);
      if (taken) throw badRequest('该手机号已被其他账号使用');
      return v;
    }
    case 'gender':
      if (v !== '男' && v !== '女') throw badRequest('性别应为“男”或“女”');
      return v;
    case 'education': {
      const [level] = await q.query('select 1 from education_levels where name = $1 and enabled', [v]);
      if (!level) throw badRequest('请填写已启用的学历名称');
      return v;
    }
    default:
      if (v.length > 100) throw badRequest('联系地址最多100个字');
      return v;
  }
}

/** Writes an approved correction to the learner's account and registration table. */
async function applyCorrection(ctx: WriteCtx, learnerId: number, field: string, value: string) {
  const { q } = ctx;
  const l = await learnerData(q, learnerId);
  const v = await checkNewValue(q, l, field, value);
  const userColumn: Record<string, string> = { realName: 'real_name', idNumber: 'id_card', phone: 'phone', education: 'education' };
  const regColumn: Record<string, string> = {
    realName: 'real_name',
    idNumber: 'id_number',
    phone: 'phone',
    gender: 'gender',
    education: 'education',
    address: 'address',
  };
  if (userColumn[field]) await q.query(`update users set ${userColumn[field]} = $2 where id = $1`, [learnerId, v]);
  if (l.reg) await q.query(`update learner_registrations set ${regColumn[field]} = $2, updated_at = now() where user_id = $1`, [learnerId, v]);
  ctx.deps.cache?.forgetUser(learnerId);
}

const correctionReview = reviewActions('registration_corrections', { note: 'review_note' });

export const correctionBinding: Binding = {
  resource: correctionResource,
  ...onTable('registration_corrections', 'rc', 'join users l on l.id = rc.learner_id left join institutions i on i.id = rc.institution_id'),
  columns: { learnerName: 'l.real_name', institutionName: 'i.name' },
  labels: { learnerId: 'l.real_name' },
  scope: { province: 'rc.province_id', city: 'rc.city_id', county: 'rc.county_id', institution: 'rc.institution_id' },
  create: async (ctx) => {
    const { q, input, caller } = ctx;
    const l = await learnerData(q, Number(input.learnerId));
    const field = String(input.field);
    const [open] = await q.query("select 1 from registration_corrections where learner_id = $1 and field = $2 and status = 'pending'", [l.id, field]);
    if (open) throw badRequest(`该学员的${FIELD_LABEL[field]}已有待审核的更正申请`);
    const oldValue = currentValue(l, field);
    const newValue = await checkNewValue(q, l, field, String(input.newValue));
    if (newValue === oldValue) throw badRequest('更正后的内容与原内容相同');
    const [row] = await q.query<{ id: number }>(
      `insert into registration_corrections (learner_id, institution_id, province_id, city_id, county_id, field, old_value, new_value, reason, requested_by)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [l.id, l.institutionId, l.provinceId, l.cityId, l.countyId, field, oldValue, newValue, input.reason, caller.id],
    );
    return row.id;
  },
  actions: {
    approve: async (ctx) => {
      const [rc] = await ctx.q.query<{ learnerId: number; field: string; newValue: string }>(
        'select learner_id as "learnerId", field, new_value as "newValue" from registration_corrections where id = $1',
        [ctx.row.id],
      );
      await applyCorrection(ctx, rc.learnerId, rc.field, rc.newValue);
      await correctionReview.approve(ctx);
    },
    reject: correctionReview.reject,
  },
};
