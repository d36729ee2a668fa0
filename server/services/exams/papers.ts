import type { Caller } from '../../caller.ts';
import type { Db, Queryable } from '../../db/client.ts';
import { badRequest, forbidden, notFound } from '../../errors.ts';
import { binder, scopeCondition, type ScopeColumns } from '../../scope.ts';
import type { DrawRule, PaperComposition, PaperItem, PoolCount } from '../../../src/api/contract/exams.ts';
import { DIFFICULTY_NAMES } from '../../../src/api/contract/exams.ts';
import { QUESTION_TYPE_NAMES, type QuestionType } from '../../../src/api/contract/learner.ts';
import { keyToWire } from '../learner/scoring.ts';

/**
 * Composing a paper (/manage/addPaper): by hand from the bank, or drawn at random by rules (counts
 * per type and difficulty, drawn once when the author asks; the paper keeps what was drawn). A
 * paper's questions are those of the bank the caller reads (their institution's and the national
 * bank), of the paper's class type or for every type. Once anyone has answered the paper its
 * questions no longer change.
 */

export const PAPER_SCOPE: ScopeColumns = { province: 'p.province_id', city: 'p.city_id', county: 'p.county_id', institution: 'p.institution_id' };
export const QUESTION_SCOPE: ScopeColumns = { province: 'q.province_id', city: 'q.city_id', county: 'q.county_id', institution: 'q.institution_id' };

/** Questions a caller may put in a paper: their scope's and the national bank's. */
export function readableQuestions(caller: Caller, params: unknown[]): string {
  return `(${scopeCondition(caller, 'institution', QUESTION_SCOPE, binder(params))} or q.institution_id is null)`;
}

/** A paper's settings as its composition shows them, with who owns it and whether the caller may change it. */
interface PaperHead
  extends Pick<PaperComposition, 'title' | 'classType' | 'durationMin' | 'passScore' | 'maxAttempts' | 'composeMode' | 'drawRules' | 'attempted'> {
  id: number;
  national: boolean;
  writable: boolean;
}

/** The paper as the caller may see it (404 otherwise), with whether they may change it. */
export async function paperHead(q: Queryable, caller: Caller, paperId: number, lock = false): Promise<PaperHead> {
  const params: unknown[] = [paperId];
  const own = scopeCondition(caller, 'institution', PAPER_SCOPE, binder(params));
  const [p] = await q.query<PaperHead>(
    `select p.id, p.title, p.class_type as "classType", p.duration_min as "durationMin", p.pass_score as "passScore",
            p.max_attempts as "maxAttempts", p.compose_mode as "composeMode", p.draw_rules as "drawRules",
            p.institution_id is null as national, ${own} as writable,
            exists (select 1 from exam_attempts a where a.paper_id = p.id) as attempted
       from papers p where p.id = $1 and (${own} or p.institution_id is null)${lock ? ' for update of p' : ''}`,
    params,
  );
  if (!p) throw notFound('试卷不存在');
  return p;
}

function requireWritable(caller: Caller, p: PaperHead) {
  if (!p.writable) throw forbidden(p.national ? '共享的试卷仅全国管理员可修改' : '无权修改该试卷');
  if (![1, 4, 5].includes(caller.role)) throw forbidden('您的角色无权执行该操作');
  if (p.attempted) throw badRequest('已有考生作答，不能再修改试题');
}

async function items(q: Queryable, paperId: number): Promise<PaperItem[]> {
  // the item as stored: the key as the bank keeps it (keyToWire turns it into the wire's answer)
  const rows = await q.query<Omit<PaperItem, 'answer'> & { answer: string }>(
    `select q.id as "questionId", q.qtype, q.class_type as "classType", q.chapter, q.difficulty, q.stem, q.options, q.answer, q.analysis, pq.score
       from paper_questions pq join questions q on q.id = pq.question_id where pq.paper_id = $1 order by pq.sort, q.id`,
    [paperId],
  );
  return rows.map((r) => ({ ...r, answer: keyToWire(r.qtype, r.answer) }));
}

export async function composition(q: Queryable, caller: Caller, paperId: number): Promise<PaperComposition> {
  const p = await paperHead(q, caller, paperId);
  const list = await items(q, paperId);
  return {
    paperId: p.id,
    title: p.title,
    classType: p.classType,
    durationMin: p.durationMin,
    passScore: p.passScore,
    maxAttempts: p.maxAttempts,
    composeMode: p.composeMode,
    drawRules: p.drawRules,
    totalScore: list.reduce((a, x) => a + x.score, 0),
    attempted: p.attempted,
    editable: p.writable && [1, 4, 5].includes(caller.role) && !p.attempted,
    items: list,
  };
}

/** A question fits a paper of the class type in `ph` (a paper for every type takes any question). */
const typeFits = (ph: string) => `(${ph}::text is null or q.class_type is null or q.class_type = ${ph})`;

async function replaceItems(q: Queryable, paperId: number, list: { questionId: number; score: number }[], mode: 'manual' | 'random', rules: DrawRule[]) {
  await q.query('delete from paper_questions where paper_id = $1', [paperId]);
  if (list.length) {
    await q.query(
      `insert into paper_questions (paper_id, question_id, sort, score)
       select $1, v.qid, v.ord - 1, v.score from unnest($2::int[], $3::int[]) with ordinality as v(qid, score, ord)`,
      [paperId, list.map((x) => x.questionId), list.map((x) => x.score)],
    );
  }
  await q.query('update papers set compose_mode = $2, draw_rules = $3, updated_at = now() where id = $1', [paperId, mode, JSON.stringify(rules)]);
}

/** Hand composition: the questions in order with their points (replaces the paper's questions). */
export async function saveItems(db: Db, caller: Caller, paperId: number, list: { questionId: number; score: number }[]): Promise<PaperComposition> {
  await db.tx(async (q) => {
    const p = await paperHead(q, caller, paperId, true);
    requireWritable(caller, p);
    const ids = list.map((x) => x.questionId);
    if (new Set(ids).size !== ids.length) throw badRequest('同一道试题不能重复加入试卷');
    if (ids.length) {
      const params: unknown[] = [ids, p.classType];
      const visible = readableQuestions(caller, params);
      const [n] = await q.query<{ n: number; misfit: number }>(
        `select count(*)::int as n, count(*) filter (where not ${typeFits('$2')})::int as misfit
           from questions q where q.id = any($1) and ${visible}`,
        params,
      );
      if (n.n !== ids.length) throw badRequest('所选试题不存在');
      if (n.misfit > 0) throw badRequest('所选试题与试卷的适用班级不符');
    }
    await replaceItems(q, paperId, list, 'manual', []);
  });
  return composition(db, caller, paperId);
}

const ruleName = (r: DrawRule) =>
  `${QUESTION_TYPE_NAMES[r.qtype]}${r.difficulty ? `（${DIFFICULTY_NAMES[r.difficulty]}）` : ''}${r.chapter ? `「${r.chapter}」` : ''}`;

/** Random composition: for each rule, `count` questions drawn from the bank; all or nothing. */
export async function draw(db: Db, caller: Caller, paperId: number, rules: DrawRule[]): Promise<PaperComposition> {
  await db.tx(async (q) => {
    const p = await paperHead(q, caller, paperId, true);
    requireWritable(caller, p);
    const picked: { questionId: number; score: number }[] = [];
    for (const rule of rules) {
      const params: unknown[] = [picked.map((x) => x.questionId), p.classType, rule.qtype, rule.difficulty || null, rule.chapter || null, rule.count];
      const visible = readableQuestions(caller, params);
      const rows = await q.query<{ id: number }>(
        `select q.id from questions q
          where q.id <> all($1) and ${typeFits('$2')} and q.qtype = $3
            and ($4::int is null or q.difficulty = $4) and ($5::text is null or q.chapter = $5) and ${visible}
          order by random() limit $6`,
        params,
      );
      if (rows.length < rule.count) throw badRequest(`题库中符合条件的${ruleName(rule)}只有${rows.length}道，不足${rule.count}道`);
      picked.push(...rows.map((r) => ({ questionId: r.id, score: rule.score })));
    }
    // the learner sees the types in the usual order: single, multiple, judge, fill, short
    const order: QuestionType[] = ['single', 'multiple', 'judge', 'fill', 'short'];
    const typeOf = new Map(
      (await q.query<{ id: number; qtype: QuestionType }>('select id, qtype from questions where id = any($1)', [picked.map((x) => x.questionId)])).map((r) => [
        r.id,
        r.qtype,
      ]),
    );
    picked.sort((a, b) => order.indexOf(typeOf.get(a.questionId)!) - order.indexOf(typeOf.get(b.questionId)!));
    await replaceItems(q, paperId, picked, 'random', rules);
  });
  return composition(db, caller, paperId);
}

/** What the bank offers this paper, by type and difficulty. */
export async function pool(q: Queryable, caller: Caller, paperId: number): Promise<PoolCount[]> {
  const p = await paperHead(q, caller, paperId);
  const params: unknown[] = [p.classType];
  const visible = readableQuestions(caller, params);
  return q.query<PoolCount>(
    `select q.qtype, q.difficulty, count(*)::int as count from questions q
      where ${typeFits('$1')} and ${visible}
      group by q.qtype, q.difficulty order by q.qtype, q.difficulty`,
    params,
  );
}
