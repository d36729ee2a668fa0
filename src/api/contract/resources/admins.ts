import { ALL_ROLES, ROLE_NAMES, type Role, REGION_ADMIN_ROLES } from '../roles.ts';
import { manageArea } from '../routes/manage.ts';
import { defineResource } from '../resource/types.ts';
import { accountActions, accountFields, accountTimes, INITIAL_PASSWORD, STATUS, READ_ONLY, REGION_ROWS } from './fields.ts';
import { choices } from '../options.ts';

/**
 * The administrators of one level of the region tree: /manage/provinceManage (provinces, by the
 * national admin), /manage/cityManage (cities, by the province or above), /manage/countyManage
 * (counties, by the city or above). Each account is bound to one region of that level in the
 * writer's jurisdiction; the level above reads its own.
 */
function regionAdminResource<const K extends string>(key: K, title: string, level: 1 | 2 | 3, readers: readonly Role[], writers: readonly Role[]) {
  const region = ['省份', '城市', '区县'][level - 1];
  return defineResource({
    key,
    title,
    roles: readers,
    scope: 'region',
    mount: 'role',
    labelField: 'realName',
    fields: {
      ...accountFields,
      regionId: {
        type: 'region',
        label: `管辖${region}`,
        required: true,
        regionLevels: [level],
        list: true,
        card: true,
        filter: 'eq',
        form: 'create',
        width: 120,
      },
      status: STATUS,
      mustChangePassword: INITIAL_PASSWORD,
      ...accountTimes,
    },
    ops: {
      list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: `暂无${title}` },
      create: { roles: writers, label: `新建${title}` },
      update: { roles: writers },
      delete: { roles: writers, confirm: `删除后该账号无法恢复，确定删除该${title}吗？（已发布公告等数据的账号只能停用）` },
      actions: accountActions(writers, '管理员'),
    },
  });
}

export const provinceAdminResource = regionAdminResource('provinceAdmin', '省级管理员', 1, [1, 2], [1]);
export const cityAdminResource = regionAdminResource('cityAdmin', '市级管理员', 2, [1, 2, 3], [1, 2]);
export const countyAdminResource = regionAdminResource('countyAdmin', '区县管理员', 3, REGION_ADMIN_ROLES, [1, 2, 3]);

/** /manage/insAdminList: the accounts of training institutions (role 4) in the caller's region. */
export const insAdminResource = defineResource({
  key: 'insAdmin',
  title: '机构管理员',
  ...REGION_ROWS,
  labelField: 'realName',
  fields: {
    ...accountFields,
    institutionId: { type: 'ref', ref: 'institution', label: '所属机构', required: true, list: true, card: true, filter: 'eq', form: 'create', width: 200 },
    status: STATUS,
    mustChangePassword: INITIAL_PASSWORD,
    ...accountTimes,
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无机构管理员' },
    create: { label: '新建机构管理员' },
    update: {},
    delete: { confirm: '删除后该账号无法恢复，确定删除该机构管理员吗？（已有数据的账号只能停用）' },
    actions: accountActions(REGION_ADMIN_ROLES, '管理员'),
  },
});

/** The /manage pages a sub-account's menu may keep: the visible back-office routes, in route-table order. */
export const MENU_PAGE_OPTIONS = manageArea.routes
  .filter((r) => !r.meta.hidden && !r.redirect && r.path.startsWith('/manage/') && !r.path.includes(':'))
  .map((r) => ({ value: r.path, label: r.meta.title }));

/**
 * /manage/subAdminList: an administrator's sub-accounts. A sub-account has its administrator's role
 * and region and only the pages of its menu chosen here (a subset of the administrator's own); it
 * cannot have sub-accounts of its own. The national admin sees every administrator's.
 */
export const subAdminResource = defineResource({
  key: 'subAdmin',
  title: '子账号',
  roles: REGION_ADMIN_ROLES,
  scope: 'own',
  mount: 'role',
  labelField: 'realName',
  fields: {
    ...accountFields,
    menuPaths: {
      type: 'enum',
      label: '可用菜单',
      multiple: true,
      required: true,
      requiredMessage: '请至少选择一个菜单',
      options: MENU_PAGE_OPTIONS,
      form: 'both',
      detailOnly: true,
      noExport: true,
    },
    menuCount: { type: 'int', label: '菜单数', list: true, width: 80 },
    parentName: { type: 'text', label: '所属管理员', list: true, width: 120 },
    status: STATUS,
    mustChangePassword: INITIAL_PASSWORD,
    ...accountTimes,
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有子账号，新建一个吧' },
    create: { label: '新建子账号', max: 20 },
    update: {},
    delete: { confirm: '删除后该子账号无法恢复，确定删除吗？' },
    actions: accountActions(REGION_ADMIN_ROLES, '子账号'),
  },
});

/**
 * /manage/userManage: every account in the caller's region: role, state, last sign-in; lock (its
 * sessions end), unlock (also clears failed sign-ins), a new one-time password. Accounts at the
 * caller's own level or above (other than their own sub-accounts) are shown but not changed.
 */
export const accountResource = defineResource({
  key: 'account',
  title: '用户',
  ...REGION_ROWS,
  labelField: 'username',
  fields: {
    username: { type: 'text', label: '用户名', list: true, title: true, filter: 'like', width: 140 },
    realName: { type: 'text', label: '姓名', list: true, filter: 'like', sort: true, width: 110 },
    role: {
      type: 'enum',
      label: '角色',
      options: ALL_ROLES.map((r) => ({ value: r, label: ROLE_NAMES[r] })),
      list: true,
      card: true,
      filter: 'eq',
      width: 110,
    },
    phone: { type: 'phone', label: '手机号码', list: true, filter: 'like', width: 130 },
    regionName: { type: 'text', label: '所属地区', list: true, width: 160 },
    institutionName: { type: 'text', label: '所属机构', list: true, width: 180 },
    status: { type: 'enum', label: '状态', options: choices([1, '正常', 'success'], [0, '已锁定', 'danger']), list: true, card: true, filter: 'eq', width: 90 },
    mustChangePassword: { ...INITIAL_PASSWORD, filter: 'eq' },
    lastLoginAt: { type: 'datetime', label: '最近登录', list: true, card: true, sort: true, width: 150 },
    createdAt: { type: 'datetime', label: '注册时间', list: true, sort: true, filter: 'range', width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '没有符合条件的用户' },
    ...READ_ONLY,
    actions: {
      lock: {
        label: '锁定',
        when: { field: 'status', in: [1] },
        confirm: '锁定后该用户将立即退出且无法登录，确定锁定吗？',
        danger: true,
        success: '已锁定',
        batch: true,
      },
      unlock: { label: '解锁', when: { field: 'status', in: [0] }, success: '已解锁', batch: true },
      resetPassword: { label: '重置密码', confirm: '将生成新的一次性密码并以短信发送到用户手机，确定重置吗？', success: '已重置，新密码已通过短信发送' },
    },
  },
});
