import { CLASS_TYPE_NAMES, CLASS_TYPES, MANAGE_ROLES } from '../roles.ts';
import { defineResource } from '../resource/types.ts';

const ADMINS_AND_INSTITUTIONS = [1, 2, 3, 20, 4] as const;

/**
 * Training institutions in the caller's region (an institution sees itself). Today the target of the
 * teacher form's institution picker; /manage/institutionList builds on it.
 */
export const institutionResource = defineResource({
  key: 'institution',
  title: '培训机构',
  roles: MANAGE_ROLES,
  scope: 'region',
  mount: 'role',
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '机构名称', required: true, max: 50, list: true, title: true, filter: 'prefix', sort: true },
    countyId: { type: 'region', label: '所在区县', list: true, filter: 'eq' },
  },
  ops: { list: { defaultSort: { field: 'name', order: 'asc' } }, create: false, update: false, delete: false, export: false },
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
    realName: { type: 'text', label: '姓名', required: true, max: 20, list: true, title: true, filter: 'prefix', sort: true, form: 'both', width: 110 },
    username: { type: 'username', label: '用户名', required: true, list: true, filter: 'prefix', form: 'create', unique: true, width: 140 },
    phone: {
      type: 'phone',
      label: '手机号码',
      required: true,
      list: true,
      filter: 'prefix',
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
    status: {
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
    },
    classCount: { type: 'int', label: '授课班级', list: true, width: 100 },
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
