import type { Queryable } from '../db/client.ts';

/** A shop's freight template: first `firstUnits` units cost `firstFee`, each further `extraUnits` started cost `extraFee` (fen). */
export interface FreightRule {
  firstUnits: number;
  firstFee: number;
  extraUnits: number;
  extraFee: number;
}
export interface FreightTemplate extends FreightRule {
  id: number;
  name: string;
  /** goods amount (fen, after discounts) from which freight is free; null: never */
  freeOver: number | null;
  /** per-province overrides, keyed by the 省 name as addresses store it */
  provinces: Record<string, FreightRule>;
}

export function ruleFee(rule: FreightRule, units: number): number {
  if (units <= 0) return 0;
  if (units <= rule.firstUnits) return rule.firstFee;
  return rule.firstFee + Math.ceil((units - rule.firstUnits) / rule.extraUnits) * rule.extraFee;
}

/** Freight of one shop's part of an order, in fen. No template: free. No province yet: the default rule. */
export function computeFreight(template: FreightTemplate | null, province: string | null, units: number, goodsFen: number): number {
  if (!template || units <= 0) return 0;
  if (template.freeOver !== null && goodsFen >= template.freeOver) return 0;
  const rule = (province && template.provinces[province]) || template;
  return ruleFee(rule, units);
}

/** A `freight_templates` row's charging columns. */
export interface FreightTemplateRow {
  id: number;
  name: string;
  first_units: number;
  first_fee: number;
  extra_units: number;
  extra_fee: number;
  free_over: number | null;
}

/** The default template of each of the given shops. */
export async function loadTemplates(q: Queryable, shopIds: number[]): Promise<Map<number, FreightTemplate>> {
  const out = new Map<number, FreightTemplate>();
  if (!shopIds.length) return out;
  const rows = await q.query<FreightTemplateRow & { shop_id: number }>(
    'select * from freight_templates where shop_id = any($1::int[]) and is_default order by id',
    [shopIds],
  );
  for (const r of rows) {
    if (out.has(r.shop_id)) continue;
    out.set(r.shop_id, {
      id: r.id,
      name: r.name,
      firstUnits: r.first_units,
      firstFee: r.first_fee,
      extraUnits: r.extra_units,
      extraFee: r.extra_fee,
      freeOver: r.free_over,
      provinces: {},
    });
  }
  const ids = [...out.values()].map((t) => t.id);
  if (ids.length) {
    const rules = await q.query<{ template_id: number; province: string; first_units: number; first_fee: number; extra_units: number; extra_fee: number }>(
      'select * from freight_rules where template_id = any($1::int[])',
      [ids],
    );
    const byId = new Map([...out.values()].map((t) => [t.id, t]));
    for (const r of rules)
      byId.get(r.template_id)!.provinces[r.province] = { firstUnits: r.first_units, firstFee: r.first_fee, extraUnits: r.extra_units, extraFee: r.extra_fee };
  }
  return out;
}
