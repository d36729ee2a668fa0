import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { classInScope } from '../classes.ts';
import type { ClassBreaches, ClassTotals, LearnerTotal } from '../../../src/api/contract/exams.ts';
import type { ClassType } from '../../../src/api/contract/roles.ts';
import { classBreaches, classTotals, learnerTotal } from '../assessment.ts';

/**
 * The back office's assessment and supervision figures (server/services/assessment.ts), each only for
 * a class the caller may see (class scope kind: a teacher's are the classes they teach); outside it 404.
 */

/** A class the caller may see, or 404 班级不存在. */
async function seenClass(q: Queryable, who: Caller, classId: number) {
  if (!(await classInScope(q, who, classId))) throw notFound('班级不存在');
}

/** Every learner's total of a class in scope, with the class's name and type. */
export async function classTotalsInScope(q: Queryable, who: Caller, classId: number): Promise<ClassTotals> {
  await seenClass(q, who, classId);
  const [k] = await q.query<{ name: string; classType: ClassType }>('select name, class_type as "classType" from classes where id = $1', [classId]);
  return { classId, className: k.name, classType: k.classType, learners: await classTotals(q, classId) };
}

/** The supervision rules' breaches of a class in scope. */
export async function classBreachesInScope(q: Queryable, who: Caller, classId: number): Promise<ClassBreaches> {
  await seenClass(q, who, classId);
  return classBreaches(q, classId);
}

/** A learner's total, when the learner is in a class in scope (404 学员不存在或未加入班级 without a class). */
export async function learnerTotalInScope(q: Queryable, who: Caller, userId: number): Promise<LearnerTotal> {
  const [u] = await q.query<{ classId: number | null }>('select class_id as "classId" from users where id = $1 and role = 6', [userId]);
  if (!u?.classId) throw notFound('学员不存在或未加入班级');
  await seenClass(q, who, u.classId);
  return learnerTotal(q, userId);
}
