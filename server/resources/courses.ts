import { badRequest } from '../errors.ts';
import { courseClassificationResource, courseMaterialResource, courseResource } from '../../src/api/contract/resources/courses.ts';
import { assessmentRuleResource, demandRuleResource, ondemandSettingResource, regulatoryRuleResource } from '../../src/api/contract/resources/rules.ts';
import { onTable, type Binding } from './binding.ts';
import { ownerColumns } from '../services/exams/questions.ts';

/** Courses, their materials and classifications, and the rules (src/api/contract/resources/courses.ts). */

export const courseClassificationBinding: Binding = {
  resource: courseClassificationResource,
  ...onTable('course_classifications', 'cc'),
  columns: { courseCount: '(select count(*)::int from courses c where c.classification_id = cc.id)' },
  scope: {},
};

/** A ratio kept as 0.95 and shown as 95 (%). */
const percent = { read: (col: string) => `round(${col} * 100)::int`, write: (v: unknown) => Number(v) / 100 };

export const demandRuleBinding: Binding = {
  resource: demandRuleResource,
  ...onTable('demand_rules', 'dr'),
  columns: {
    completePercent: percent.read('dr.complete_ratio'),
    courseCount: '(select count(*)::int from courses c where c.rule_id = dr.id)',
  },
  writes: { completePercent: 'complete_ratio' },
  encode: {
    completePercent: (v) => percent.write(v ?? 95),
    requiredMinutes: (v) => v ?? 0,
    quizPassScore: (v) => v ?? 60,
    note: (v) => v ?? '',
  },
  scope: {},
};

export const ondemandSettingBinding: Binding = {
  resource: ondemandSettingResource,
  ...onTable('ondemand_rules', 'o'),
  columns: { name: "'平台默认点播规则'::text", completePercent: percent.read('o.complete_ratio') },
  writes: { completePercent: 'complete_ratio' },
  encode: {
    completePercent: (v) => percent.write(v ?? 95),
    seekToleranceSec: (v) => v ?? 0,
    idleCheckMinutes: (v) => v ?? 0,
    idleAnswerSeconds: (v) => v ?? 60,
    saveIntervalSec: (v) => v ?? 5,
  },
  scope: {},
  afterWrite: async ({ q }) => {
    await q.query('update ondemand_rules set updated_at = now() where id = 1');
  },
};

const COURSE_SCOPE = { province: 'c.province_id', city: 'c.city_id', county: 'c.county_id', institution: 'c.institution_id' };

const COURSE_JOINS =
  'left join institutions i on i.id = c.institution_id left join course_classifications cc on cc.id = c.classification_id left join demand_rules dr on dr.id = c.rule_id';

/** A course's region and institution: the writer's (national for the national admin). New courses start off the shelf. */
export const courseBinding: Binding = {
  resource: courseResource,
  ...onTable('courses', 'c', COURSE_JOINS),
  columns: {
    chapterCount: '(select count(*)::int from course_chapters ch where ch.course_id = c.id)',
    totalMinutes: '(select (coalesce(sum(ch.duration_sec), 0) / 60)::int from course_chapters ch where ch.course_id = c.id)',
    national: '(c.institution_id is null)',
    ownerName: "coalesce(i.name, '全国课程库')",
  },
  labels: { classificationId: 'cc.name', ruleId: 'dr.name' },
  encode: { teacherName: (v) => v ?? '', cover: (v) => v ?? '', intro: (v) => v ?? '' },
  scope: COURSE_SCOPE,
  owned: async ({ q, caller }) => ({ ...(await ownerColumns(q, caller)), status: 0 }),
  afterWrite: async ({ q, op, id }) => {
    if (op === 'update') await q.query('update courses set updated_at = now() where id = $1', [id]);
  },
  actions: {
    publish: async ({ q, row }) => {
      if (Number(row.chapterCount) === 0) throw badRequest('请先为课程添加章节再上架');
      await q.query('update courses set status = 1, updated_at = now() where id = $1', [row.id]);
    },
  },
};

export const courseMaterialBinding: Binding = {
  resource: courseMaterialResource,
  ...onTable('course_materials', 'm', 'join courses c on c.id = m.course_id left join institutions i on i.id = c.institution_id'),
  columns: { national: '(c.institution_id is null)', ownerName: "coalesce(i.name, '全国课程库')" },
  labels: { courseId: 'c.title' },
  encode: { files: (v) => JSON.stringify(v ?? []) },
  scope: COURSE_SCOPE,
  owned: ({ caller }) => ({ author_id: caller.id }),
  check: async ({ op, input, q, caller }) => {
    if (op !== 'create' || caller.role === 1) return;
    const [c] = await q.query<{ national: boolean }>('select institution_id is null as national from courses where id = $1', [input.courseId]);
    if (c?.national) throw badRequest('全国课程的课件由全国管理员上传');
  },
};

export const assessmentRuleBinding: Binding = {
  resource: assessmentRuleResource,
  ...onTable('assessment_rules', 'ar'),
  encode: { note: (v) => v ?? '' },
  scope: {},
  check: async ({ op, input }) => {
    if (op !== 'update') return;
    const sum = ['theoryWeight', 'practiceWeight', 'attendanceWeight', 'shopWeight'].reduce((a, k) => a + Number(input[k] ?? 0), 0);
    if (sum !== 100) throw badRequest(`四项权重之和须为100，当前为${sum}`);
  },
  afterWrite: async ({ q, caller, id }) => {
    await q.query('update assessment_rules set updated_at = now(), updated_by = $2 where id = $1', [id, caller.id]);
  },
};

export const regulatoryRuleBinding: Binding = {
  resource: regulatoryRuleResource,
  ...onTable('regulatory_rules', 'rr'),
  encode: { note: (v) => v ?? '' },
  scope: {},
  afterWrite: async ({ q, caller, id }) => {
    await q.query('update regulatory_rules set updated_at = now(), updated_by = $2 where id = $1', [id, caller.id]);
  },
};
