import { describe, expect, it } from 'vitest';
import { closingBalances, emptyBusinessPlan, normalisePlan, planTotals } from '../../src/features/learner/planTotals.ts';
import { computeBusinessTotals } from '../../server/services/learner/plans.ts';
import type { BusinessPlan } from '../../src/api/contract/learner.ts';

const m12 = (f: (m: number) => number) => Array.from({ length: 12 }, (_, m) => f(m));

function samplePlan(): BusinessPlan {
  const p = emptyBusinessPlan();
  p.overview = { name: '小丽烘焙坊' };
  p.organisation.staff = [
    { role: '店长', count: 1, monthlyWageFen: 500000 },
    { role: '烘焙师', count: 2, monthlyWageFen: 420050 },
  ];
  p.fixedAssets.items = [
    { name: '烤箱', quantity: 2, unitPriceFen: 1299900 },
    { name: '冷柜', quantity: 1, unitPriceFen: 350000 },
  ];
  p.workingCapital = {
    items: [
      { name: '原料', monthlyFen: 800000 },
      { name: '房租', monthlyFen: 600000 },
    ],
    months: 3,
  };
  p.salesForecast.rows = [
    { product: '面包', unitPriceFen: 850, quantities: m12((m) => 1000 + m * 50) },
    { product: '蛋糕', unitPriceFen: 12800, quantities: m12((m) => (m === 11 ? 200 : 60)) },
  ];
  p.salesCost.costs = [
    { name: '原料', monthsFen: m12(() => 800000) },
    { name: '工资', monthsFen: m12(() => 1340100) },
  ];
  p.cashFlow = {
    openingFen: 5000000,
    inflows: [{ name: '销售收入', monthsFen: m12((m) => 1600000 + m * 10000) }],
    outflows: [
      { name: '支出', monthsFen: m12(() => 2140100) },
      { name: '还款', monthsFen: m12((m) => (m % 3 === 0 ? 300000 : 0)) },
    ],
  };
  return p;
}

describe('business plan totals', () => {
  it('computes wages, assets, working capital, sales, costs, profit and cash on screen', () => {
    const t = planTotals(samplePlan());
    expect(t.organisation.totalMonthlyWageFen).toBe(500000 + 2 * 420050);
    expect(t.fixedAssets.items.map((i) => i.amountFen)).toEqual([2599800, 350000]);
    expect(t.fixedAssets.totalFen).toBe(2949800);
    expect(t.workingCapital.totalFen).toBe((800000 + 600000) * 3);
    expect(t.salesForecast.rows[0]!.amountsFen![0]).toBe(1000 * 850);
    expect(t.salesForecast.monthTotalsFen![11]).toBe((1000 + 550) * 850 + 200 * 12800);
    const sales = t.salesForecast.monthTotalsFen!.reduce((a, b) => a + b, 0);
    expect(t.salesForecast.totalFen).toBe(sales);
    expect(t.salesCost.totalCostFen).toBe(12 * (800000 + 1340100));
    expect(t.salesCost.monthProfitFen![0]).toBe(t.salesForecast.monthTotalsFen![0]! - 2140100);
    expect(t.salesCost.totalProfitFen).toBe(sales - 12 * 2140100);
    expect(t.cashFlow.monthClosingFen![0]).toBe(5000000 + 1600000 - 2140100 - 300000);
    expect(t.cashFlow.monthClosingFen![11]).toBe(5000000 + 12 * 1600000 + 10000 * 66 - 12 * 2140100 - 4 * 300000);
  });

  it('agrees with the server on every figure', () => {
    expect(planTotals(samplePlan())).toEqual(computeBusinessTotals(samplePlan()));
    expect(planTotals(emptyBusinessPlan())).toEqual(computeBusinessTotals(emptyBusinessPlan()));
  });

  it('ignores stale totals typed or stored on the client', () => {
    const p = samplePlan();
    p.fixedAssets.totalFen = 1;
    p.salesForecast.totalFen = 2;
    p.cashFlow.monthClosingFen = m12(() => 3);
    const t = planTotals(p);
    expect(t.fixedAssets.totalFen).toBe(2949800);
    expect(t.salesForecast.totalFen).not.toBe(2);
    expect(t.cashFlow.monthClosingFen![0]).not.toBe(3);
  });

  it('carries the closing balance month to month, negative when spending outruns income', () => {
    expect(
      closingBalances(
        100,
        m12(() => 0),
        m12(() => 50),
      ).slice(0, 3),
    ).toEqual([50, 0, -50]);
  });

  it('fills sections missing from a stored plan', () => {
    const p = normalisePlan({ overview: { name: 'x' } } as Partial<BusinessPlan>);
    expect(p.overview.name).toBe('x');
    expect(p.salesForecast.rows).toEqual([]);
    expect(p.workingCapital.months).toBe(3);
    expect(planTotals(p).cashFlow.monthClosingFen).toEqual(m12(() => 0));
  });
});
