import { QUESTION_TYPE_NAMES } from '../questions.ts';
import { defineResource, type FieldDecl } from '../resource/types.ts';
import { DIFFICULTY_NAMES, QUESTION_TYPES } from '../exams.ts';
import { choices } from '../options.ts';
import { CLASS_TYPE_OPTIONS, bankTitle, INSTITUTION_BANK, OWNER_FIELDS, READ_ONLY, CLASS_ROWS } from './fields.ts';

/**
 * The question bank, the paper bank, publishing a paper to a class and who took it
 * (docs/exams-and-courses.md "Who owns what"). Questions and papers are national (the national
 * admin's, shared with everyone) or an institution's own (its administrators and teachers write them,
 * the administrators of its region read them); a publication and an attempt belong to a class.
 */

/** Those who write questions and papers: the national admin (national bank), institutions and their teachers. */
export const BANK_WRITERS = [1, 4, 5] as const;
/** Those who mark short answers and re-open attempts. */
export const MARKERS = [1, 4, 5] as const;

const CLASS_TYPE_FIELD = {
  type: 'enum',
  label: '适用班级',
  options: CLASS_TYPE_OPTIONS,
  list: true,
  filter: 'eq',
  form: 'both',
  help: '不选即所有班级类型通用',
  width: 120,
} as const satisfies FieldDecl;

const option = (key: string) => ({ type: 'text', label: `选项${key}`, max: 200, form: 'both', detailOnly: true }) as const satisfies FieldDecl;

/** /manage/tkpage and /manage/addTkpage: the question bank. */
export const questionResource = defineResource({
  key: 'question',
  title: '试题',
  ...INSTITUTION_BANK,
  labelField: 'stem',
  fields: {
    stem: {
      type: 'textarea',
      label: '题干',
      required: true,
      requiredMessage: '请输入题干',
      max: 500,
      list: true,
      title: true,
      filter: 'like',
      form: 'both',
      width: 320,
    },
    qtype: {
      type: 'enum',
      label: '题型',
      required: true,
      options: QUESTION_TYPES.map((t) => ({ value: t, label: QUESTION_TYPE_NAMES[t] })),
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      initial: 'single',
      width: 90,
    },
    classType: { ...CLASS_TYPE_FIELD, card: true },
    chapter: { type: 'text', label: '章节', max: 50, list: true, filter: 'like', form: 'both', placeholder: '如：第3步 评估你的市场', width: 160 },
    difficulty: {
      type: 'enum',
      label: '难度',
      required: true,
      options: choices([1, DIFFICULTY_NAMES[1], 'success'], [2, DIFFICULTY_NAMES[2], 'primary'], [3, DIFFICULTY_NAMES[3], 'danger']),
      list: true,
      card: true,
      filter: 'eq',
      sort: true,
      form: 'both',
      initial: 2,
      width: 70,
    },
    optionA: option('A'),
    optionB: option('B'),
    optionC: option('C'),
    optionD: option('D'),
    optionE: option('E'),
    optionF: option('F'),
    answer: {
      type: 'textarea',
      label: '答案',
      required: true,
      requiredMessage: '请输入答案',
      max: 1000,
      form: 'both',
      detailOnly: true,
      initial: 'A',
      help: '单选填一个字母；多选填多个字母（如ACD）；判断填“正确”或“错误”；填空可用|分隔多个正确答案；简答填参考答案',
    },
    analysis: { type: 'textarea', label: '解析', max: 1000, form: 'both', detailOnly: true },
    usedCount: { type: 'int', label: '试卷引用', list: true, width: 90 },
    ...OWNER_FIELDS,
    createdAt: { type: 'datetime', label: '录入时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '题库中还没有试题' },
    create: { roles: BANK_WRITERS, label: '新增试题' },
    update: { roles: BANK_WRITERS },
    delete: { roles: BANK_WRITERS, confirm: '确定删除该试题吗？', when: { field: 'usedCount', in: [0], refusal: '该试题已被试卷使用，不能删除' }, batch: true },
  },
});

/** /manage/sjkpage and /manage/addPaper: the paper bank. */
export const paperResource = defineResource({
  key: 'paper',
  title: '试卷',
  ...INSTITUTION_BANK,
  labelField: 'title',
  fields: {
    title: bankTitle('试卷'),
    classType: { ...CLASS_TYPE_FIELD, card: true },
    durationMin: { type: 'int', label: '考试时长（分钟）', required: true, min: 1, max: 600, initial: 60, list: true, form: 'both', width: 130 },
    passScore: {
      type: 'int',
      label: '及格分',
      required: true,
      min: 0,
      max: 1000,
      initial: 60,
      list: true,
      card: true,
      form: 'both',
      help: '不能高于试卷总分',
      width: 80,
    },
    maxAttempts: { type: 'int', label: '可考次数', required: true, min: 1, max: 20, initial: 1, list: true, form: 'both', width: 90 },
    isFinal: {
      type: 'bool',
      label: '结业考试',
      options: choices([true, '结业考试', 'warning'], [false, '平时测验', 'default']),
      list: true,
      filter: 'eq',
      form: 'both',
      help: '结业考试的成绩计入理论成绩和结业证书',
      width: 100,
    },
    showAnswers: {
      type: 'bool',
      label: '交卷后可看解析',
      options: choices([true, '可看', 'success'], [false, '不可看', 'default']),
      form: 'both',
      initial: true,
    },
    composeMode: { type: 'enum', label: '组卷方式', options: choices(['manual', '手动选题'], ['random', '随机抽题']), list: true, width: 90 },
    questionCount: { type: 'int', label: '题数', list: true, card: true, width: 70 },
    totalScore: { type: 'int', label: '总分', list: true, width: 70 },
    publishCount: { type: 'int', label: '发布班级', list: true, width: 90 },
    attemptCount: { type: 'int', label: '答卷数', list: true, width: 80 },
    status: { type: 'enum', label: '状态', options: choices([1, '启用', 'success'], [0, '停用', 'default']), list: true, filter: 'eq', width: 80 },
    ...OWNER_FIELDS,
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有试卷，新建一份吧' },
    create: { roles: BANK_WRITERS, label: '新建试卷' },
    update: { roles: BANK_WRITERS },
    delete: { roles: BANK_WRITERS, confirm: '确定删除该试卷吗？', when: { field: 'attemptCount', in: [0], refusal: '该试卷已有学员作答，不能删除，可停用' } },
    actions: {
      disable: {
        label: '停用',
        roles: BANK_WRITERS,
        when: { field: 'status', in: [1] },
        confirm: '停用后学员将看不到该试卷，确定停用吗？',
        set: { status: 0 },
        success: '已停用',
      },
      enable: { label: '启用', roles: BANK_WRITERS, when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已启用' },
    },
  },
});

/** The classes in the caller's scope, for the exam pages' pickers (a teacher: the classes they teach). */
export const examClassResource = defineResource({
  key: 'examClass',
  title: '班级',
  ...CLASS_ROWS,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '班级名称', list: true, title: true, filter: 'prefix', sort: true, width: 260 },
    classType: {
      type: 'enum',
      label: '班级类型',
      options: CLASS_TYPE_OPTIONS,
      list: true,
      filter: 'eq',
      width: 110,
    },
    institutionName: { type: 'text', label: '培训机构', list: true, width: 200 },
    learnerCount: { type: 'int', label: '学员数', list: true, width: 80 },
    startDate: { type: 'date', label: '开班日期', list: true, width: 110 },
    endDate: { type: 'date', label: '结业日期', list: true, width: 110 },
  },
  ops: { list: { defaultSort: { field: 'name', order: 'asc' } }, ...READ_ONLY, export: false },
});

/** /manage/manmgeOnlinetest: a paper published to a class for a window; the learner sees it within the window only. */
export const onlineTestResource = defineResource({
  key: 'onlineTest',
  title: '在线考试',
  ...CLASS_ROWS,
  labelField: 'paperTitle',
  fields: {
    paperTitle: { type: 'text', label: '试卷', list: true, title: true, width: 220 },
    paperId: { type: 'ref', ref: 'paper', label: '试卷', required: true, requiredMessage: '请选择试卷', filter: 'eq', form: 'create' },
    classId: {
      type: 'ref',
      ref: 'examClass',
      label: '班级',
      required: true,
      requiredMessage: '请选择班级',
      list: true,
      card: true,
      filter: 'eq',
      form: 'create',
      width: 240,
    },
    opensAt: { type: 'datetime', label: '开始时间', required: true, list: true, card: true, sort: true, filter: 'range', form: 'both', width: 150 },
    closesAt: { type: 'datetime', label: '结束时间', required: true, list: true, card: true, sort: true, form: 'both', width: 150 },
    invigilated: {
      type: 'bool',
      label: '远程监考',
      options: choices([true, '开启', 'warning'], [false, '关闭']),
      list: true,
      form: 'both',
      initial: false,
      help: '开启后，考生开考前会看到提示，考试中摄像头在随机时刻抓拍3~5张照片，在/manage/RemoteInvigilation中查看',
      width: 90,
    },
    state: {
      type: 'enum',
      label: '状态',
      options: choices(['upcoming', '未开始', 'default'], ['open', '进行中', 'success'], ['closed', '已结束', 'warning']),
      list: true,
      card: true,
      width: 80,
    },
    attemptCount: { type: 'int', label: '答卷数', list: true, width: 80 },
    publisherName: { type: 'text', label: '发布人', list: true, width: 100 },
    assignedAt: { type: 'datetime', label: '发布时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'opensAt', order: 'desc' }, emptyText: '还没有发布考试' },
    create: { label: '发布考试' },
    update: {},
    delete: { confirm: '撤销后学员将看不到该考试，确定撤销发布吗？', when: { field: 'attemptCount', in: [0], refusal: '已有学员参加该考试，不能撤销发布' } },
    actions: {
      closeNow: {
        label: '立即结束',
        when: { field: 'state', in: ['open'] },
        confirm: '结束后学员不能再开始该考试（已开始的答卷可在时限内交卷），确定结束吗？',
        success: '考试已结束',
      },
    },
  },
});

/** /manage/peoplePage: who took which paper, their scores and time; short answers marked, attempts re-opened. */
export const examAttemptResource = defineResource({
  key: 'examAttempt',
  title: '答卷',
  ...CLASS_ROWS,
  labelField: 'learnerName',
  fields: {
    learnerName: { type: 'text', label: '考生', list: true, title: true, width: 100 },
    phone: { type: 'text', label: '手机号码', list: true, width: 120 },
    paperId: { type: 'ref', ref: 'paper', label: '试卷', list: true, card: true, filter: 'eq', width: 200 },
    classId: { type: 'ref', ref: 'examClass', label: '班级', list: true, filter: 'eq', width: 220 },
    status: {
      type: 'enum',
      label: '状态',
      options: choices(['in_progress', '答题中', 'primary'], ['submitted', '已交卷', 'success'], ['expired', '超时交卷', 'warning']),
      list: true,
      filter: 'eq',
      width: 90,
    },
    score: { type: 'int', label: '得分', list: true, card: true, sort: true, width: 70 },
    total: { type: 'int', label: '满分', list: true, width: 70 },
    passed: {
      type: 'bool',
      label: '结果',
      options: choices([true, '及格', 'success'], [false, '不及格', 'danger']),
      list: true,
      card: true,
      filter: 'eq',
      width: 80,
    },
    marking: {
      type: 'enum',
      label: '批阅',
      options: choices(['none', '无需批阅', 'default'], ['pending', '待批阅', 'warning'], ['done', '已批阅', 'success']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    usedTime: { type: 'text', label: '用时', list: true, width: 90 },
    invigilationFlag: { type: 'text', label: '监考标记' },
    startedAt: { type: 'datetime', label: '开始时间', list: true, width: 150 },
    submittedAt: { type: 'datetime', label: '交卷时间', list: true, sort: true, filter: 'range', width: 150 },
    reopenedCount: { type: 'int', label: '重开次数', list: true, width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'submittedAt', order: 'desc' }, emptyText: '还没有考生答卷' },
    ...READ_ONLY,
    actions: {
      reopen: {
        label: '重新开放',
        roles: MARKERS,
        when: { field: 'status', in: ['submitted', 'expired'] },
        reason: { label: '重开原因', required: '请填写重开原因', max: 100 },
        success: '已重新开放，考生可继续作答',
      },
    },
  },
});
