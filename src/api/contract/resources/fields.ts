import { choices } from '../options.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES, MANAGE_ROLES, REGION_ADMIN_ROLES, type Role } from '../roles.ts';
import { type ActionDecl, defineResource, type FieldDecl, type Mount } from '../resource/types.ts';

/** Field and action shapes several resources share (accounts and institutions; review states). */

/** The name a row is known by: required and unique, searched, sorted and shown as the list's title. */
export const uniqueName = (label: string, max: number, width: number) =>
  ({ type: 'text', label, required: true, max, list: true, title: true, filter: 'like', sort: true, form: 'both', unique: true, width }) as const;

/** Where a back-office list of a class's rows lives: every back-office role reads it, in the classes of their scope. */
export const CLASS_ROWS = { roles: MANAGE_ROLES, scope: 'class', mount: 'role' } as const;
/** Where a national table of the back office lives (classifications, rules, policies): every back-office role reads it. */
export const NATIONAL_ROWS = { roles: MANAGE_ROLES, scope: 'national', mount: 'role' } as const;
/** Where an administrators' list of regional rows lives: each administrator reads their own region and below. */
export const REGION_ROWS = { roles: REGION_ADMIN_ROLES, scope: 'region', mount: 'role' } as const;
/** A row's class by number, for links and filters (left out of exports: the class's name is there). */
export const CLASS_ID = { type: 'int', label: '班级编号', noExport: true } as const;

/** The class types (SYB, GYB…) as an enum's options. */
export const CLASS_TYPE_OPTIONS = CLASS_TYPES.map((t) => ({ value: t, label: CLASS_TYPE_NAMES[t] }));

/**
 * A bank an institution keeps beside the national admin's shared rows (courses, course materials,
 * questions, papers): who reads it, and the two fields that say whose a row is.
 */
export const INSTITUTION_BANK = { roles: MANAGE_ROLES, scope: 'institution', shared: 'national', mount: 'role' } as const;
/** A bank row's name: required (请输入…名称), searched by its beginning. */
export const bankTitle = (noun: string) =>
  ({
    type: 'text',
    label: `${noun}名称`,
    required: true,
    requiredMessage: `请输入${noun}名称`,
    max: 60,
    list: true,
    title: true,
    filter: 'prefix',
    sort: true,
    form: 'both',
    width: 240,
  }) as const satisfies FieldDecl;
export const OWNER_FIELDS = {
  national: { type: 'bool', label: '全国共享', options: choices([true, '全国', 'primary'], [false, '本机构', 'default']) },
  ownerName: { type: 'text', label: '所属', list: true, width: 150 },
} as const satisfies Record<string, FieldDecl>;

/** The operations of a list nobody writes through the layer: its rows change by their own flow elsewhere. */
export const READ_ONLY = { create: false, update: false, delete: false } as const;

/** The platform's product categories as another area's pickers read them (read-only, in the platform's order). */
export const categoryPickResource = <const K extends string>(key: K, roles: readonly Role[], mount: Mount) =>
  defineResource({
    key,
    title: '商品类目',
    roles,
    scope: 'national',
    mount,
    labelField: 'name',
    fields: {
      name: { type: 'text', label: '类目名称', list: true, title: true, filter: 'like' },
      sort: { type: 'int', label: '排序', list: true, sort: true },
    },
    ops: { list: { defaultSort: { field: 'sort', order: 'asc' } }, ...READ_ONLY, export: false },
  });

/** 正常 / 已停用: an account's or an institution's state. */
export const STATUS = {
  type: 'enum',
  label: '状态',
  options: choices([1, '正常', 'success'], [0, '已停用', 'default']),
  list: true,
  card: true,
  filter: 'eq',
  width: 90,
} as const;

/** 待审核 / 已通过 / 已驳回: the review state of something submitted (a correction, a class file, a listed product). */
export const REVIEW_STATUS = {
  type: 'enum',
  label: '审核状态',
  options: choices(['pending', '待审核', 'warning'], ['approved', '已通过', 'success'], ['rejected', '已驳回', 'danger']),
  list: true,
  card: true,
  filter: 'eq',
  width: 90,
} as const;

/** 驳回 (a reason asked for) of a row whose status is one of `waiting`, by `roles`. */
export const rejectAction = (roles: readonly Role[], waiting: readonly string[]) =>
  ({
    label: '驳回',
    roles,
    when: { field: 'status', in: waiting },
    danger: true,
    reason: { label: '驳回原因', required: '请输入驳回原因', max: 200 },
    success: '已驳回',
  }) as const satisfies ActionDecl;

/** 通过 (also for the selected rows) and 驳回 of a row whose status is one of `waiting`, by `roles`. */
export const reviewActions = (roles: readonly Role[], waiting: readonly string[]) =>
  ({
    approve: { label: '通过', roles, when: { field: 'status', in: waiting }, success: '已通过', batch: true },
    reject: rejectAction(roles, waiting),
  }) as const satisfies Record<string, ActionDecl>;

/** The actions every administrator-managed account has: disable (sessions end), enable, a new one-time password by SMS. */
export const accountActions = (roles: readonly Role[], who: string) =>
  ({
    disable: {
      label: '停用',
      roles,
      when: { field: 'status', in: [1] },
      confirm: `停用后该${who}将无法登录，确定停用吗？`,
      danger: true,
      set: { status: 0 },
      success: '已停用',
      batch: true,
    },
    enable: { label: '启用', roles, when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已启用', batch: true },
    resetPassword: {
      label: '重置密码',
      roles,
      confirm: `将生成新的一次性密码并以短信发送到${who}手机，确定重置吗？`,
      success: '已重置，新密码已通过短信发送',
    },
  }) as const;

export const INITIAL_PASSWORD = {
  type: 'bool',
  label: '初始密码',
  options: choices([true, '待修改', 'warning'], [false, '已修改', 'default']),
  list: true,
  width: 90,
} as const;

/** Name, user name and phone of an account an administrator creates (a one-time password goes to the phone by SMS). */
export const accountFields = {
  realName: { type: 'text', label: '姓名', required: true, max: 20, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 110 },
  username: { type: 'username', label: '用户名', required: true, list: true, filter: 'like', form: 'create', unique: true, width: 140 },
  phone: {
    type: 'phone',
    label: '手机号码',
    required: true,
    list: true,
    filter: 'like',
    form: 'both',
    unique: true,
    card: true,
    help: '初始密码将以短信发送到该手机，首次登录须修改',
    width: 130,
  },
} as const;

export const accountTimes = {
  lastLoginAt: { type: 'datetime', label: '最近登录', list: true, sort: true, width: 150 },
  createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, filter: 'range', width: 150 },
} as const;
