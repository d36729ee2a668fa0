import { ENABLED_OPTIONS } from '../resource/presets.ts';
import { defineResource, type FieldDecl, type ResourceDecl } from '../resource/types.ts';
import { choices } from '../options.ts';
import { uniqueName, CLASS_TYPE_OPTIONS, NATIONAL_ROWS } from './fields.ts';

/**
 * The rules of learning and assessment (docs/exams-and-courses.md): national, every back-office
 * role reads them, the national admin writes them. On-demand rule sets and the platform defaults
 * (what courseplay obeys), how a learner's total is computed, supervision rules.
 */

const ADMIN = [1] as const;

/** /manage/demandRules: rule sets a course follows (a course without one follows the platform defaults of /manage/demandRule). */
export const demandRuleResource = defineResource({
  key: 'demandRule',
  title: '点播规则',
  ...NATIONAL_ROWS,
  labelField: 'name',
  fields: {
    name: uniqueName('规则名称', 30, 180),
    requiredMinutes: {
      type: 'int',
      label: '最低学习时长（分钟）',
      min: 0,
      max: 10000,
      initial: 0,
      list: true,
      card: true,
      form: 'both',
      help: '观看累计达到该时长课程才算学完，0为不限',
      width: 150,
    },
    forbidSeek: {
      type: 'bool',
      label: '禁止拖动快进',
      options: choices([true, '禁止', 'warning'], [false, '允许', 'default']),
      list: true,
      card: true,
      form: 'both',
      initial: true,
      width: 110,
    },
    sequential: {
      type: 'bool',
      label: '按顺序学习',
      options: choices([true, '按顺序', 'warning'], [false, '不限', 'default']),
      list: true,
      card: true,
      form: 'both',
      help: '学完上一章节才能学习下一章节',
      width: 100,
    },
    quizGate: {
      type: 'bool',
      label: '测验关卡',
      options: choices([true, '开启', 'warning'], [false, '关闭', 'default']),
      list: true,
      form: 'both',
      help: '看完本章视频才能测验，测验及格才能学习下一章节',
      width: 90,
    },
    quizPassScore: { type: 'int', label: '测验及格分', min: 0, max: 100, initial: 60, list: true, form: 'both', width: 100 },
    completePercent: {
      type: 'int',
      label: '完成比例（%）',
      min: 50,
      max: 100,
      initial: 95,
      list: true,
      form: 'both',
      help: '观看到视频时长的该比例即算看完',
      width: 110,
    },
    note: { type: 'text', label: '说明', max: 200, form: 'both', list: true, width: 200 },
    courseCount: { type: 'int', label: '使用课程', list: true, width: 90 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无点播规则，课程将使用平台默认规则' },
    create: { roles: ADMIN, max: 50 },
    update: { roles: ADMIN },
    delete: { roles: ADMIN, confirm: '确定删除该点播规则吗？', when: { field: 'courseCount', in: [0], refusal: '该点播规则已有课程使用，不能删除' } },
  },
});

/** /manage/demandRule: the platform's default playback rules (one record), for courses without a rule set of their own. */
export const ondemandSettingResource = defineResource({
  key: 'ondemandSetting',
  title: '平台点播规则',
  ...NATIONAL_ROWS,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '名称', list: true, title: true, width: 160 },
    forbidSeek: {
      type: 'bool',
      label: '禁止拖动快进',
      options: choices([true, '禁止', 'warning'], [false, '允许', 'default']),
      list: true,
      form: 'both',
      width: 110,
    },
    seekToleranceSec: { type: 'int', label: '拖动容差（秒）', min: 0, max: 60, list: true, form: 'both', help: '允许超过已观看位置的秒数', width: 120 },
    completePercent: { type: 'int', label: '完成比例（%）', min: 50, max: 100, list: true, form: 'both', width: 110 },
    idleCheckMinutes: {
      type: 'int',
      label: '防挂机间隔（分钟）',
      min: 0,
      max: 120,
      list: true,
      form: 'both',
      help: '每播放该时长询问一次是否在观看，0为不询问',
      width: 140,
    },
    idleAnswerSeconds: { type: 'int', label: '确认等待（秒）', min: 10, max: 600, list: true, form: 'both', width: 120 },
    saveIntervalSec: { type: 'int', label: '进度保存间隔（秒）', min: 2, max: 60, list: true, form: 'both', width: 140 },
    updatedAt: { type: 'datetime', label: '更新时间', list: true, width: 150 },
  },
  ops: { list: {}, create: false, update: { roles: ADMIN }, delete: false, export: false },
});

const weight = (label: string, initial: number) =>
  ({ type: 'int', label, required: true, min: 0, max: 100, initial, list: true, card: true, form: 'both', width: 100 }) as const satisfies FieldDecl;

/**
 * A rule set per class type (one row each, written by the national admin, never added or removed):
 * the class type, the rule's own fields, a note and when it last changed.
 */
function classTypeRule<const K extends string, const F extends Record<string, FieldDecl>>(
  key: K,
  title: string,
  fields: F,
  actions?: ResourceDecl['ops']['actions'],
) {
  return defineResource({
    key,
    title,
    ...NATIONAL_ROWS,
    labelField: 'classType',
    fields: {
      classType: { type: 'enum', label: '班级类型', options: CLASS_TYPE_OPTIONS, list: true, title: true, filter: 'eq', sort: true, width: 120 },
      ...fields,
      note: { type: 'text', label: '说明', max: 200, list: true, form: 'both', width: 240 },
      updatedAt: { type: 'datetime', label: '更新时间', list: true, width: 150 },
    },
    ops: { list: { defaultSort: { field: 'classType', order: 'asc' } }, create: false, update: { roles: ADMIN }, delete: false, ...(actions && { actions }) },
  });
}

/** /manage/assessmentRule (and the sub-page assessmentRules): how a learner's total is computed, per class type. */
export const assessmentRuleResource = classTypeRule('assessmentRule', '考核规则', {
  theoryWeight: weight('理论权重（%）', 40),
  practiceWeight: weight('实操权重（%）', 30),
  attendanceWeight: weight('考勤权重（%）', 10),
  shopWeight: weight('店铺权重（%）', 20),
  passTotal: { type: 'int', label: '合格分', required: true, min: 0, max: 100, initial: 60, list: true, form: 'both', width: 80 },
  theoryMin: {
    type: 'int',
    label: '理论最低分（%）',
    required: true,
    min: 0,
    max: 100,
    initial: 60,
    list: true,
    form: 'both',
    help: '结业考试得分占满分的比例不得低于该值，0为不限',
    width: 120,
  },
});

/** /manage/regulatoryRule (and the sub-page regulatoryRules): supervision rules per class type. */
export const regulatoryRuleResource = classTypeRule(
  'regulatoryRule',
  '监管规则',
  {
    minAttendancePercent: {
      type: 'int',
      label: '最低出勤率（%）',
      required: true,
      min: 0,
      max: 100,
      initial: 80,
      list: true,
      card: true,
      form: 'both',
      width: 130,
    },
    maxAbsences: { type: 'int', label: '最多缺勤（次）', required: true, min: 0, max: 1000, initial: 2, list: true, card: true, form: 'both', width: 120 },
    minLiveMinutes: {
      type: 'int',
      label: '直播课最少观看（分钟）',
      required: true,
      min: 0,
      max: 100000,
      initial: 0,
      list: true,
      card: true,
      form: 'both',
      help: '0为不要求',
      width: 170,
    },
    enabled: { type: 'bool', label: '状态', options: ENABLED_OPTIONS, list: true, filter: 'eq', width: 80 },
  },
  {
    disable: { label: '停用', roles: ADMIN, when: { field: 'enabled', in: [true] }, set: { enabled: false }, success: '已停用' },
    enable: { label: '启用', roles: ADMIN, when: { field: 'enabled', in: [false] }, set: { enabled: true }, success: '已启用' },
  },
);
