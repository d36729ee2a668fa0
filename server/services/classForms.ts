import type { Caller } from '../caller.ts';
import type { Queryable } from '../db/client.ts';
import type { ClassEvaluations, ClassFeedback } from '../../src/api/contract/classes.ts';
import { FORMS } from './learner/forms.ts';
import { classHead } from './classes.ts';

/**
 * What a class's learners wrote in the learner area's forms (server/services/learner/forms.ts):
 * feedback/{id} reads the teaching evaluations (/cultivate/appraise) and opinions
 * (/cultivate/opinion); pgtableList/{id} the evaluation tables: the self-assessment
 * (/cultivate/evaluation) and the training-needs survey (/cultivate/demand), summed per question.
 */

interface FormRow {
  userId: number;
  realName: string;
  answers: Record<string, unknown>;
  at: string;
}

async function formsOf(db: Queryable, classId: number, kind: string): Promise<FormRow[]> {
  const rows = await db.query<FormRow>(
    `select f.user_id as "userId", u.real_name as "realName", f.answers, f.created_at as at
       from learner_forms f join users u on u.id = f.user_id where f.class_id = $1 and f.kind = $2 order by f.created_at desc, f.id desc`,
    [classId, kind],
  );
  return rows.map((r) => ({ ...r, at: new Date(r.at).toISOString() }));
}

async function learnerCount(db: Queryable, classId: number): Promise<number> {
  const [r] = await db.query<{ n: number }>('select count(*)::int as n from users where class_id = $1 and role = 6', [classId]);
  return r.n;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export async function classFeedback(db: Queryable, caller: Caller, classId: number): Promise<ClassFeedback> {
  const c = await classHead(db, caller, classId);
  const appraise = await formsOf(db, classId, 'appraise');
  const opinion = await formsOf(db, classId, 'opinion');
  const avg = (key: string) => (appraise.length ? Math.round((appraise.reduce((a, r) => a + num(r.answers[key]), 0) / appraise.length) * 10) / 10 : null);
  const levels = FORMS.opinion.fields.find((f) => f.key === 'satisfaction')?.options ?? [];
  return {
    classId: c.id,
    className: c.name,
    learners: await learnerCount(db, classId),
    appraise: {
      count: appraise.length,
      averages: { teacherStars: avg('teacherStars'), courseStars: avg('courseStars'), organisationStars: avg('organisationStars') },
      list: appraise.map((r) => ({
        userId: r.userId,
        realName: r.realName,
        teacherStars: num(r.answers.teacherStars),
        courseStars: num(r.answers.courseStars),
        organisationStars: num(r.answers.organisationStars),
        comment: str(r.answers.comment),
        at: r.at,
      })),
    },
    opinion: {
      count: opinion.length,
      satisfaction: levels.map((label) => ({ label, count: opinion.filter((r) => r.answers.satisfaction === label).length })),
      list: opinion.map((r) => ({
        userId: r.userId,
        realName: r.realName,
        satisfaction: str(r.answers.satisfaction),
        strengths: str(r.answers.strengths),
        content: str(r.answers.content),
        at: r.at,
      })),
    },
  };
}

export async function classEvaluations(db: Queryable, caller: Caller, classId: number): Promise<ClassEvaluations> {
  const c = await classHead(db, caller, classId);
  const tables: ClassEvaluations['tables'] = [];
  for (const kind of ['evaluation', 'demand'] as const) {
    const def = FORMS[kind];
    const rows = await formsOf(db, classId, kind);
    const questions = def.fields
      .filter((f) => f.type !== 'textarea' && f.type !== 'text')
      .map((f) => {
        const choices = f.type === 'yesno' ? ['是', '否'] : (f.options ?? []);
        const picked = (r: FormRow, label: string) => {
          const v = r.answers[f.key];
          if (f.type === 'yesno') return v === (label === '是');
          return Array.isArray(v) ? v.includes(label) : v === label;
        };
        return { key: f.key, label: f.label, answers: choices.map((label) => ({ label, count: rows.filter((r) => picked(r, label)).length })) };
      });
    tables.push({
      kind,
      title: def.title,
      submitted: rows.length,
      questions,
      list: rows.map((r) => ({
        userId: r.userId,
        realName: r.realName,
        summary:
          kind === 'evaluation'
            ? `${Object.values(r.answers).filter((v) => v === true).length}/${def.fields.length}项为“是”`
            : [...(Array.isArray(r.answers.topics) ? (r.answers.topics as string[]) : []), str(r.answers.format), str(r.answers.timeSlot)]
                .filter(Boolean)
                .join('、'),
        at: r.at,
      })),
    });
  }
  return { classId: c.id, className: c.name, learners: await learnerCount(db, classId), tables };
}
