import { defineResource } from '../resource/types.ts';
import { STATUS, REVIEW_STATUS, READ_ONLY, CLASS_ROWS, rejectAction } from './fields.ts';
import { choices } from '../options.ts';

/**
 * /manage/searchStudent: learners in the caller's scope (an administrator their region, an institution
 * its own, a teacher the classes they teach), found by name, phone or ID number; the detail shows
 * their class, scores, shop and certificate (GET {role}/people/student/{id}).
 */
export const searchStudentResource = defineResource({
  key: 'searchStudent',
  title: '学员',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    realName: { type: 'text', label: '姓名', list: true, title: true, filter: 'like', sort: true, width: 100 },
    username: { type: 'text', label: '用户名', list: true, filter: 'like', width: 130 },
    phone: { type: 'phone', label: '手机号码', list: true, card: true, filter: 'like', width: 130 },
    idCard: { type: 'idCard', label: '身份证号', list: true, filter: 'like', width: 180 },
    className: { type: 'text', label: '所在班级', list: true, card: true, width: 240 },
    institutionName: { type: 'text', label: '培训机构', list: true, width: 180 },
    hasShop: { type: 'bool', label: '店铺', options: choices([true, '已开店', 'success'], [false, '未开店']), list: true, width: 80 },
    certified: { type: 'bool', label: '结业证书', options: choices([true, '已发证', 'success'], [false, '未发证']), list: true, card: true, width: 90 },
    status: STATUS,
    lastLoginAt: { type: 'datetime', label: '最近登录', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'realName', order: 'asc' }, emptyText: '没有找到符合条件的学员' },
    ...READ_ONLY,
    export: { roles: [1, 2, 3, 20, 4] },
  },
});

/** The registration data an institution may ask to correct. */
export const CORRECTION_FIELDS = choices(
  ['realName', '姓名'],
  ['idNumber', '证件号码'],
  ['phone', '手机号码'],
  ['gender', '性别'],
  ['education', '文化程度'],
  ['address', '联系地址'],
);

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
    status: { ...REVIEW_STATUS, label: '状态' },
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
      reject: rejectAction([1, 3], ['pending']),
    },
  },
});
