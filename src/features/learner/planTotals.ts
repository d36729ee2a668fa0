import type { BusinessPlan } from '../../api/contract/learner.ts';

/**
 * Totals of the business plan's tables, computed on screen as the learner types. The server
 * recomputes the same figures on every save (server/services/learner/plans.ts computeBusinessTotals)
 * and ignores the client's; a unit test checks both agree. Amounts are integer fen.
 */
export const sum = (xs: readonly number[]) => xs.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0);
export const monthly = (rows: readonly (readonly number[])[]) => Array.from({ length: 12 }, (_, m) => sum(rows.map((r) => r[m] ?? 0)));
export const zeros12 = () => Array.from({ length: 12 }, () => 0);

export const wageTotal = (staff: BusinessPlan['organisation']['staff']) => sum(staff.map((s) => s.count * s.monthlyWageFen));
export const assetAmount = (i: { quantity: number; unitPriceFen: number }) => i.quantity * i.unitPriceFen;
export const workingCapitalTotal = (w: BusinessPlan['workingCapital']) => sum(w.items.map((i) => i.monthlyFen)) * w.months;
export const rowAmounts = (r: { unitPriceFen: number; quantities: number[] }) => r.quantities.map((q) => q * r.unitPriceFen);

/** Cash balance at the end of each month: opening + inflows − outflows, carried over. */
export function closingBalances(openingFen: number, monthIn: readonly number[], monthOut: readonly number[]): number[] {
  const out: number[] = [];
  let balance = openingFen;
  for (let m = 0; m < 12; m++) {
    balance += (monthIn[m] ?? 0) - (monthOut[m] ?? 0);
    out.push(balance);
  }
  return out;
}

/** Every total of the plan, filled in from its lines. */
export function planTotals(plan: BusinessPlan): BusinessPlan {
  const organisation = { ...plan.organisation, totalMonthlyWageFen: wageTotal(plan.organisation.staff) };
  const items = plan.fixedAssets.items.map((i) => ({ ...i, amountFen: assetAmount(i) }));
  const fixedAssets = { items, totalFen: sum(items.map((i) => i.amountFen)) };
  const workingCapital = { ...plan.workingCapital, totalFen: workingCapitalTotal(plan.workingCapital) };
  const rows = plan.salesForecast.rows.map((r) => {
    const amountsFen = rowAmounts(r);
    return { ...r, amountsFen, totalFen: sum(amountsFen) };
  });
  const monthSales = monthly(rows.map((r) => r.amountsFen));
  const salesForecast = { rows, monthTotalsFen: monthSales, totalFen: sum(monthSales) };
  const costs = plan.salesCost.costs.map((c) => ({ ...c, totalFen: sum(c.monthsFen) }));
  const monthCost = monthly(costs.map((c) => c.monthsFen));
  const monthProfit = monthSales.map((s, m) => s - monthCost[m]!);
  const salesCost = { costs, monthCostTotalsFen: monthCost, monthProfitFen: monthProfit, totalCostFen: sum(monthCost), totalProfitFen: sum(monthProfit) };
  const inflows = plan.cashFlow.inflows.map((r) => ({ ...r, totalFen: sum(r.monthsFen) }));
  const outflows = plan.cashFlow.outflows.map((r) => ({ ...r, totalFen: sum(r.monthsFen) }));
  const monthIn = monthly(inflows.map((r) => r.monthsFen));
  const monthOut = monthly(outflows.map((r) => r.monthsFen));
  const cashFlow = {
    openingFen: plan.cashFlow.openingFen,
    inflows,
    outflows,
    monthInFen: monthIn,
    monthOutFen: monthOut,
    monthClosingFen: closingBalances(plan.cashFlow.openingFen, monthIn, monthOut),
  };
  return { ...plan, organisation, fixedAssets, workingCapital, salesForecast, salesCost, cashFlow };
}

/** A new, empty plan (the shape the server answers for revision 0). */
export function emptyBusinessPlan(): BusinessPlan {
  return {
    overview: {},
    owner: {},
    market: {},
    marketing: {},
    organisation: { staff: [] },
    fixedAssets: { items: [] },
    workingCapital: { items: [], months: 3 },
    salesForecast: { rows: [] },
    salesCost: { costs: [] },
    cashFlow: { openingFen: 0, inflows: [], outflows: [] },
  };
}

/** Fills sections missing from a stored plan so the editor never meets undefined. */
export function normalisePlan(raw: Partial<BusinessPlan> | null | undefined): BusinessPlan {
  const e = emptyBusinessPlan();
  const p = raw ?? {};
  return {
    overview: { ...p.overview },
    owner: { ...p.owner },
    market: { ...p.market },
    marketing: { ...p.marketing },
    organisation: { ...e.organisation, ...p.organisation, staff: p.organisation?.staff ?? [] },
    fixedAssets: { ...e.fixedAssets, ...p.fixedAssets, items: p.fixedAssets?.items ?? [] },
    workingCapital: { ...e.workingCapital, ...p.workingCapital, items: p.workingCapital?.items ?? [], months: p.workingCapital?.months ?? 3 },
    salesForecast: { ...e.salesForecast, ...p.salesForecast, rows: p.salesForecast?.rows ?? [] },
    salesCost: { ...e.salesCost, ...p.salesCost, costs: p.salesCost?.costs ?? [] },
    cashFlow: { ...e.cashFlow, ...p.cashFlow, inflows: p.cashFlow?.inflows ?? [], outflows: p.cashFlow?.outflows ?? [] },
  };
}
