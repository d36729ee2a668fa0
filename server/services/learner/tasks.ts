import type { Queryable } from '../../db/client.ts';
import { badRequest, notFound } from '../../errors.ts';
import type { TaskList } from '../../../src/api/contract/learner.ts';
import { TASKS, type GoalKey, type LearnerCtx } from './rules.ts';

/**
 * Practice goals seen in the simulation's own data (shops, products, orders, live_sessions).
 * The mall tables may not exist yet in an older database: each check runs only when its
 * tables are there (to_regclass), otherwise the goal is simply not reached.
 */
export async function checkGoals(db: Queryable, userId: number): Promise<Record<GoalKey, boolean>> {
  const result: Record<GoalKey, boolean> = { shop_opened: false, products_listed: false, first_sale: false, live_held: false };
  const [t] = await db.query<{ shops: boolean; products: boolean; orders: boolean; live: boolean }>(
    `select to_regclass('shops') is not null as shops, to_regclass('products') is not null as products,
            to_regclass('orders') is not null as orders, to_regclass('live_sessions') is not null as live`,
  );
  if (!t.shops) return result;
  const [shop] = await db.query<{ id: number }>('select id from shops where owner_id = $1', [userId]);
  if (!shop) return result;
  result.shop_opened = true;
  if (t.products) {
    const [p] = await db.query<{ n: number }>('select count(*)::int as n from products where shop_id = $1 and status = 1', [shop.id]);
    result.products_listed = p.n > 0;
  }
  if (t.orders) {
    const [o] = await db.query<{ n: number }>(
      `select count(*)::int as n from orders where shop_id = $1 and status in ('paid', 'shipped', 'received', 'completed')`,
      [shop.id],
    );
    result.first_sale = o.n > 0;
  }
  if (t.live) {
    const [l] = await db.query<{ n: number }>('select count(*)::int as n from live_sessions where shop_id = $1 and starts_at <= now()', [shop.id]);
    result.live_held = l.n > 0;
  }
  return result;
}

/** Ticks every goal now reached (once ticked a goal stays ticked) and answers the task list. */
export async function taskList(db: Queryable, ctx: LearnerCtx): Promise<TaskList> {
  const defs = TASKS[ctx.classType];
  const goalDefs = defs.filter((d) => d.goal);
  if (goalDefs.length) {
    const reached = await checkGoals(db, ctx.userId);
    const keys = goalDefs.filter((d) => reached[d.goal!]).map((d) => d.key);
    if (keys.length) {
      await db.query(
        `insert into learner_task_progress (user_id, task_key, source)
         select $1, k, 'server' from unnest($2::text[]) as k on conflict do nothing`,
        [ctx.userId, keys],
      );
    }
  }
  const rows = await db.query<{ key: string; doneAt: string }>(`select task_key as key, done_at as "doneAt" from learner_task_progress where user_id = $1`, [
    ctx.userId,
  ]);
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
