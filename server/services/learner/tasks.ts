import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { TaskList } from '../../../src/api/contract/learner.ts';
import { TASKS, type GoalKey, type LearnerCtx } from './rules.ts';

/** The goals as columns of the learner's first shop (no row without a shop: nothing reached). */
const GOALS_SQL = `select true as shop_opened,
            exists (select 1 from products p where p.shop_id = s.id and p.status = 1) as products_listed,
            exists (select 1 from orders o where o.shop_id = s.id and o.status in ('paid', 'shipped', 'received', 'completed')) as first_sale,
            exists (select 1 from live_sessions l where l.shop_id = s.id and l.starts_at <= now()) as live_held
       from shops s where s.owner_id = $1 order by s.id limit 1`;

/** Practice goals seen in the simulation's own data (the learner's shop, its products, orders and live sessions), in one query. */
export async function checkGoals(db: Queryable, userId: number): Promise<Record<GoalKey, boolean>> {
  const [row] = await db.query<Record<GoalKey, boolean>>(GOALS_SQL, [userId]);
  return row ?? { shop_opened: false, products_listed: false, first_sale: false, live_held: false };
}

/** Ticks every goal now reached (once ticked a goal stays ticked) and answers the task list. */
export async function taskList(db: Queryable, ctx: LearnerCtx): Promise<TaskList> {
  const defs = TASKS[ctx.classType];
  const goalDefs = defs.filter((d) => d.goal);
  // the goals, the ticks of those reached and the read in one statement (checked, ticked and read
  // in two before); the read does not see the statement's own inserts, so they are added to it
  const rows = await db.query<{ key: string; doneAt: string }>(
    `with goals as (${GOALS_SQL}),
     ticked as (
       insert into learner_task_progress (user_id, task_key, source)
       select $1, d.key, 'server' from unnest($2::text[], $3::text[]) as d(key, goal) join goals g
           on case d.goal when 'shop_opened' then g.shop_opened when 'products_listed' then g.products_listed
                          when 'first_sale' then g.first_sale when 'live_held' then g.live_held else false end
       on conflict do nothing
       returning task_key, done_at)
     select task_key as key, done_at as "doneAt" from learner_task_progress where user_id = $1
     union all select task_key, done_at from ticked`,
    [ctx.userId, goalDefs.map((d) => d.key), goalDefs.map((d) => d.goal!)],
  );
  const done = new Map(rows.map((r) => [r.key, new Date(r.doneAt).toISOString()]));
  const tasks = defs.map((d) => ({
    key: d.key,
    title: d.title,
    description: d.description,
    kind: d.kind,
    done: done.has(d.key),
    doneAt: done.get(d.key) ?? null,
  }));
  const doneCount = tasks.filter((t) => t.done).length;
  return {
    classType: ctx.classType,
    className: ctx.className,
    tasks,
    done: doneCount,
    total: tasks.length,
    percent: tasks.length ? Math.round((doneCount * 100) / tasks.length) : 0,
  };
}

/** A learner marks a module step (SYB/GYB) as studied; practice goals cannot be ticked by hand. */
export async function completeStep(db: Queryable, ctx: LearnerCtx, key: string): Promise<TaskList> {
  const def = TASKS[ctx.classType].find((d) => d.key === key);
  if (!def) throw notFound('任务不存在');
  if (def.kind !== 'module') throw badRequest('实训任务由系统根据实训数据自动完成');
  await db.query(`insert into learner_task_progress (user_id, task_key, source) values ($1, $2, 'learner') on conflict do nothing`, [ctx.userId, key]);
  return taskList(db, ctx);
}
