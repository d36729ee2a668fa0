import { ALL_ROLES, CLASS_TYPE_NAMES, CLASS_TYPES, MANAGE_ROLES, ROLE_NAMES, type Role } from '../roles.ts';
import { manageArea } from '../routes/manage.ts';
import { defineResource } from '../resource/types.ts';

const ADMINS_AND_INSTITUTIONS = [1, 2, 3, 20, 4] as const;

/** 正常 / 已停用: an account's or an institution's state. */
const STATUS = {
  type: 'enum',
  label: '状态',
  options: [
    { value: 1, label: '正常', tone: 'success' },
    { value: 0, label: '已停用', tone: 'default' },
  ],
  list: true,
  card: true,
  filter: 'eq',
  width: 90,
} as const;

/**
 * /manage/institutionList: the approved training institutions of the caller's region (an institution
 * sees itself), with licence, contact and state. The province, city and national administrators
 * register and edit them; a disabled institution gets no new teachers. Also the target of the teacher
 * form's institution picker.
 */
export const institutionResource = defineResource({
  key: 'institution',
  title: '培训机构',
  roles: MANAGE_ROLES,
  scope: 'region',
  mount: 'role',
  labelField: 'name',
  fields: {
    name: {
      type: 'text',
      label: '机构名称',
      required: true,
      max: 50,
      list: true,
      title: true,
      filter: 'like',
      sort: true,
      form: 'both',
      unique: true,
      width: 220,
    },
    licenceNo: { type: 'text', label: '办学许可证号', required: true, max: 40, list: true, card: true, filter: 'like', form: 'both', unique: true, width: 170 },
    licenceExpiry: { type: 'date', label: '许可证有效期至', list: true, form: 'both', width: 130 },
    countyId: { type: 'region', label: '所在区县', required: true, regionLevels: [3], list: true, card: true, filter: 'eq', form: 'create', width: 110 },
    contactName: { type: 'text', label: '联系人', required: true, max: 20, list: true, filter: 'like', form: 'both', width: 100 },
    contactPhone: { type: 'phone', label: '联系电话', required: true, list: true, form: 'both', width: 130 },
    address: { type: 'text', label: '办学地址', max: 100, form: 'both', detailOnly: true },
    status: STATUS,
    teacherCount: { type: 'int', label: '教师数', list: true, width: 80 },
    classCount: { type: 'int', label: '班级数', list: true, width: 80 },
    createdAt: { type: 'datetime', label: '登记时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'name', order: 'asc' }, emptyText: '暂无培训机构' },
    create: { roles: [1, 2, 3], label: '登记机构' },
    update: { roles: [1, 2, 3] },
    delete: { roles: [1, 2, 3], confirm: '删除后无法恢复，确定删除该机构吗？（已有班级、教师或账号的机构只能停用）' },
    export: { roles: [1, 2, 3, 20] },
    actions: {
      disable: {
        label: '停用',
        roles: [1, 2, 3],
        when: { field: 'status', in: [1] },
        confirm: '停用后该机构不能再新增教师和班级，确定停用吗？',
        danger: true,
        set: { status: 0 },
        success: '已停用',
      },
      enable: { label: '启用', roles: [1, 2, 3], when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已启用' },
    },
  },
});

/**
 * /manage/teacherList: trainers. An institution manages its own; administrators those of the
 * institutions in their region; a teacher sees the colleagues of their institution. Accounts get a
 * one-time password by SMS that must be changed at first sign-in; a teacher who has taught a class
 * is disabled, not deleted.
 */
export const teacherResource = defineResource({
  key: 'teacher',
  title: '教师',
  roles: MANAGE_ROLES,
  scope: 'institution',
  mount: 'role',
  labelField: 'realName',
  fields: {
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
    institutionId: { type: 'ref', ref: 'institution', label: '所属机构', required: true, list: true, card: true, filter: 'eq', form: 'create', width: 200 },
    qualification: { type: 'text', label: '资格证书编号', max: 40, list: true, form: 'both', width: 150 },
    classTypes: {
      type: 'enum',
      label: '授课类型',
      multiple: true,
      options: CLASS_TYPES.map((t) => ({ value: t, label: CLASS_TYPE_NAMES[t] })),
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      width: 200,
    },
    status: STATUS,
    classCount: { type: 'int', label: '授课班级数', list: true, width: 100 },
    classNames: { type: 'text', label: '授课班级', list: true, width: 260 },
    lastLoginAt: { type: 'datetime', label: '最近登录', list: true, sort: true, width: 150 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, filter: 'range', width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无教师' },
    create: { roles: ADMINS_AND_INSTITUTIONS },
    update: { roles: ADMINS_AND_INSTITUTIONS },
    delete: { roles: ADMINS_AND_INSTITUTIONS, confirm: '删除后该账号无法恢复，确定删除该教师吗？', when: { field: 'classCount', in: [0] } },
    actions: {
      disable: {
        label: '停用',
        roles: ADMINS_AND_INSTITUTIONS,
        when: { field: 'status', in: [1] },
        confirm: '停用后该教师将无法登录，确定停用吗？',
        danger: true,
        set: { status: 0 },
        success: '已停用',
        batch: true,
      },
      enable: { label: '启用', roles: ADMINS_AND_INSTITUTIONS, when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已启用', batch: true },
      resetPassword: {
        label: '重置密码',
        roles: ADMINS_AND_INSTITUTIONS,
        confirm: '将生成新的一次性密码并以短信发送到教师手机，确定重置吗？',
        success: '已重置，新密码已发送至教师手机',
      },
    },
  },
});

/** The actions every administrator-managed account has: disable (sessions end), enable, a new one-time password by SMS. */
const accountActions = (roles: readonly Role[], who: string) =>
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

const INITIAL_PASSWORD = {
  type: 'bool',
  label: '初始密码',
  options: [
    { value: true, label: '待修改', tone: 'warning' },
    { value: false, label: '已修改', tone: 'default' },
  ],
  list: true,
  width: 90,
} as const;

/** Name, user name and phone of an account an administrator creates (a one-time password goes to the phone by SMS). */
const accountFields = {
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

const accountTimes = {
  lastLoginAt: { type: 'datetime', label: '最近登录', list: true, sort: true, width: 150 },
  createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, filter: 'range', width: 150 },
} as const;

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
export const countyAdminResource = regionAdminResource('countyAdmin', '区县管理员', 3, [1, 2, 3, 20], [1, 2, 3]);

/** /manage/insAdminList: the accounts of training institutions (role 4) in the caller's region. */
export const insAdminResource = defineResource({
  key: 'insAdmin',
  title: '机构管理员',
  roles: [1, 2, 3, 20],
  scope: 'region',
  mount: 'role',
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
    actions: accountActions([1, 2, 3, 20], '管理员'),
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
  roles: [1, 2, 3, 20],
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
    actions: accountActions([1, 2, 3, 20], '子账号'),
  },
});

/**
 * /manage/searchStudent: learners in the caller's scope (an administrator their region, an institution
 * its own, a teacher the classes they teach), found by name, phone or ID number; the detail shows
 * their class, scores, shop and certificate (GET {role}/people/student/{id}).
 */
export const searchStudentResource = defineResource({
  key: 'searchStudent',
  title: '学员',
  roles: MANAGE_ROLES,
  scope: 'class',
  mount: 'role',
  labelField: 'realName',
  fields: {
    realName: { type: 'text', label: '姓名', list: true, title: true, filter: 'like', sort: true, width: 100 },
    username: { type: 'text', label: '用户名', list: true, filter: 'like', width: 130 },
    phone: { type: 'phone', label: '手机号码', list: true, card: true, filter: 'like', width: 130 },
    idCard: { type: 'idCard', label: '身份证号', list: true, filter: 'like', width: 180 },
    className: { type: 'text', label: '所在班级', list: true, card: true, width: 240 },
    institutionName: { type: 'text', label: '培训机构', list: true, width: 180 },
    hasShop: {
      type: 'bool',
      label: '店铺',
      options: [
        { value: true, label: '已开店', tone: 'success' },
        { value: false, label: '未开店' },
      ],
      list: true,
      width: 80,
    },
    certified: {
      type: 'bool',
      label: '结业证书',
      options: [
        { value: true, label: '已发证', tone: 'success' },
        { value: false, label: '未发证' },
      ],
      list: true,
      card: true,
      width: 90,
    },
    status: STATUS,
    lastLoginAt: { type: 'datetime', label: '最近登录', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'realName', order: 'asc' }, emptyText: '没有找到符合条件的学员' },
    create: false,
    update: false,
    delete: false,
    export: { roles: [1, 2, 3, 20, 4] },
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
  roles: [1, 2, 3, 20],
  scope: 'region',
  mount: 'role',
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
    status: {
      type: 'enum',
      label: '状态',
      options: [
        { value: 1, label: '正常', tone: 'success' },
        { value: 0, label: '已锁定', tone: 'danger' },
      ],
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    mustChangePassword: { ...INITIAL_PASSWORD, filter: 'eq' },
    lastLoginAt: { type: 'datetime', label: '最近登录', list: true, card: true, sort: true, width: 150 },
    createdAt: { type: 'datetime', label: '注册时间', list: true, sort: true, filter: 'range', width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '没有符合条件的用户' },
    create: false,
    update: false,
    delete: false,
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

/** The registration data an institution may ask to correct. */
export const CORRECTION_FIELDS = [
  { value: 'realName', label: '姓名' },
  { value: 'idNumber', label: '证件号码' },
  { value: 'phone', label: '手机号码' },
  { value: 'gender', label: '性别' },
  { value: 'education', label: '文化程度' },
  { value: 'address', label: '联系地址' },
] as const;

/**
 * /manage/updateData: corrections of a learner's registration data. The learner's institution asks
 * (the field, the new value, why); the city (or the national admin) approves — the learner's data
 * changes — or rejects with a reason. A pending request may be withdrawn by its institution.
 */
export const correctionResource = defineResource({
  key: 'correction',
  title: '数据更正申请',
  roles: [1, 2, 3, 20, 4],
  scope: 'institution',
  mount: 'role',
  labelField: 'learnerName',
  fields: {
    learnerId: { type: 'ref', ref: 'searchStudent', label: '学员', required: true, list: true, title: true, filter: 'eq', form: 'create', width: 110 },
    learnerName: { type: 'text', label: '学员姓名' },
    field: { type: 'enum', label: '更正项目', required: true, options: CORRECTION_FIELDS, list: true, card: true, filter: 'eq', form: 'create', width: 100 },
    oldValue: { type: 'text', label: '原内容', list: true, width: 160 },
    newValue: { type: 'text', label: '更正为', required: true, max: 100, list: true, card: true, form: 'create', width: 160 },
    reason: { type: 'textarea', label: '更正原因', required: true, max: 200, form: 'create', detailOnly: true },
    institutionName: { type: 'text', label: '申请机构', list: true, width: 180 },
    status: {
      type: 'enum',
      label: '状态',
      options: [
        { value: 'pending', label: '待审核', tone: 'warning' },
        { value: 'approved', label: '已通过', tone: 'success' },
        { value: 'rejected', label: '已驳回', tone: 'danger' },
      ],
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    reviewNote: { type: 'text', label: '审核意见', list: true, width: 160 },
    createdAt: { type: 'datetime', label: '申请时间', list: true, sort: true, filter: 'range', width: 150 },
    reviewedAt: { type: 'datetime', label: '审核时间', list: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无数据更正申请' },
    create: { roles: [4], label: '申请更正' },
    update: false,
    delete: { roles: [4], when: { field: 'status', in: ['pending'] }, confirm: '确定撤回该更正申请吗？' },
    actions: {
      approve: {
        label: '通过',
        roles: [1, 3],
        when: { field: 'status', in: ['pending'] },
        confirm: '通过后学员的登记信息将按申请更正，确定通过吗？',
        success: '已通过，学员信息已更正',
      },
      reject: {
        label: '驳回',
        roles: [1, 3],
        when: { field: 'status', in: ['pending'] },
        danger: true,
        reason: { label: '驳回原因', required: '请输入驳回原因', max: 200 },
        success: '已驳回',
      },
    },
  },
});
