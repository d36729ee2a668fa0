import { ATTENDANCE_METHODS, ATTENDANCE_STATUS_OPTIONS } from '../attendance.ts';
import type { FieldDecl } from '../resource/types.ts';
import { defineResource } from '../resource/types.ts';
import type { Role } from '../roles.ts';
import { choices } from '../options.ts';
import { READ_ONLY, CLASS_ROWS } from './fields.ts';

/**
 * Attendance of a class on the resource layer (docs/back-office.md "Attendance and quality"): the
 * check-in sessions (/manage/setAttendanceManagement), the roll of each session
 * (/manage/AttendanceManagement) and the check-ins with their photos (/manage/identificationRecord).
 * Scope `class`: an administrator their region's classes, an institution its own, a teacher the
 * classes they teach.
 */

/** Who runs a class's attendance: its institution and its teachers. */
const CLASS_STAFF: readonly Role[] = [4, 5];

const classRef: FieldDecl = { type: 'ref', ref: 'clazz', label: '班级', required: true, list: true, filter: 'eq', width: 220 };
const method: FieldDecl = { type: 'enum', label: '签到方式', options: ATTENDANCE_METHODS, list: true, card: true, filter: 'eq', width: 100 };
const recordStatus: FieldDecl = { type: 'enum', label: '考勤状态', options: ATTENDANCE_STATUS_OPTIONS, list: true, card: true, width: 90 };

export const attendanceSessionResource = defineResource({
  key: 'attendanceSession',
  title: '签到场次',
  ...CLASS_ROWS,
  labelField: 'title',
  fields: {
    title: {
      type: 'text',
      label: '场次名称',
      required: true,
      max: 50,
      list: true,
      title: true,
      filter: 'like',
      sort: true,
      form: 'both',
      width: 180,
      placeholder: '如：第3天上午理论课',
    },
    classId: { ...classRef, form: 'create', card: true },
    startsAt: { type: 'datetime', label: '开始时间', required: true, list: true, card: true, sort: true, filter: 'range', form: 'both', width: 150 },
    endsAt: { type: 'datetime', label: '结束时间', required: true, list: true, sort: true, form: 'both', width: 150 },
    state: {
      type: 'enum',
      label: '场次状态',
      options: choices(['upcoming', '未开始'], ['open', '签到中', 'primary'], ['ended', '已结束', 'success']),
      list: true,
      card: true,
      width: 90,
    },
    learners: { type: 'int', label: '应到', list: true, width: 70 },
    attended: { type: 'int', label: '实到', list: true, card: true, width: 70 },
    lateCount: { type: 'int', label: '迟到', list: true, width: 70 },
    absentCount: { type: 'int', label: '缺勤', list: true, width: 70 },
    place: { type: 'text', label: '签到地点', required: true, max: 100, list: true, form: 'both', width: 160 },
    method: { ...method, required: true, form: 'both', initial: 'photo', card: false },
    lateAfter: {
      type: 'int',
      label: '迟到判定',
      required: true,
      min: 0,
      max: 600,
      initial: 10,
      form: 'both',
      list: true,
      width: 90,
      help: '开始后超过该分钟数签到记为迟到',
    },
  },
  ops: {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '还没有签到场次，新建一个吧' },
    create: { roles: CLASS_STAFF, label: '新建签到场次' },
    update: { roles: CLASS_STAFF, when: { field: 'state', in: ['upcoming'] } },
    delete: { roles: CLASS_STAFF, when: { field: 'state', in: ['upcoming'] }, confirm: '删除后该场次的签到名单一并删除，确定删除吗？' },
  },
});

const rosterFields = {
  realName: { type: 'text', label: '学员', list: true, title: true, filter: 'like', width: 100 },
  classId: { ...classRef, required: false },
  sessionId: { type: 'ref', ref: 'attendanceSession', label: '签到场次', list: true, card: true, filter: 'eq', width: 180 },
  startsAt: { type: 'datetime', label: '场次开始', list: true, sort: true, width: 150 },
  status: recordStatus,
  checkedAt: { type: 'datetime', label: '签到时间', list: true, card: true, sort: true, filter: 'range', width: 150 },
  method: { ...method, filter: undefined, card: false },
} as const satisfies Record<string, FieldDecl>;

const correct = {
  label: '更正',
  roles: CLASS_STAFF,
  fields: {
    toStatus: {
      type: 'enum',
      label: '更正为',
      required: true,
      options: ATTENDANCE_STATUS_OPTIONS.filter((o) => o.value !== 'pending'),
    },
  },
  reason: { label: '更正原因', required: '请输入更正原因', max: 200 },
  success: '已更正',
} as const;

/** /manage/AttendanceManagement: every learner of every started session, with teacher corrections (reason required, logged). */
export const attendanceRecordResource = defineResource({
  key: 'attendanceRecord',
  title: '考勤记录',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    ...rosterFields,
    correctionReason: { type: 'text', label: '更正原因', list: true, width: 180 },
    correctedBy: { type: 'text', label: '更正人', list: true, width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '暂无考勤记录' },
    ...READ_ONLY,
    actions: {
      rollcall: {
        label: '点名到课',
        roles: CLASS_STAFF,
        when: { field: 'status', in: ['pending'] },
        success: '已记为到课',
        batch: true,
      },
      correct,
    },
  },
});

/** /manage/identificationRecord: every check-in with the photo the learner took, its face-match score (or 待确认) and the teacher's confirmation. */
export const attendanceCheckinResource = defineResource({
  key: 'attendanceCheckin',
  title: '识别记录',
  ...CLASS_ROWS,
  labelField: 'realName',
  fields: {
    realName: rosterFields.realName,
    photoUrl: { type: 'image', label: '签到照片', list: true, card: true, width: 90 },
    enrolmentPhoto: { type: 'image', label: '报名照片', list: true, width: 90 },
    matchScore: { type: 'text', label: '比对结果', list: true, card: true, width: 150 },
    confirmed: {
      type: 'enum',
      label: '确认',
      options: choices(['matched', '比对一致', 'success'], ['confirmed', '教师已确认', 'success'], ['unconfirmed', '待确认', 'warning']),
      list: true,
      card: true,
      width: 100,
    },
    status: rosterFields.status,
    checkedAt: rosterFields.checkedAt,
    sessionId: rosterFields.sessionId,
    classId: rosterFields.classId,
    startsAt: { ...rosterFields.startsAt, list: false },
    method: { ...rosterFields.method, list: false },
  },
  ops: {
    list: { defaultSort: { field: 'checkedAt', order: 'desc' }, emptyText: '暂无签到照片' },
    ...READ_ONLY,
    actions: {
      confirm: {
        label: '确认本人',
        roles: CLASS_STAFF,
        when: { field: 'confirmed', in: ['unconfirmed'] },
        confirm: '确认照片为学员本人吗？',
        success: '已确认',
        batch: true,
      },
      correct: { ...correct, label: '非本人/更正' },
    },
  },
});
