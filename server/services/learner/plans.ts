import type { Db } from '../../db/client.ts';
import { badRequest, AppError, notFound } from '../../errors.ts';
import { parse } from '../../validation.ts';
import type { PlanState } from '../../../src/api/contract/learner.ts';
import { businessPlanSchema, livePlanSchema, type BusinessPlan, type LivePlan } from '../../../src/api/contract/learner.schema.ts';
import type { LearnerCtx } from './rules.ts';

export type PlanKind = 'business' | 'live';

/** How many earlier revisions of a plan are kept. */
export const KEEP_VERSIONS = 20;

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const monthly = (rows: number[][]) => Array.from({ length: 12 }, (_, m) => sum(rows.map((r) => r[m] ?? 0)));

/** Recomputes every total of the business plan's tables from their lines (client totals are ignored). */
export function computeBusinessTotals(plan: BusinessPlan): BusinessPlan {
  const organisation = { ...plan.organisation, totalMonthlyWageFen: sum(plan.organisation.staff.map((s) => s.count * s.monthlyWageFen)) };
  const assetItems = plan.fixedAssets.items.map((i) => ({ ...i, amountFen: i.quantity * i.unitPriceFen }));
  const fixedAssets = { items: assetItems, totalFen: sum(assetItems.map((i) => i.amountFen)) };
  const workingCapital = { ...plan.workingCapital, totalFen: sum(plan.workingCapital.items.map((i) => i.monthlyFen)) * plan.workingCapital.months };
  const salesRows = plan.salesForecast.rows.map((r) => {
    const amountsFen = r.quantities.map((q) => q * r.unitPriceFen);
    return { ...r, amountsFen, totalFen: sum(amountsFen) };
  });
  const monthSales = monthly(salesRows.map((r) => r.amountsFen));
  const salesForecast = { rows: salesRows, monthTotalsFen: monthSales, totalFen: sum(monthSales) };
  const costs = plan.salesCost.costs.map((c) => ({ ...c, totalFen: sum(c.monthsFen) }));
  const monthCost = monthly(costs.map((c) => c.monthsFen));
  const monthProfit = monthSales.map((s, m) => s - monthCost[m]);
  const salesCost = { costs, monthCostTotalsFen: monthCost, monthProfitFen: monthProfit, totalCostFen: sum(monthCost), totalProfitFen: sum(monthProfit) };
  const inflows = plan.cashFlow.inflows.map((r) => ({ ...r, totalFen: sum(r.monthsFen) }));
  const outflows = plan.cashFlow.outflows.map((r) => ({ ...r, totalFen: sum(r.monthsFen) }));
  const monthIn = monthly(inflows.map((r) => r.monthsFen));
  const monthOut = monthly(outflows.map((r) => r.monthsFen));
  const closing: number[] = [];
  let balance = plan.cashFlow.openingFen;
  for (let m = 0; m < 12; m++) {
    balance += monthIn[m] - monthOut[m];
    closing.push(balance);
  }
  const cashFlow = { openingFen: plan.cashFlow.openingFen, inflows, outflows, monthInFen: monthIn, monthOutFen: monthOut, monthClosingFen: closing };
  return { ...plan, organisation, fixedAssets, workingCapital, salesForecast, salesCost, cashFlow };
}

function normalise(kind: PlanKind, raw: unknown): BusinessPlan | LivePlan {
  if (kind === 'business') return computeBusinessTotals(parse(businessPlanSchema, raw ?? {}));
  return parse(livePlanSchema, raw ?? {});
}

/** A stored plan: its state as the learner reads it (the times as the database gives them), and its id. */
type PlanRow = PlanState<unknown> & { id: number };

const PLAN_COLS = `id, content, revision, status, score, comment, updated_at as "updatedAt", submitted_at as "submittedAt", graded_at as "gradedAt"`;
const isoOrNull = (v: string | null) => (v ? new Date(v).toISOString() : null);

function state<T>(kind: PlanKind, row: PlanRow | undefined): PlanState<T> {
  if (!row) {
    return { content: normalise(kind, {}) as T, revision: 0, status: 'draft', score: null, comment: '', updatedAt: null, submittedAt: null, gradedAt: null };
  }
  return {
    content: row.content as T,
    revision: row.revision,
    status: row.status,
    score: row.score,
    comment: row.comment,
    updatedAt: isoOrNull(row.updatedAt),
    submittedAt: isoOrNull(row.submittedAt),
    gradedAt: isoOrNull(row.gradedAt),
  };
}

export async function getPlan<T>(db: Db, ctx: LearnerCtx, kind: PlanKind): Promise<PlanState<T>> {
  const [row] = await db.query<PlanRow>(`select ${PLAN_COLS} from learner_plans where kind = $1 and user_id = $2 and class_id = $3`, [
    kind,
    ctx.userId,
    ctx.classId,
  ]);
  return state<T>(kind, row);
}

/**
 * Autosave. baseRevision is the revision the client's edits started from: when it is the
 * current one the content becomes revision + 1 (and the previous ones stay in the version list);
 * a retry of a save already applied (same content, base one behind) answers the saved state;
 * anything else is a conflict (409) so that nothing silently overwrites newer work.
 */
export async function savePlan<T>(db: Db, ctx: LearnerCtx, kind: PlanKind, baseRevision: number, raw: unknown): Promise<PlanState<T>> {
  const content = normalise(kind, raw);
  const json = JSON.stringify(content);
  return db.tx(async (q) => {
    await q.query(`insert into learner_plans (kind, user_id, class_id, content, revision) values ($1, $2, $3, '{}', 0) on conflict do nothing`, [
      kind,
      ctx.userId,
      ctx.classId,
    ]);
    const [row] = await q.query<PlanRow & { same: boolean }>(
      `select ${PLAN_COLS}, content = $4::jsonb as same from learner_plans where kind = $1 and user_id = $2 and class_id = $3 for update`,
      [kind, ctx.userId, ctx.classId, json],
    );
    if (row.status !== 'draft') throw badRequest(kind === 'business' ? '创业计划书已提交，不能再修改' : '计划已提交，不能再修改');
    if (baseRevision === row.revision - 1 && row.same) return state<T>(kind, row);
    if (baseRevision !== row.revision) throw new AppError(409, '内容已在其他设备或页面更新，请刷新后再编辑');
    const [saved] = await q.query<PlanRow>(
      `update learner_plans set content = $2::jsonb, revision = revision + 1, updated_at = now() where id = $1 returning ${PLAN_COLS}`,
      [row.id, json],
    );
    await q.query('insert into learner_plan_versions (plan_id, revision, content) values ($1, $2, $3::jsonb)', [row.id, saved.revision, json]);
    await q.query('delete from learner_plan_versions where plan_id = $1 and revision <= $2', [row.id, saved.revision - KEEP_VERSIONS]);
    return state<T>(kind, saved);
  });
}

export async function listVersions(db: Db, ctx: LearnerCtx, kind: PlanKind) {
  const rows = await db.query<{ revision: number; savedAt: string }>(
    `select v.revision, v.saved_at as "savedAt" from learner_plan_versions v join learner_plans p on p.id = v.plan_id
      where p.kind = $1 and p.user_id = $2 and p.class_id = $3 order by v.revision desc`,
    [kind, ctx.userId, ctx.classId],
  );
  return rows.map((r) => ({ revision: r.revision, savedAt: new Date(r.savedAt).toISOString() }));
}

export async function getVersion(db: Db, ctx: LearnerCtx, kind: PlanKind, revision: number) {
  const [row] = await db.query<{ revision: number; content: unknown; savedAt: string }>(
    `select v.revision, v.content, v.saved_at as "savedAt" from learner_plan_versions v join learner_plans p on p.id = v.plan_id
      where p.kind = $1 and p.user_id = $2 and p.class_id = $3 and v.revision = $4`,
    [kind, ctx.userId, ctx.classId, revision],
  );
  if (!row) throw notFound('该版本不存在');
  return { ...row, savedAt: new Date(row.savedAt).toISOString() };
}

/** Submits the business plan for the teacher's grade; submitting again answers the same state. */
export async function submitBusinessPlan(db: Db, ctx: LearnerCtx): Promise<PlanState<BusinessPlan>> {
  return db.tx(async (q) => {
    const [row] = await q.query<PlanRow>(`select ${PLAN_COLS} from learner_plans where kind = 'business' and user_id = $1 and class_id = $2 for update`, [
      ctx.userId,
      ctx.classId,
    ]);
    if (!row || row.revision === 0) throw badRequest('请先填写并保存创业计划书');
    if (row.status !== 'draft') return state<BusinessPlan>('business', row);
    const plan = row.content as BusinessPlan;
    if (!plan.overview?.name?.trim()) throw badRequest('请填写企业名称');
    const [saved] = await q.query<PlanRow>(`update learner_plans set status = 'submitted', submitted_at = now() where id = $1 returning ${PLAN_COLS}`, [
      row.id,
    ]);
    return state<BusinessPlan>('business', saved);
  });
}

/**
 * The teacher's grade (for the back-office's use; a teacher of the plan's class only).
 * Answers false when the plan is not theirs to grade or not submitted.
 */
export async function gradeBusinessPlan(db: Db, teacherId: number, planId: number, score: number, comment: string): Promise<boolean> {
  const rows = await db.query(
    `update learner_plans p set status = 'graded', score = $3, comment = $4, graded_by = $2, graded_at = now()
      where p.id = $1 and p.kind = 'business' and p.status in ('submitted', 'graded')
        and exists (select 1 from class_teachers ct where ct.class_id = p.class_id and ct.teacher_id = $2)
      returning p.id`,
    [planId, teacherId, score, comment],
  );
  return rows.length > 0;
}
