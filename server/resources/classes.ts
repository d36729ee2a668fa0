import { badRequest } from '../errors.ts';
import { CLASS_SCOPE } from '../services/classes.ts';
import { logClass, transitionClass } from '../services/classMachine.ts';
import { storeScoreSql } from '../services/classScores.ts';
import { admit, rejectEnrolment, removeFromClass, transfer } from '../services/enrolments.ts';
import {
  classDecisionResource,
  classResource,
  classReviewResource,
  enrolmentPendingResource,
  enrolmentResource,
  rosterResource,
  storeScoreResource,
} from '../../src/api/contract/resources/classes.ts';
import type { ClassAction, ClassStatus } from '../../src/api/contract/classes.ts';
import { onTable, type ActionCtx, type Binding, type WriteCtx } from './binding.ts';

/**
 * The bindings of a class's life (src/api/contract/resources/classes.ts). Every state change is a
 * call to server/services/classMachine.ts; roster and pool changes to server/services/enrolments.ts.
 */

const CLASS_TABLE = onTable('classes', 'c', 'join institutions i on i.id = c.institution_id left join regions g on g.id = c.county_id');
const TEACHER_IDS = `(select coalesce(array_agg(ct.teacher_id order by ct.teacher_id), '{}') from class_teachers ct where ct.class_id = c.id)`;
const TEACHER_NAMES = `(select string_agg(t.real_name, '、' order by t.id) from class_teachers ct join users t on t.id = ct.teacher_id where ct.class_id = c.id)`;
const STUDENT_COUNT = '(select count(*)::int from users s where s.class_id = c.id and s.role = 6)';
const classLabels = { institutionId: 'i.name', countyId: 'g.name' };

/** The machine's step for an action handler: the factory has checked role, scope and `when`; the machine checks again and logs. */
const step = (action: ClassAction) => async (ctx: ActionCtx) => {
  await transitionClass(ctx.q, ctx.caller, ctx.row.id, action, ctx.reason);
};

const CLASS_COLUMNS = [
  'name',
  'class_type',
  'start_date',
  'end_date',
  'theory_hours',
  'practice_hours',
  'venue',
  'capacity',
  'schedule',
  'teaching_plan',
  'assessment_plan',
] as const;
const INPUT_KEYS = [
  'name',
  'classType',
  'startDate',
  'endDate',
  'theoryHours',
  'practiceHours',
  'venue',
  'capacity',
  'schedule',
  'teachingPlan',
  'assessmentPlan',
];

async function setTeachers(ctx: WriteCtx, classId: number) {
  await ctx.q.query('delete from class_teachers where class_id = $1', [classId]);
  await ctx.q.query('insert into class_teachers (class_id, teacher_id) select $1, unnest($2::int[])', [classId, ctx.input.teacherIds]);
}

export const classBinding: Binding = {
  resource: classResource,
  ...CLASS_TABLE,
  columns: { teacherIds: TEACHER_IDS, studentCount: STUDENT_COUNT },
  labels: { ...classLabels, teacherIds: TEACHER_NAMES },
  scope: CLASS_SCOPE,
  check: async ({ op, input, row }) => {
    if (op === 'delete') {
      if (Number(row?.studentCount) > 0) throw badRequest('班级已有学员，不能删除');
      return;
    }
    if (input.startDate && input.endDate && String(input.endDate) < String(input.startDate)) throw badRequest('结业日期不能早于开班日期');
    if (op === 'update' && row && Number(input.capacity) < Number(row.studentCount)) throw badRequest(`计划人数不能少于现有学员人数（${row.studentCount}人）`);
    if (op === 'update' && row && input.classType !== row.classType && Number(row.studentCount) > 0) throw badRequest('班级已有学员，不能修改班级类型');
  },
  // The institution drafts its own classes: they sit in its region.
  create: async (ctx) => {
    const { q, caller, input } = ctx;
    const [inst] = await q.query<{ id: number; province_id: number; city_id: number; county_id: number | null }>(
      'select id, province_id, city_id, county_id from institutions where id = $1',
      [caller.institutionId],
    );
    if (!inst) throw badRequest('您的账号未关联培训机构');
    const values = INPUT_KEYS.map((k) => input[k]);
    const [row] = await q.query<{ id: number }>(
      `insert into classes (${CLASS_COLUMNS.join(', ')}, institution_id, province_id, city_id, county_id, status, created_by)
       values (${CLASS_COLUMNS.map((_, i) => `$${i + 1}`).join(', ')}, $12, $13, $14, $15, 'draft', $16) returning id`,
      [...values, inst.id, inst.province_id, inst.city_id, inst.county_id, caller.id],
    );
    await setTeachers(ctx, row.id);
    await logClass(q, row.id, caller, 'create', null, 'draft');
    return row.id;
  },
  update: async (ctx) => {
    const values = INPUT_KEYS.map((k) => ctx.input[k]);
    await ctx.q.query(`update classes set ${CLASS_COLUMNS.map((col, i) => `${col} = $${i + 2}`).join(', ')}, updated_at = now() where id = $1`, [
      ctx.row.id,
      ...values,
    ]);
    await setTeachers(ctx, ctx.row.id);
    const status = ctx.row.status as ClassStatus;
    await logClass(ctx.q, ctx.row.id, ctx.caller, 'update', status, status);
  },
  actions: { submit: step('submit'), approve: step('approve'), reject: step('reject'), start: step('start'), submitCompletion: step('submitCompletion') },
};

export const classReviewBinding: Binding = {
  resource: classReviewResource,
  ...CLASS_TABLE,
  where: `c.status in ('submitted', 'completion_submitted')`,
  columns: {
    reviewKind: `case c.status when 'submitted' then 'opening' else 'completion' end`,
    studentCount: STUDENT_COUNT,
  },
  labels: classLabels,
  scope: CLASS_SCOPE,
  actions: { approve: step('approve'), reject: step('reject') },
};

export const classDecisionBinding: Binding = {
  resource: classDecisionResource,
  ...onTable('class_logs', 'l', 'join classes c on c.id = l.class_id join institutions i on i.id = c.institution_id'),
  where: `l.action in ('approve', 'reject')`,
  columns: {
    className: 'c.name',
    classId: 'l.class_id',
    reviewKind: `case when l.from_status = 'submitted' then 'opening' else 'completion' end`,
    result: 'l.action',
    classType: 'c.class_type',
    institutionId: 'c.institution_id',
    classStatus: 'c.status',
  },
  labels: { institutionId: 'i.name' },
  scope: CLASS_SCOPE,
};

export const rosterBinding: Binding = {
  resource: rosterResource,
  ...onTable('users', 'u', 'join classes c on c.id = u.class_id left join learner_registrations r on r.user_id = u.id'),
  where: 'u.role = 6',
  columns: {
    idCard: `coalesce(nullif(r.id_number, ''), u.id_card)`,
    gender: `coalesce(r.gender, '')`,
    education: `coalesce(r.education, '')`,
    category: `coalesce(r.category, '')`,
    shopName: '(select s.name from shops s where s.owner_id = u.id)',
    joinedAt: `(select coalesce(e.decided_at, e.created_at) from enrolments e where e.user_id = u.id and e.status = 'admitted')`,
    classStatus: 'c.status',
  },
  labels: { classId: 'c.name' },
  scope: CLASS_SCOPE,
  actions: {
    remove: async (ctx) => removeFromClass(ctx.q, ctx.caller, ctx.row.id),
    transfer: async (ctx) => transfer(ctx.q, ctx.caller, ctx.row.id, Number(ctx.input.toClassId)),
  },
};

const POOL_JOINS = `join users u on u.id = e.user_id left join classes c on c.id = e.class_id
  left join learner_registrations r on r.user_id = e.user_id left join regions g on g.id = e.county_id`;

const POOL_COLUMNS = {
  realName: 'u.real_name',
  phone: 'u.phone',
  idCard: `coalesce(nullif(r.id_number, ''), u.id_card)`,
  gender: `coalesce(r.gender, '')`,
  education: `coalesce(r.education, '')`,
  category: `coalesce(r.category, '')`,
  classType: 'c.class_type',
};
const POOL_SCOPE = { province: 'e.province_id', city: 'e.city_id', county: 'e.county_id', institution: 'e.institution_id', classId: 'e.class_id' };

export const enrolmentBinding: Binding = {
  resource: enrolmentResource,
  ...onTable('enrolments', 'e', POOL_JOINS),
  where: `e.status in ('pending', 'rejected')`,
  columns: POOL_COLUMNS,
  labels: { classId: 'c.name', countyId: 'g.name' },
  scope: POOL_SCOPE,
  actions: {
    assign: async (ctx) => admit(ctx.q, ctx.caller, ctx.row.id, Number(ctx.input.toClassId)),
    reject: async (ctx) => rejectEnrolment(ctx.q, ctx.caller, ctx.row.id, ctx.reason ?? ''),
  },
};

export const enrolmentPendingBinding: Binding = {
  ...enrolmentBinding,
  resource: enrolmentPendingResource,
  where: `e.status = 'pending' and e.class_id is not null`,
  actions: {
    approve: async (ctx) => admit(ctx.q, ctx.caller, ctx.row.id, null),
    reject: async (ctx) => rejectEnrolment(ctx.q, ctx.caller, ctx.row.id, ctx.reason ?? ''),
  },
};

const score = storeScoreSql('u');

export const storeScoreBinding: Binding = {
  resource: storeScoreResource,
  ...onTable('users', 'u', 'join classes c on c.id = u.class_id'),
  where: 'u.role = 6',
  columns: score,
  labels: { classId: 'c.name' },
  scope: CLASS_SCOPE,
  actions: {
    adjust: async (ctx) => {
      const delta = Number(ctx.input.delta);
      if (delta === 0) throw badRequest('加减分不能为0');
      const [c] = await ctx.q.query<{ status: string }>('select c.status from classes c join users u on u.class_id = c.id where u.id = $1', [ctx.row.id]);
      if (c?.status === 'closed') throw badRequest('班级已结业，成绩不能再调整');
      await ctx.q.query(
        `insert into store_score_adjustments (class_id, user_id, delta, reason, actor_id, actor_name) select u.class_id, u.id, $2, $3, $4, $5 from users u where u.id = $1`,
        [ctx.row.id, delta, ctx.reason, ctx.caller.id, ctx.caller.realName || ctx.caller.username],
      );
    },
  },
};

export const CLASS_BINDINGS: readonly Binding[] = [
  classBinding,
  classReviewBinding,
  classDecisionBinding,
  rosterBinding,
  enrolmentBinding,
  enrolmentPendingBinding,
  storeScoreBinding,
];
