import { CLASS_RESOURCE_KEY } from '../classes.ts';
import type { FieldDecl } from '../resource/types.ts';
import { defineResource } from '../resource/types.ts';
import type { Role } from '../roles.ts';
import { NOTICE_DAYS, SUBSIDY_STATUS_OPTIONS } from '../subsidy.ts';
import { choices } from '../options.ts';
import { READ_ONLY, CLASS_TYPE_OPTIONS, CLASS_ROWS, CLASS_ID } from './fields.ts';

/**
 * Training subsidies on the resource layer (docs/back-office.md "Subsidy"): the closed classes an
 * institution may apply for, the applications, their learner lines and every step's log. The
 * institution applies and submits; the city or county of the class accepts, reviews, publicises
 * and pays; the province and the national admin read.
 */

const APPLICANTS: readonly Role[] = [4];
const HANDLERS: readonly Role[] = [3, 20];

const className: FieldDecl = { type: 'text', label: '班级名称', list: true, title: true, filter: 'like', width: 240 };
const classType: FieldDecl = { type: 'enum', label: '班级类型', options: CLASS_TYPE_OPTIONS, list: true, card: true, filter: 'eq', width: 110 };
const institution: FieldDecl = { type: 'ref', ref: 'institution', label: '培训机构', list: true, filter: 'eq', width: 190 };
const status: FieldDecl = { type: 'enum', label: '补贴状态', options: SUBSIDY_STATUS_OPTIONS, list: true, card: true, filter: 'in', width: 100 };

/** /manage/subsidyClass: the closed classes in scope, whether they have an application, and 申请补贴 for the institution. */
export const subsidyClassResource = defineResource({
  key: 'subsidyClass',
  title: '补贴班级',
  ...CLASS_ROWS,
  labelField: 'name',
  fields: {
    name: className,
    classType,
    institutionId: institution,
    countyId: { type: 'region', label: '所在区县', list: true, filter: 'eq', width: 100 },
    endDate: { type: 'date', label: '结业日期', list: true, card: true, sort: true, width: 110 },
    studentCount: { type: 'int', label: '学员人数', list: true, width: 90 },
    applicationStatus: {
      type: 'enum',
      label: '补贴状态',
      options: [{ value: 'none', label: '未申请', tone: 'default' }, ...SUBSIDY_STATUS_OPTIONS],
      list: true,
      card: true,
      width: 100,
    },
    totalFen: { type: 'fen', label: '申请金额', list: true, width: 110 },
    learnerCount: { type: 'int', label: '申请人数', detailOnly: true },
    noticeStart: { type: 'date', label: '公示开始', detailOnly: true },
    noticeEnd: { type: 'date', label: '公示结束', detailOnly: true },
    submittedAt: { type: 'datetime', label: '申请时间', detailOnly: true },
    rejectReason: { type: 'text', label: '驳回原因', detailOnly: true },
  },
  ops: {
    list: { defaultSort: { field: 'endDate', order: 'desc' }, emptyText: '暂无已结业的班级' },
    ...READ_ONLY,
    actions: {
      apply: {
        label: '申请补贴',
        roles: APPLICANTS,
        when: { field: 'applicationStatus', in: ['none'] },
        confirm: '将按合格学员生成补贴名单（草稿），核对后再提交申请，确定生成吗？',
        success: '已生成补贴名单',
      },
    },
  },
});

/** /manage/subsidy: the applications in scope and their flow. */
export const subsidyApplicationResource = defineResource({
  key: 'subsidyApplication',
  title: '补贴申请',
  ...CLASS_ROWS,
  labelField: 'className',
  fields: {
    className,
    classId: CLASS_ID,
    classType,
    institutionId: institution,
    status,
    learnerCount: { type: 'int', label: '申请人数', list: true, width: 90 },
    totalFen: { type: 'fen', label: '申请金额', list: true, card: true, width: 120 },
    noticeStart: { type: 'date', label: '公示开始', list: true, width: 110 },
    noticeEnd: { type: 'date', label: '公示结束', list: true, width: 110 },
    rejectReason: { type: 'text', label: '驳回原因' },
    submittedAt: { type: 'datetime', label: '申请时间', list: true, sort: true, filter: 'range', width: 150 },
    paidAt: { type: 'datetime', label: '拨付时间', detailOnly: true },
    createdAt: { type: 'datetime', label: '创建时间', sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无补贴申请，可在补贴班级中为已结业的班级申请' },
    create: false,
    update: false,
    delete: { roles: APPLICANTS, when: { field: 'status', in: ['draft'] }, confirm: '删除该补贴申请草稿吗？' },
    actions: {
      submit: {
        label: '提交申请',
        roles: APPLICANTS,
        when: { field: 'status', in: ['draft', 'rejected'] },
        confirm: '提交后由班级所在地人社部门受理，确定提交吗？',
        success: '已提交申请',
      },
      accept: { label: '受理', roles: HANDLERS, when: { field: 'status', in: ['submitted'] }, success: '已受理', batch: true },
      approve: {
        label: '审核通过',
        roles: HANDLERS,
        when: { field: 'status', in: ['accepted'] },
        confirm: '未逐一审核的学员将一并通过，确定审核通过吗？',
        success: '已审核通过',
      },
      reject: {
        label: '驳回',
        roles: HANDLERS,
        when: { field: 'status', in: ['submitted', 'accepted'] },
        danger: true,
        reason: { label: '驳回原因', required: '请填写驳回原因', max: 200 },
        success: '已驳回',
      },
      publicize: {
        label: '公示',
        roles: HANDLERS,
        when: { field: 'status', in: ['reviewed'] },
        fields: {
          noticeDays: { type: 'int', label: '公示天数', required: true, min: 5, max: 30, initial: NOTICE_DAYS, help: '自今日起公示，期满后方可拨付' },
        },
        success: '已开始公示',
      },
      pay: {
        label: '拨付',
        roles: HANDLERS,
        when: { field: 'status', in: ['publicized'] },
        confirm: '确认补贴资金已拨付到培训机构吗？',
        success: '已拨付',
      },
    },
  },
});

/** /manage/reviewedStudent/{classId}: the learners on a class's application; the reviewer approves or rejects each. */
export const subsidyLineResource = defineResource({
  key: 'subsidyLine',
  title: '补贴学员',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    classId: { type: 'ref', ref: CLASS_RESOURCE_KEY, label: '班级', filter: 'eq', width: 200 },
    realName: { type: 'text', label: '姓名', list: true, title: true, sort: true, width: 100 },
    idCard: { type: 'text', label: '证件号码', list: true, width: 180 },
    attendancePercent: { type: 'int', label: '出勤率(%)', list: true, width: 90, help: '空：班级未考勤，不适用' },
    totalScore: { type: 'text', label: '综合成绩', list: true, width: 90 },
    certificateNo: { type: 'text', label: '证书编号', list: true, width: 170 },
    businessStarted: { type: 'bool', label: '已创业', options: choices([true, '已创业', 'success'], [false, '未创业']), list: true, card: true, width: 80 },
    fullAmount: { type: 'bool', label: '补贴标准', options: choices([true, '全额', 'success'], [false, '半额']), list: true, width: 80 },
    amountFen: { type: 'fen', label: '补贴金额', list: true, card: true, width: 100 },
    reviewStatus: {
      type: 'enum',
      label: '审核',
      options: choices(['pending', '待审核', 'warning'], ['approved', '通过', 'success'], ['rejected', '不通过', 'danger']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    reviewReason: { type: 'text', label: '不通过原因', list: true, width: 160 },
    applicationStatus: { type: 'enum', label: '申请状态', options: SUBSIDY_STATUS_OPTIONS, width: 100 },
  },
  ops: {
    list: { defaultSort: { field: 'realName', order: 'asc' }, emptyText: '该班级还没有补贴名单', small: 'one class’s learners' },
    ...READ_ONLY,
    actions: {
      approveLine: {
        label: '通过',
        roles: HANDLERS,
        when: { field: 'applicationStatus', in: ['accepted'] },
        success: '已通过',
        batch: true,
      },
      rejectLine: {
        label: '不通过',
        roles: HANDLERS,
        when: { field: 'applicationStatus', in: ['accepted'] },
        danger: true,
        reason: { label: '不通过原因', required: '请填写不通过原因', max: 200 },
        success: '已标记不通过',
      },
    },
  },
});

/** Every step of the applications in scope (the log shown under /manage/subsidy). */
export const subsidyLogResource = defineResource({
  key: 'subsidyLog',
  title: '办理记录',
  ...CLASS_ROWS,
  labelField: 'className',
  fields: {
    className: { type: 'text', label: '班级名称', list: true, title: true, filter: 'like', width: 220 },
    applicationId: { type: 'int', label: '申请编号', noExport: true },
    fromStatus: { type: 'enum', label: '原状态', options: SUBSIDY_STATUS_OPTIONS, list: true, width: 90 },
    toStatus: { type: 'enum', label: '新状态', options: SUBSIDY_STATUS_OPTIONS, list: true, card: true, width: 90 },
    // a reviewer's decision on one learner (the application's state stays)
    learnerName: { type: 'text', label: '学员', list: true, card: 'whenSet', width: 100 },
    decision: {
      type: 'enum',
      label: '学员审核',
      options: choices(['approved', '通过', 'success'], ['rejected', '不通过', 'danger']),
      list: true,
      card: 'whenSet',
      width: 90,
    },
    actorName: { type: 'text', label: '办理人', list: true, card: true, width: 120 },
    actorRole: { type: 'text', label: '角色', list: true, width: 90 },
    reason: { type: 'text', label: '说明', list: true, width: 200 },
    createdAt: { type: 'datetime', label: '时间', list: true, card: true, sort: true, width: 160 },
  },
  ops: { list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无办理记录' }, ...READ_ONLY },
});
