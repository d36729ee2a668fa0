import { CLASS_SCOPE } from '../services/classes.ts';
import { applyFor, reviewLine, type SubsidyStep, stepApplication } from '../services/subsidy.ts';
import { subsidyApplicationResource, subsidyClassResource, subsidyLineResource, subsidyLogResource } from '../../src/api/contract/resources/subsidy.ts';
import { ROLE_NAMES } from '../../src/api/contract/roles.ts';
import { onTable, type ActionCtx, type Binding } from './binding.ts';

/** The bindings of the subsidy pages (src/api/contract/resources/subsidy.ts); every step is server/services/subsidy.ts. */

const APP_SCOPE = {
  province: 'a.province_id',
  city: 'a.city_id',
  county: 'a.county_id',
  institution: 'a.institution_id',
  classId: 'a.class_id',
};

const CLASS_JOINS = `join institutions i on i.id = c.institution_id left join regions g on g.id = c.county_id
  left join subsidy_applications a on a.class_id = c.id`;

export const subsidyClassBinding: Binding = {
  resource: subsidyClassResource,
  ...onTable('classes', 'c', CLASS_JOINS),
  where: `c.status = 'closed'`,
  columns: {
    studentCount: '(select count(*)::int from users s where s.class_id = c.id and s.role = 6)',
    applicationStatus: `coalesce(a.status, 'none')`,
    totalFen: 'a.total_fen',
    learnerCount: 'a.learner_count',
    noticeStart: 'a.notice_start',
    noticeEnd: 'a.notice_end',
    submittedAt: 'a.submitted_at',
    rejectReason: 'a.reject_reason',
  },
  labels: { institutionId: 'i.name', countyId: 'g.name' },
  scope: CLASS_SCOPE,
  actions: { apply: async (ctx) => void (await applyFor(ctx.q, ctx.caller, ctx.row.id)) },
};

const step = (name: SubsidyStep) => async (ctx: ActionCtx) =>
  stepApplication(ctx.q, ctx.caller, ctx.row.id, name, { reason: ctx.reason, noticeDays: Number(ctx.input.noticeDays) });

export const subsidyApplicationBinding: Binding = {
  resource: subsidyApplicationResource,
  ...onTable('subsidy_applications', 'a', 'join classes c on c.id = a.class_id join institutions i on i.id = a.institution_id'),
  columns: { className: 'c.name' },
  labels: { institutionId: 'i.name' },
  scope: APP_SCOPE,
  actions: {
    submit: step('submit'),
    accept: step('accept'),
    approve: step('approve'),
    reject: step('reject'),
    publicize: step('publicize'),
    pay: step('pay'),
  },
};

const LINE_JOINS = `join subsidy_applications a on a.id = l.application_id join classes c on c.id = l.class_id
  join users u on u.id = l.user_id left join learner_registrations r on r.user_id = u.id`;

export const subsidyLineBinding: Binding = {
  resource: subsidyLineResource,
  ...onTable('subsidy_lines', 'l', LINE_JOINS),
  columns: {
    realName: 'u.real_name',
    idCard: `coalesce(nullif(r.id_number, ''), u.id_card, '')`,
    totalScore: `coalesce(l.total_score::text, '')`,
    applicationStatus: 'a.status',
  },
  labels: { classId: 'c.name' },
  scope: APP_SCOPE,
  actions: {
    approveLine: async (ctx) => reviewLine(ctx.q, ctx.caller, ctx.row.id, true, null),
    rejectLine: async (ctx) => reviewLine(ctx.q, ctx.caller, ctx.row.id, false, ctx.reason),
  },
};

const ROLE_CASE = `case lg.actor_role ${Object.entries(ROLE_NAMES)
  .map(([role, name]) => `when ${Number(role)} then '${name}'`)
  .join(' ')} else '' end`;

const LOG_JOINS = `join subsidy_applications a on a.id = lg.application_id join classes c on c.id = a.class_id
  left join users w on w.id = lg.actor_id left join users s on s.id = lg.learner_id`;

export const subsidyLogBinding: Binding = {
  resource: subsidyLogResource,
  ...onTable('subsidy_logs', 'lg', LOG_JOINS),
  columns: {
    className: 'c.name',
    actorName: `coalesce(nullif(w.real_name, ''), w.username, '')`,
    actorRole: ROLE_CASE,
    learnerName: `coalesce(nullif(s.real_name, ''), s.username)`,
  },
  scope: APP_SCOPE,
};

export const SUBSIDY_BINDINGS: readonly Binding[] = [subsidyClassBinding, subsidyApplicationBinding, subsidyLineBinding, subsidyLogBinding];
