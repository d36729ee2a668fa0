import { beforeAll, describe, expect, it } from 'vitest';
import { SETTING_SQL } from '../../server/services/settings.ts';
import { OPEN_NOW } from '../../server/services/learner/papers.ts';
import { TASKS } from '../../server/services/learner/rules.ts';
import type { ClassType } from '../../src/api/contract/roles.ts';
import { testApp } from './helpers.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const T = '/v1/wangchuang/student/train/';

let t: App;
/** Every signable learner in a class, with the class's type. */
let learners: { id: number; username: string; classId: number; classType: ClassType }[];

beforeAll(async () => {
  t = await testApp();
  learners = await t.db.query(
    `select u.id, u.username, u.class_id as "classId", c.class_type as "classType" from users u join classes c on c.id = u.class_id
      where u.role = 6 and u.status = 1 and not u.needs_profile and not u.must_change_password order by u.id`,
  );
}, 60_000);

/** The papers' answer as it was read before issue 29: one correlated lookup per figure (the reference). */
const PAPERS_BEFORE = `select p.id as "paperId", p.title, p.duration_min as "durationMin", coalesce(p.pass_score, ${SETTING_SQL('examPassScore')}, 60) as "passScore",
        p.is_final as "isFinal", p.show_answers as "showAnswers", p.max_attempts as "maxAttempts",
        coalesce((select sum(score) from paper_questions where paper_id = p.id), 0)::int as "totalScore",
        (select count(*) from paper_questions where paper_id = p.id)::int as "questionCount",
        (select count(*) from exam_attempts a where a.paper_id = p.id and a.user_id = $2 and a.status <> 'in_progress')::int as "attemptsUsed",
        (select max(score) from exam_attempts a where a.paper_id = p.id and a.user_id = $2 and a.status <> 'in_progress') as "bestScore",
        coalesce((select bool_or(passed) from exam_attempts a where a.paper_id = p.id and a.user_id = $2), false) as passed,
        (select id from exam_attempts a where a.paper_id = p.id and a.user_id = $2 and a.status = 'in_progress') as "openAttemptId",
        pc.closes_at as "closesAt", pc.invigilated,
        (select count(*) from exam_attempts a where a.paper_id = p.id and a.user_id = $2 and a.marking = 'pending')::int as "pendingMarking"
   from papers p join paper_classes pc on pc.paper_id = p.id
  where pc.class_id = $1 and p.status = 1
    and (${OPEN_NOW} or exists (select 1 from exam_attempts a where a.paper_id = p.id and a.user_id = $2 and a.status = 'in_progress'))
  order by p.is_final, p.id`;

describe('learner reads in one statement each answer as before (issue 29)', () => {
  it("every learner's papers: the same rows, figures and order as the per-figure lookups", async () => {
    // state of every kind: an attempt in progress (shown even when its window has closed), finished ones, none
    const withPapers = [];
    for (const l of learners) if ((await t.db.query('select 1 from paper_classes where class_id = $1 limit 1', [l.classId])).length) withPapers.push(l);
    expect(withPapers.length).toBeGreaterThan(5);
    const starter = withPapers[0]!;
    const token = await t.token(starter.username);
    const open = (await t.call('GET', `${T}papers`, { token })).body.data[0];
    expect((await t.call('POST', `${T}papers/${open.paperId}/start`, { token })).status).toBe(200);
    await t.db.query(`update paper_classes set closes_at = now() - interval '1 minute' where paper_id = $1 and class_id = $2`, [open.paperId, starter.classId]);

    let rows = 0;
    const kinds = new Set<string>();
    for (const l of withPapers) {
      const expected = await t.db.query(PAPERS_BEFORE, [l.classId, l.id]);
      const answer = await t.call('GET', `${T}papers`, { token: await t.token(l.username) });
      expect(answer.status).toBe(200);
      expect(answer.body.data, l.username).toEqual(JSON.parse(JSON.stringify(expected)));
      rows += expected.length;
      for (const p of expected as { attemptsUsed: number; openAttemptId: number | null; pendingMarking: number; passed: boolean }[]) {
        if (p.attemptsUsed) kinds.add('finished');
        if (p.openAttemptId) kinds.add('open');
        if (p.pendingMarking) kinds.add('pending');
        if (p.passed) kinds.add('passed');
      }
    }
    expect(rows).toBeGreaterThan(10);
    expect([...kinds].sort()).toEqual(expect.arrayContaining(['finished', 'open', 'passed']));
  });

  it("every learner's tasks: the goals reached are ticked and the list is what checking, ticking and reading gave", async () => {
    // goals reached and not yet ticked: the anchor's shop has reached all four
    await t.db.query(`delete from learner_task_progress where source = 'server' and user_id = (select id from users where username = 'zbb_student01')`);
    let ticked = 0;
    for (const l of learners) {
      // the reference, read-only: the goals of the learner's first shop, the ticks already made
      const [goals] = await t.db.query<Record<string, boolean>>(
        `select true as shop_opened,
                exists (select 1 from products p where p.shop_id = s.id and p.status = 1) as products_listed,
                exists (select 1 from orders o where o.shop_id = s.id and o.status in ('paid', 'shipped', 'received', 'completed')) as first_sale,
                exists (select 1 from live_sessions l where l.shop_id = s.id and l.starts_at <= now()) as live_held
           from shops s where s.owner_id = $1 order by s.id limit 1`,
        [l.id],
      );
      const had = await t.db.query<{ key: string; doneAt: Date }>('select task_key as key, done_at as "doneAt" from learner_task_progress where user_id = $1', [
        l.id,
      ]);
      const defs = TASKS[l.classType];
      const reached = defs.filter((d) => d.goal && goals?.[d.goal]).map((d) => d.key);
      const expectedDone = new Set([...had.map((h) => h.key), ...reached]);
      const answer = (await t.call('GET', `${T}tasks`, { token: await t.token(l.username) })).body.data;
      expect(answer.tasks.map((x: { key: string }) => x.key)).toEqual(defs.map((d) => d.key));
      expect(new Set(answer.tasks.filter((x: { done: boolean }) => x.done).map((x: { key: string }) => x.key)), l.username).toEqual(
        new Set(defs.filter((d) => expectedDone.has(d.key)).map((d) => d.key)),
      );
      for (const h of had) {
        const task = answer.tasks.find((x: { key: string }) => x.key === h.key);
        if (task) expect(task.doneAt).toBe(new Date(h.doneAt).toISOString());
      }
      expect(answer.done).toBe(answer.tasks.filter((x: { done: boolean }) => x.done).length);
      // what was ticked now is stored, once
      const now = await t.db.query<{ key: string }>('select task_key as key from learner_task_progress where user_id = $1', [l.id]);
      expect(new Set(now.map((r) => r.key))).toEqual(new Set([...had.map((h) => h.key), ...reached]));
      ticked += reached.filter((k) => !had.some((h) => h.key === k)).length;
    }
    expect(learners.length).toBeGreaterThan(50);
    expect(ticked).toBeGreaterThanOrEqual(4);
  });
});
