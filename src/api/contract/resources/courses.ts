import { SORT_FIELD } from '../resource/presets.ts';
import { defineResource } from '../resource/types.ts';
import { choices } from '../options.ts';
import { CLASS_TYPE_OPTIONS, bankTitle, INSTITUTION_BANK, OWNER_FIELDS, uniqueName, NATIONAL_ROWS } from './fields.ts';

/**
 * On-demand courses (docs/exams-and-courses.md): national (the national admin's catalogue, shared)
 * or an institution's own; every learner's /ondemand catalogue lists every course on the shelf.
 * Classifications are national: every back-office role reads them, the national admin writes them.
 * The rules are in ./rules.ts.
 */

const COURSE_WRITERS = [1, 4, 5] as const;
const ADMIN = [1] as const;

/** /manage/courseClassification */
export const courseClassificationResource = defineResource({
  key: 'courseClassification',
  title: '课程分类',
  ...NATIONAL_ROWS,
  labelField: 'name',
  fields: {
    name: uniqueName('分类名称', 20, 200),
    sort: SORT_FIELD,
    courseCount: { type: 'int', label: '课程数', list: true, width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '暂无课程分类' },
    create: { roles: ADMIN, max: 50 },
    update: { roles: ADMIN },
    delete: { roles: ADMIN, confirm: '确定删除该课程分类吗？', when: { field: 'courseCount', in: [0], refusal: '该分类下还有课程，不能删除' } },
  },
});

/** /manage/coursemanage and /manage/courseadd. */
export const courseResource = defineResource({
  key: 'course',
  title: '课程',
  ...INSTITUTION_BANK,
  labelField: 'title',
  fields: {
    title: bankTitle('课程'),
    classificationId: {
      type: 'ref',
      ref: 'courseClassification',
      label: '课程分类',
      required: true,
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      width: 120,
    },
    classType: { type: 'enum', label: '适用班级', options: CLASS_TYPE_OPTIONS, list: true, filter: 'eq', form: 'both', help: '不选即所有学员可学', width: 110 },
    teacherName: { type: 'text', label: '主讲教师', max: 20, list: true, form: 'both', width: 100 },
    cover: { type: 'image', label: '封面', form: 'both', detailOnly: true, help: '建议16:9，不超过10MB' },
    intro: { type: 'textarea', label: '课程简介', max: 500, form: 'both', detailOnly: true },
    ruleId: { type: 'ref', ref: 'demandRule', label: '点播规则', list: true, form: 'both', help: '不选即使用平台默认点播规则', width: 140 },
    chapterCount: { type: 'int', label: '章节数', list: true, card: true, width: 80 },
    totalMinutes: { type: 'int', label: '总时长（分钟）', list: true, width: 110 },
    learners: { type: 'int', label: '学习人数', list: true, sort: true, width: 90 },
    status: {
      type: 'enum',
      label: '状态',
      options: choices([1, '已上架', 'success'], [0, '未上架', 'default']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    ...OWNER_FIELDS,
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有课程' },
    create: { roles: COURSE_WRITERS, label: '新增课程' },
    update: { roles: COURSE_WRITERS },
    delete: {
      roles: COURSE_WRITERS,
      confirm: '删除后课程的章节和学习记录将一并删除，确定删除吗？',
      when: { field: 'learners', in: [0], refusal: '该课程已有学员学习，不能删除，可下架' },
    },
    actions: {
      publish: { label: '上架', roles: COURSE_WRITERS, when: { field: 'status', in: [0] }, success: '已上架' },
      unpublish: {
        label: '下架',
        roles: COURSE_WRITERS,
        when: { field: 'status', in: [1] },
        confirm: '下架后学员将看不到该课程，确定下架吗？',
        set: { status: 0 },
        success: '已下架',
      },
    },
  },
});

/** /manage/courseDown: course materials (课件) to download. */
export const courseMaterialResource = defineResource({
  key: 'courseMaterial',
  title: '课件',
  ...INSTITUTION_BANK,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '课件名称', required: true, max: 60, list: true, title: true, filter: 'prefix', sort: true, form: 'both', width: 240 },
    courseId: { type: 'ref', ref: 'course', label: '所属课程', required: true, list: true, card: true, filter: 'eq', form: 'create', width: 220 },
    files: {
      type: 'file',
      label: '文件',
      required: true,
      multiple: true,
      max: 5,
      list: true,
      card: true,
      form: 'both',
      help: '支持 PDF 和图片，单个不超过10MB，最多5个',
      width: 220,
    },
    ...OWNER_FIELDS,
    createdAt: { type: 'datetime', label: '上传时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无课件' },
    create: { roles: COURSE_WRITERS, label: '上传课件' },
    update: { roles: COURSE_WRITERS },
    delete: { roles: COURSE_WRITERS, confirm: '确定删除该课件吗？', batch: true },
  },
});
