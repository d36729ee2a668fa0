import { badRequest } from '../errors.ts';
import { examAttemptResource, examClassResource, onlineTestResource, paperResource, questionResource } from '../../src/api/contract/resources/exams.ts';
import { OPTION_KEYS } from '../../src/api/contract/exams.ts';
import type { QuestionType } from '../../src/api/contract/learner.ts';
import type { ClassType } from '../../src/api/contract/roles.ts';
import { onTable, type Binding, type WriteCtx } from './binding.ts';
import { answerForFormSql, checkQuestion, checkTeacherType, ownerColumns, refuseIfAnswered, writableTypes } from '../services/exams/questions.ts';
import { reopen } from '../services/exams/attempts.ts';

/** The question and paper banks, publications and attempts (src/api/contract/resources/exams.ts). */

const optionColumn = (key: string) => `coalesce((select o->>'text' from jsonb_array_elements(q.options) o where o->>'key' = '${key}'), '')`;

/** The form's fields as the bank stores them: options as JSON, the answer normalised; 400 with the first problem. */
async function questionRow(ctx: WriteCtx) {
  const i = ctx.input;
  const checked = checkQuestion({
    qtype: i.qtype as QuestionType,
    classType: (i.classType as ClassType | null) ?? null,
    chapter: String(i.chapter ?? ''),
    difficulty: Number(i.difficulty),
    stem: String(i.stem ?? ''),
    options: OPTION_KEYS.map((k) => String(i[`option${k}`] ?? '')),
    answer: String(i.answer ?? ''),
    analysis: String(i.analysis ?? ''),
  });
  if ('message' in checked) throw badRequest(checked.message);
  checkTeacherType(await writableTypes(ctx.q, ctx.caller), checked.row.class_type);
  return checked.row;
}

export const questionBinding: Binding = {
  resource: questionResource,
  ...onTable('questions', 'q', 'left join institutions i on i.id = q.institution_id'),
  columns: {
    ...Object.fromEntries(OPTION_KEYS.map((k) => [`option${k}`, optionColumn(k)])),
    answer: answerForFormSql('q'),
    usedCount: '(select count(*)::int from paper_questions pq where pq.question_id = q.id)',
    national: '(q.institution_id is null)',
    ownerName: "coalesce(i.name, '全国题库')",
  },
  scope: { province: 'q.province_id', city: 'q.city_id', county: 'q.county_id', institution: 'q.institution_id' },
  create: async (ctx) => {
    const row = await questionRow(ctx);
    const owner = await ownerColumns(ctx.q, ctx.caller);
    const [r] = await ctx.q.query<{ id: number }>(
      `insert into questions (qtype, class_type, chapter, difficulty, stem, options, answer, analysis, institution_id, province_id, city_id, county_id, author_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) returning id`,
      [
        row.qtype,
        row.class_type,
        row.chapter,
        row.difficulty,
        row.stem,
        JSON.stringify(row.options),
        row.answer,
        row.analysis,
        owner.institution_id,
        owner.province_id,
        owner.city_id,
        owner.county_id,
        owner.author_id,
      ],
    );
    return r.id;
  },
  update: async (ctx) => {
    await refuseIfAnswered(ctx.q, ctx.row.id);
    const row = await questionRow(ctx);
    await ctx.q.query(
      `update questions set qtype = $2, class_type = $3, chapter = $4, difficulty = $5, stem = $6, options = $7, answer = $8, analysis = $9, updated_at = now()
        where id = $1`,
      [ctx.row.id, row.qtype, row.class_type, row.chapter, row.difficulty, row.stem, JSON.stringify(row.options), row.answer, row.analysis],
    );
  },
};

/** A paper's region and institution: the writer's (national for the national admin). */
export const paperBinding: Binding = {
  resource: paperResource,
  ...onTable('papers', 'p', 'left join institutions i on i.id = p.institution_id'),
  columns: {
    questionCount: '(select count(*)::int from paper_questions pq where pq.paper_id = p.id)',
    totalScore: '(select coalesce(sum(pq.score), 0)::int from paper_questions pq where pq.paper_id = p.id)',
    publishCount: '(select count(*)::int from paper_classes pc where pc.paper_id = p.id)',
    attemptCount: '(select count(*)::int from exam_attempts a where a.paper_id = p.id)',
    national: '(p.institution_id is null)',
    ownerName: "coalesce(i.name, '全国试卷库')",
  },
  scope: { province: 'p.province_id', city: 'p.city_id', county: 'p.county_id', institution: 'p.institution_id' },
  owned: async ({ q, caller }) => ownerColumns(q, caller),
  check: async ({ op, input, row, q, caller }) => {
    if (op === 'delete') {
      if (Number(row?.publishCount) > 0) throw badRequest('该试卷已发布到班级，请先撤销发布');
      return;
    }
    const types = await writableTypes(q, caller);
    if (types && input.classType && !types.includes(input.classType as ClassType)) checkTeacherType(types, input.classType as ClassType);
    if (op === 'update' && row) {
      if (Number(input.passScore) > Number(row.totalScore) && Number(row.questionCount) > 0) throw badRequest(`及格分不能高于试卷总分${row.totalScore}分`);
      if (Number(row.attemptCount) > 0) {
        const changed = (['classType', 'durationMin', 'passScore'] as const).filter((k) => (input[k] ?? null) !== (row[k] ?? null));
        if (changed.length) throw badRequest('已有考生作答，不能修改适用班级、考试时长和及格分');
      }
      if (input.classType && input.classType !== row.classType) {
        const [misfit] = await q.query(
          'select 1 from paper_questions pq join questions qn on qn.id = pq.question_id where pq.paper_id = $1 and qn.class_type is not null and qn.class_type <> $2 limit 1',
          [row.id, input.classType],
        );
        if (misfit) throw badRequest('试卷中有其他班级类型的试题，不能修改适用班级');
      }
    }
  },
  afterWrite: async ({ q, op, id }) => {
    if (op === 'update') await q.query('update papers set updated_at = now() where id = $1', [id]);
  },
};

const CLASS_SCOPE = { province: 'c.province_id', city: 'c.city_id', county: 'c.county_id', institution: 'c.institution_id' };

export const examClassBinding: Binding = {
  resource: examClassResource,
  ...onTable('classes', 'c', 'join institutions i on i.id = c.institution_id'),
  columns: {
    institutionName: 'i.name',
    learnerCount: '(select count(*)::int from users u where u.class_id = c.id and u.role = 6)',
  },
  scope: { ...CLASS_SCOPE, classId: 'c.id' },
};

/** Now against the window, as the learner's list decides it (server/services/learner/papers.ts OPEN_NOW). */
const STATE = `case when pc.opens_at is not null and pc.opens_at > now() then 'upcoming'
  when pc.closes_at is not null and pc.closes_at <= now() then 'closed' else 'open' end`;

export const onlineTestBinding: Binding = {
  resource: onlineTestResource,
  ...onTable('paper_classes', 'pc', 'join papers p on p.id = pc.paper_id join classes c on c.id = pc.class_id left join users pu on pu.id = pc.published_by'),
  columns: {
    paperTitle: 'p.title',
    state: STATE,
    attemptCount: '(select count(*)::int from exam_attempts a where a.paper_id = pc.paper_id and a.class_id = pc.class_id)',
    publisherName: "coalesce(nullif(pu.real_name, ''), pu.username, '系统')",
  },
  labels: { paperId: 'p.title', classId: 'c.name' },
  scope: { ...CLASS_SCOPE, classId: 'pc.class_id' },
  owned: ({ caller }) => ({ published_by: caller.id }),
  check: async ({ op, input, q }) => {
    if (op === 'delete') return;
    const opens = new Date(String(input.opensAt));
    const closes = new Date(String(input.closesAt));
    if (closes <= opens) throw badRequest('结束时间须晚于开始时间');
    if (op !== 'create') return;
    const [p] = await q.query<{ status: number; classType: ClassType | null; questions: number; total: number; passScore: number }>(
      `select p.status, p.class_type as "classType", p.pass_score as "passScore",
              (select count(*)::int from paper_questions pq where pq.paper_id = p.id) as questions,
              (select coalesce(sum(pq.score), 0)::int from paper_questions pq where pq.paper_id = p.id) as total
         from papers p where p.id = $1`,
      [input.paperId],
    );
    const [c] = await q.query<{ classType: ClassType; status: string }>('select class_type as "classType", status from classes where id = $1', [input.classId]);
    if (!p || !c) throw badRequest('所选试卷或班级不存在');
    if (p.status !== 1) throw badRequest('该试卷已停用，不能发布');
    if (p.questions === 0) throw badRequest('该试卷还没有试题，请先组卷');
    if (p.passScore > p.total) throw badRequest(`试卷及格分${p.passScore}分高于总分${p.total}分，请先修改试卷`);
    if (p.classType && p.classType !== c.classType) throw badRequest('试卷的适用班级与所选班级的类型不符');
    if (c.status === 'closed') throw badRequest('已结业的班级不能发布考试');
    const [dup] = await q.query('select 1 from paper_classes where paper_id = $1 and class_id = $2', [input.paperId, input.classId]);
    if (dup) throw badRequest('该试卷已发布到该班级，可修改考试时间');
  },
  actions: {
    closeNow: async ({ q, row }) => {
      await q.query("update paper_classes set closes_at = greatest(now(), coalesce(opens_at, now()) + interval '1 second') where id = $1", [row.id]);
    },
  },
};

export const examAttemptBinding: Binding = {
  resource: examAttemptResource,
  ...onTable('exam_attempts', 'a', 'join users u on u.id = a.user_id join papers p on p.id = a.paper_id join classes c on c.id = a.class_id'),
  columns: {
    learnerName: "coalesce(nullif(u.real_name, ''), u.username)",
    phone: "coalesce(u.phone, '')",
    invigilationFlag: '(select f.reason from invigilation_flags f where f.attempt_id = a.id)',
    usedTime: `(select to_char(make_interval(secs => greatest(0, extract(epoch from coalesce(a.submitted_at, least(now(), a.deadline_at)) - a.started_at)::int)), 'HH24:MI:SS'))`,
  },
  labels: { paperId: 'p.title', classId: 'c.name' },
  scope: { ...CLASS_SCOPE, classId: 'a.class_id' },
  actions: {
    // the row is in the caller's scope already: a teacher's are the classes they teach
    reopen: ({ q, row, reason }) => reopen(q, row.id, reason ?? ''),
  },
};
