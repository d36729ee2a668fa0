import { CLASS_ACTIONS, CLASS_OWNER_ROLES, CLASS_RESOURCE_KEY, CLASS_STATUS_OPTIONS, EDITABLE_STATES, ROSTER_OPEN_STATES } from '../classes.ts';
import type { FieldDecl } from '../resource/types.ts';
import { defineResource } from '../resource/types.ts';
import type { Role } from '../roles.ts';
import { choices } from '../options.ts';
import { READ_ONLY, CLASS_TYPE_OPTIONS, CLASS_ROWS, CLASS_ID } from './fields.ts';

/**
 * A class's life on the resource layer (docs/back-office.md "Classes"): the classes, the decisions
 * waiting for a reviewer and those taken, a class's roster, the registration pool and the shop
 * scores. Every state change goes through server/services/classMachine.ts (the bindings' action
 * handlers call it); each action's `when` comes from CLASS_MACHINE.
 */

const ADMINS_AND_INSTITUTIONS: readonly Role[] = [1, 2, 3, 20, 4];

const className: FieldDecl = { type: 'text', label: '班级名称', list: true, title: true, filter: 'like', sort: true, width: 240 };
const classType: FieldDecl = { type: 'enum', label: '班级类型', options: CLASS_TYPE_OPTIONS, list: true, card: true, filter: 'eq', width: 120 };
const classStatus: FieldDecl = { type: 'enum', label: '状态', options: CLASS_STATUS_OPTIONS, list: true, card: true, filter: 'in', width: 110 };
const institution: FieldDecl = { type: 'ref', ref: 'institution', label: '培训机构', list: true, filter: 'eq', width: 190 };
const county: FieldDecl = { type: 'region', label: '所在区县', list: true, filter: 'eq', width: 100 };

/**
 * /manage/classList and /manage/ClassInformation: every class in the caller's scope (an
 * administrator their region, an institution its own, a teacher those they teach). The institution
 * drafts, edits while draft or rejected, submits, starts and submits completion; the city or county
 * of the class's region approves or rejects (with a reason).
 */
export const classResource = defineResource({
  key: CLASS_RESOURCE_KEY,
  title: '班级',
  ...CLASS_ROWS,
  labelField: 'name',
  fields: {
    name: { ...className, required: true, max: 50, form: 'both', placeholder: '如：2026年第1期SYB创业培训班' },
    classType: { ...classType, required: true, form: 'both' },
    status: classStatus,
    institutionId: institution,
    countyId: county,
    startDate: { type: 'date', label: '开班日期', required: true, list: true, card: true, filter: 'range', sort: true, form: 'both', width: 110 },
    endDate: { type: 'date', label: '结业日期', required: true, list: true, sort: true, form: 'both', width: 110 },
    theoryHours: { type: 'int', label: '理论课时', required: true, min: 0, max: 500, form: 'both', initial: 24, help: '单位：课时' },
    practiceHours: { type: 'int', label: '实践课时', required: true, min: 0, max: 500, form: 'both', initial: 16, help: '单位：课时' },
    venue: { type: 'text', label: '培训地点', required: true, max: 100, form: 'both', detailOnly: true },
    teacherIds: {
      type: 'ref',
      ref: 'teacher',
      multiple: true,
      label: '授课教师',
      required: true,
      requiredMessage: '请选择授课教师',
      list: true,
      form: 'both',
      width: 160,
      help: '本机构的教师',
    },
    capacity: { type: 'int', label: '计划人数', required: true, min: 1, max: 200, form: 'both', initial: 30, list: true, width: 90 },
    studentCount: { type: 'int', label: '学员人数', list: true, card: true, width: 90 },
    schedule: { type: 'textarea', label: '课程安排', required: true, max: 2000, form: 'both', detailOnly: true, placeholder: '按天列出授课内容与时间' },
    teachingPlan: { type: 'textarea', label: '教学计划', required: true, max: 2000, form: 'both', detailOnly: true },
    assessmentPlan: { type: 'textarea', label: '考核方案', required: true, max: 2000, form: 'both', detailOnly: true },
    rejectReason: { type: 'text', label: '驳回原因', detailOnly: true },
    submittedAt: { type: 'datetime', label: '提交时间', sort: true, width: 150 },
    createdAt: { type: 'datetime', label: '创建时间', sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'startDate', order: 'desc' }, emptyText: '暂无班级' },
    create: { roles: CLASS_OWNER_ROLES, label: '新建开班申请', saveAnd: 'submit' },
    update: { roles: CLASS_OWNER_ROLES, when: { field: 'status', in: EDITABLE_STATES } },
    delete: { roles: CLASS_OWNER_ROLES, when: { field: 'status', in: ['draft'] }, confirm: '删除后无法恢复，确定删除该草稿吗？' },
    actions: CLASS_ACTIONS,
  },
});

/**
 * /manage/unClassList and /manage/pendingApproval: classes waiting for a review (an opening
 * application or a completion), with batch approve and reject for the city and county.
 */
export const classReviewResource = defineResource({
  key: 'classReview',
  title: '待审核班级',
  ...CLASS_ROWS,
  labelField: 'name',
  fields: {
    name: className,
    reviewKind: {
      type: 'enum',
      label: '审核事项',
      options: choices(['opening', '开班审核', 'primary'], ['completion', '结业审核', 'warning']),
      list: true,
      card: true,
      filter: 'eq',
      width: 100,
    },
    classType,
    institutionId: institution,
    countyId: county,
    startDate: { type: 'date', label: '开班日期', list: true, card: true, sort: true, width: 110 },
    endDate: { type: 'date', label: '结业日期', list: true, sort: true, width: 110 },
    studentCount: { type: 'int', label: '学员人数', list: true, sort: true, width: 90 },
    capacity: { type: 'int', label: '计划人数', list: true, width: 90 },
    status: { ...classStatus, list: false, filter: undefined },
    submittedAt: { type: 'datetime', label: '提交时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'submittedAt', order: 'asc' }, emptyText: '暂无待审核的班级', small: 'only the classes waiting for a review' },
    ...READ_ONLY,
    actions: { approve: CLASS_ACTIONS.approve, reject: CLASS_ACTIONS.reject },
  },
});

/** /manage/reviewedClassList: every review decision taken on the classes in scope, with its result and reason. */
export const classDecisionResource = defineResource({
  key: 'classDecision',
  title: '审核记录',
  ...CLASS_ROWS,
  labelField: 'className',
  fields: {
    className,
    classId: CLASS_ID,
    reviewKind: { type: 'enum', label: '审核事项', options: choices(['opening', '开班审核'], ['completion', '结业审核']), list: true, width: 100 },
    result: {
      type: 'enum',
      label: '审核结果',
      options: choices(['approve', '通过', 'success'], ['reject', '驳回', 'danger']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    reason: { type: 'text', label: '审核意见', list: true, card: true, width: 220 },
    classType,
    institutionId: institution,
    classStatus: { ...classStatus, label: '班级当前状态', filter: undefined },
    actorName: { type: 'text', label: '审核人', list: true, width: 120 },
    createdAt: { type: 'datetime', label: '审核时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
  },
  ops: { list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无审核记录' }, ...READ_ONLY },
});

/** /manage/studentList/{id}/{name}: a class's learners (the page fixes classId). Remove or transfer while the class takes learners. */
export const rosterResource = defineResource({
  key: 'roster',
  title: '班级学员',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    classId: { type: 'ref', ref: 'clazz', label: '所在班级', filter: 'eq', width: 200 },
    realName: { type: 'text', label: '姓名', list: true, title: true, filter: 'like', sort: true, width: 100 },
    phone: { type: 'phone', label: '手机号码', list: true, card: true, filter: 'like', width: 130 },
    idCard: { type: 'text', label: '证件号码', list: true, width: 180 },
    gender: { type: 'text', label: '性别', list: true, card: true, width: 70 },
    education: { type: 'text', label: '学历', list: true, width: 110 },
    category: { type: 'text', label: '人员类别', list: true, width: 120 },
    shopName: { type: 'text', label: '模拟店铺', list: true, width: 160 },
    joinedAt: { type: 'datetime', label: '入班时间', list: true, sort: true, width: 160 },
    classStatus: { ...classStatus, label: '班级状态', list: false, card: false, filter: undefined },
  },
  ops: {
    list: { defaultSort: { field: 'realName', order: 'asc' }, emptyText: '本班还没有学员，可从报名池添加', small: 'one class’s learners' },
    ...READ_ONLY,
    actions: {
      remove: {
        label: '移出班级',
        roles: ADMINS_AND_INSTITUTIONS,
        when: { field: 'classStatus', in: ROSTER_OPEN_STATES },
        confirm: '移出后该学员回到报名池，确定移出吗？',
        danger: true,
        success: '已移出班级',
        batch: true,
      },
      transfer: {
        label: '转班',
        roles: ADMINS_AND_INSTITUTIONS,
        when: { field: 'classStatus', in: ROSTER_OPEN_STATES },
        fields: { toClassId: { type: 'ref', ref: 'clazz', label: '转入班级', required: true, help: '同类型、未结业且未满员的班级' } },
        success: '已转班',
      },
    },
  },
});

const poolFields = {
  realName: { type: 'text', label: '姓名', list: true, title: true, filter: 'like', sort: true, width: 100 },
  phone: { type: 'phone', label: '手机号码', list: true, card: true, filter: 'like', width: 130 },
  idCard: { type: 'text', label: '身份证号', list: true, width: 180 },
  gender: { type: 'text', label: '性别', list: true, width: 70 },
  education: { type: 'text', label: '学历', list: true, width: 110 },
  classId: { type: 'ref', ref: 'clazz', label: '报名班级', list: true, card: true, filter: 'eq', width: 220 },
  classType: { ...classType, label: '报名类型' },
  countyId: county,
  createdAt: { type: 'datetime', label: '报名时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
} as const satisfies Record<string, FieldDecl>;

/** /manage/StudentRegistrationPool: everyone who registered (/register) and is not in a class: assign to a class in scope, or reject. */
export const enrolmentResource = defineResource({
  key: 'enrolment',
  title: '报名池',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    ...poolFields,
    status: {
      type: 'enum',
      label: '状态',
      options: choices(['pending', '待分班', 'warning'], ['rejected', '未通过', 'danger']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    reason: { type: 'text', label: '未通过原因', list: true, width: 160 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '报名池中暂无学员' },
    ...READ_ONLY,
    actions: {
      assign: {
        label: '分配班级',
        roles: ADMINS_AND_INSTITUTIONS,
        when: { field: 'status', in: ['pending', 'rejected'] },
        fields: { toClassId: { type: 'ref', ref: 'clazz', label: '分配到班级', required: true, help: '未结业且未满员的班级' } },
        success: '已分配到班级',
        batch: true,
      },
      reject: {
        label: '不予录取',
        roles: ADMINS_AND_INSTITUTIONS,
        when: { field: 'status', in: ['pending'] },
        reason: { label: '原因', required: '请输入不予录取的原因', max: 200 },
        danger: true,
        success: '已处理',
        batch: true,
      },
    },
  },
});

/** /manage/pendingApprovalStudent: registrations for a class, waiting for its institution (or the region's administrator) to admit or reject. */
export const enrolmentPendingResource = defineResource({
  key: 'enrolmentPending',
  title: '待审批学员',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: { ...poolFields, category: { type: 'text', label: '人员类别', list: true, width: 120 } },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无待审批的学员' },
    ...READ_ONLY,
    actions: {
      approve: {
        label: '录取',
        roles: ADMINS_AND_INSTITUTIONS,
        confirm: '录取后学员将加入所报名的班级，确定录取吗？',
        success: '已录取',
        batch: true,
      },
      reject: enrolmentResource.ops.actions.reject,
    },
  },
});

/** /manage/storeScore/{id}: each learner's shop score from the simulation; the class's teacher adjusts it with a reason (logged). */
export const storeScoreResource = defineResource({
  key: 'storeScore',
  title: '店铺成绩',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    classId: { type: 'ref', ref: 'clazz', label: '所在班级', filter: 'eq' },
    realName: { type: 'text', label: '姓名', list: true, title: true, filter: 'like', sort: true, width: 100 },
    shopName: { type: 'text', label: '店铺', list: true, card: true, width: 160 },
    goalsDone: { type: 'int', label: '实训任务', list: true, width: 90, help: '已完成的实训任务数（共4项）' },
    orderCount: { type: 'int', label: '成交订单', list: true, sort: true, width: 90 },
    salesFen: { type: 'fen', label: '销售额', list: true, sort: true, width: 110 },
    avgStars: { type: 'text', label: '平均评分', list: true, width: 90 },
    baseScore: { type: 'int', label: '系统得分', list: true, sort: true, width: 90 },
    adjustment: { type: 'int', label: '教师调整', list: true, width: 90 },
    score: { type: 'int', label: '店铺成绩', list: true, card: true, sort: true, width: 90 },
    lastAdjustReason: { type: 'text', label: '调整原因', list: true, width: 180 },
  },
  ops: {
    list: { defaultSort: { field: 'score', order: 'desc' }, emptyText: '本班暂无学员', small: 'one class’s shops' },
    ...READ_ONLY,
    actions: {
      adjust: {
        label: '调整成绩',
        roles: [5],
        fields: { delta: { type: 'int', label: '加减分', required: true, min: -100, max: 100, help: '正数加分，负数减分；调整后成绩保持在0–100分' } },
        reason: { label: '调整原因', required: '请输入调整原因', max: 200 },
        success: '已调整',
      },
    },
  },
});
