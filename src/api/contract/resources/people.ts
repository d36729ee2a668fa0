import { MANAGE_ROLES } from '../roles.ts';
import { STATUS, uniqueName, CLASS_TYPE_OPTIONS } from './fields.ts';
import { defineResource } from '../resource/types.ts';

const ADMINS_AND_INSTITUTIONS = [1, 2, 3, 20, 4] as const;

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
    name: uniqueName('机构名称', 50, 220),
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
      options: CLASS_TYPE_OPTIONS,
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
    delete: {
      roles: ADMINS_AND_INSTITUTIONS,
      confirm: '删除后该账号无法恢复，确定删除该教师吗？',
      when: { field: 'classCount', in: [0], refusal: '该教师已有授课班级，不能删除，可停用' },
    },
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
