import { defineResource } from '../resource/types.ts';
import { CLASS_RESOURCE_KEY } from '../classes.ts';
import { REGION_ADMIN_ROLES, type Role } from '../roles.ts';
import { choices } from '../options.ts';
import { CLASS_ROWS, REGION_ROWS, reviewActions } from './fields.ts';

/**
 * Reporting on the resource layer (docs/back-office.md "Reports, downloads and printing"): the
 * activities an institution reports to the city (/manage/ActivityReporting), supervisors' visits to
 * classes (/manage/supervision) and the statistics snapshots taken on /manage/dataupdate.
 */

const REVIEWERS: readonly Role[] = [1, 3, 20];

export const ACTIVITY_TYPES = choices(
  ['lecture', '创业讲座'],
  ['salon', '创业沙龙'],
  ['roadshow', '项目推介'],
  ['policy', '政策宣讲'],
  ['contest', '创业大赛'],
  ['visit', '参观考察'],
  ['other', '其他'],
);

export const activityReportResource = defineResource({
  key: 'activityReport',
  title: '创业活动上报',
  roles: [1, 2, 3, 20, 4],
  scope: 'institution',
  mount: 'role',
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '活动名称', required: true, max: 50, list: true, title: true, filter: 'like', form: 'both', width: 200 },
    activityType: { type: 'enum', label: '活动类型', required: true, options: ACTIVITY_TYPES, list: true, card: true, filter: 'eq', form: 'both', width: 100 },
    heldOn: { type: 'date', label: '活动日期', required: true, list: true, card: true, filter: 'range', sort: true, form: 'both', width: 110 },
    place: { type: 'text', label: '活动地点', required: true, max: 100, list: true, form: 'both', width: 140 },
    participants: { type: 'int', label: '参与人数', required: true, min: 1, max: 100000, list: true, card: true, form: 'both', width: 90 },
    summary: { type: 'textarea', label: '活动内容', required: true, max: 1000, form: 'both', detailOnly: true, placeholder: '活动的主题、嘉宾、过程与成效' },
    photos: { type: 'image', label: '活动照片', multiple: true, max: 6, form: 'both', detailOnly: true, help: '活动现场照片，最多6张' },
    institutionName: { type: 'text', label: '上报机构', list: true, width: 180 },
    countyId: { type: 'region', label: '所在区县', regionLevels: [3], filter: 'eq', width: 100 },
    status: {
      type: 'enum',
      label: '状态',
      options: choices(['draft', '草稿'], ['submitted', '待审核', 'warning'], ['approved', '已通过', 'success'], ['rejected', '已驳回', 'danger']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    reviewNote: { type: 'text', label: '审核意见', list: true, width: 160 },
    createdAt: { type: 'datetime', label: '填报时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'heldOn', order: 'desc' }, emptyText: '暂无活动上报' },
    create: { roles: [4], label: '上报活动', saveAnd: 'submit' },
    update: { roles: [4], when: { field: 'status', in: ['draft', 'rejected'] } },
    delete: { roles: [4], when: { field: 'status', in: ['draft'] }, confirm: '确定删除该活动草稿吗？' },
    actions: {
      submit: {
        label: '提交审核',
        roles: [4],
        when: { field: 'status', in: ['draft', 'rejected'] },
        confirm: '提交后由市（区县）审核，审核前不能修改，确定提交吗？',
        success: '已提交审核',
      },
      ...reviewActions(REVIEWERS, ['submitted']),
    },
  },
});

export const VISIT_MODES = choices(['onsite', '现场督导'], ['video', '视频督导'], ['phone', '电话回访']);

export const supervisionVisitResource = defineResource({
  key: 'supervisionVisit',
  title: '督导记录',
  ...CLASS_ROWS,
  labelField: 'className',
  fields: {
    classId: { type: 'ref', ref: CLASS_RESOURCE_KEY, label: '督导班级', required: true, filter: 'eq', form: 'create', width: 220 },
    className: { type: 'text', label: '班级', list: true, title: true, width: 220 },
    institutionName: { type: 'text', label: '培训机构', list: true, width: 180 },
    countyId: { type: 'region', label: '所在区县', regionLevels: [3], filter: 'eq', width: 100 },
    visitedOn: { type: 'date', label: '督导日期', required: true, list: true, card: true, filter: 'range', sort: true, form: 'both', width: 110 },
    visitMode: {
      type: 'enum',
      label: '督导方式',
      required: true,
      options: VISIT_MODES,
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      initial: 'onsite',
      width: 100,
    },
    supervisor: { type: 'text', label: '督导人员', required: true, max: 50, list: true, form: 'both', width: 120 },
    score: { type: 'int', label: '督导评分', required: true, min: 0, max: 100, list: true, card: true, sort: true, form: 'both', width: 90, help: '满分100' },
    findings: { type: 'textarea', label: '督导发现', required: true, max: 1000, form: 'both', detailOnly: true },
    rectification: { type: 'textarea', label: '整改要求', max: 1000, form: 'both', detailOnly: true },
    createdAt: { type: 'datetime', label: '记录时间', list: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'visitedOn', order: 'desc' }, emptyText: '暂无督导记录' },
    create: { roles: REGION_ADMIN_ROLES, label: '新增督导记录' },
    update: { roles: REGION_ADMIN_ROLES },
    delete: { roles: REGION_ADMIN_ROLES, confirm: '确定删除该督导记录吗？' },
    actions: {},
  },
});

export const statsSnapshotResource = defineResource({
  key: 'statsSnapshot',
  title: '统计数据更新记录',
  ...REGION_ROWS,
  labelField: 'regionName',
  fields: {
    regionName: { type: 'text', label: '统计地区', list: true, title: true, width: 120 },
    periodFrom: { type: 'date', label: '统计起始日期', form: 'create', list: true, width: 110, help: '按班级结业日期统计，不填为不限' },
    periodTo: { type: 'date', label: '统计截止日期', form: 'create', list: true, width: 110 },
    trained: { type: 'int', label: '培训人数', list: true, card: true, width: 90 },
    qualified: { type: 'int', label: '合格人数', list: true, card: true, width: 90 },
    started: { type: 'int', label: '创业人数', list: true, width: 90 },
    jobs: { type: 'int', label: '带动就业', list: true, width: 90 },
    subsidyFen: { type: 'fen', label: '已发补贴', list: true, width: 110 },
    note: { type: 'text', label: '更新说明', max: 100, form: 'create', list: true, width: 160 },
    createdByName: { type: 'text', label: '更新人', list: true, width: 100 },
    createdAt: { type: 'datetime', label: '更新时间', list: true, card: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有更新过统计数据' },
    create: { label: '重新统计' },
    update: false,
    delete: false,
    actions: {},
  },
});
