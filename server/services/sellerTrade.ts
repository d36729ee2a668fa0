import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';
import { afterSaleDetail, orderDetail } from './orders.ts';
import { shipOrder } from './orderActions.ts';
import { balanceOf, move } from './wallet.ts';
import type { FreightTemplateRow } from './freight.ts';
import type {
  BatchShipResult,
  BondInfo,
  Customer,
  FreightTemplateFull,
  FreightTemplateInput,
  GuaranteeItem,
  MarketingSummary,
  PlatformActivity,
} from '../../src/api/contract/sellerTrade.ts';
import { PROVINCES } from '../../src/api/contract/sellerTrade.ts';

/**
 * The seller centre's orders, service and marketing rules that are not list/form resources
 * (docs/seller-centre.md "Orders, service and marketing"). Every function takes the caller's own
 * shop (or owner) and answers 404 for anything of another shop.
 */

// ---- orders ------------------------------------------------------------------------------------

/** Ships several orders, each in its own transaction: one that cannot ship does not stop the others. */
export async function batchShip(db: Db, ownerId: number, items: { orderId: number; carrier: string; trackingNo: string }[]): Promise<BatchShipResult[]> {
  const out: BatchShipResult[] = [];
  for (const it of items) {
    try {
      await shipOrder(db, ownerId, it.orderId, it.carrier, it.trackingNo);
      out.push({ orderId: it.orderId, ok: true, msg: '发货成功' });
    } catch (e) {
      out.push({ orderId: it.orderId, ok: false, msg: e instanceof Error ? e.message : '发货失败' });
    }
  }
  return out;
}

/** The orders of a packing list (each must be the caller's shop's: 404 otherwise). */
export async function packingList(q: Queryable, ownerId: number, orderIds: number[]) {
  const [shop] = await q.query<{ name: string }>('select name from shops where owner_id = $1', [ownerId]);
  const orders = [];
  for (const id of orderIds) orders.push(await orderDetail(q, id, 'seller', ownerId));
  return { shopName: shop?.name ?? '', orders };
}

/** An after-sale case with its order, for /seller/afterSalesDetail. */
export async function sellerAfterSale(q: Queryable, ownerId: number, id: number) {
  const a = await afterSaleDetail(q, id, 'seller', ownerId);
  const [r] = await q.query<{ restocked: { lineId: number; skuId: number; quantity: number }[] }>('select restocked from after_sales where id = $1', [id]);
  return { ...a, restocked: r?.restocked ?? [], order: await orderDetail(q, a.orderId, 'seller', ownerId) };
}

// ---- freight templates -------------------------------------------------------------------------

export async function freightTemplate(q: Queryable, shopId: number, id: number): Promise<FreightTemplateFull> {
  const [t] = await q.query<FreightTemplateRow & { is_default: boolean; products: number }>(
    `select ft.*, (select count(*)::int from products p where p.freight_template_id = ft.id) as products
       from freight_templates ft where ft.id = $1 and ft.shop_id = $2`,
    [id, shopId],
  );
  if (!t) throw notFound('运费模板不存在');
  const rules = await q.query<{ province: string; first_units: number; first_fee: number; extra_units: number; extra_fee: number }>(
    'select province, first_units, first_fee, extra_units, extra_fee from freight_rules where template_id = $1 order by id',
    [id],
  );
  return {
    id: t.id,
    name: t.name,
    firstUnits: t.first_units,
    firstFee: t.first_fee,
    extraUnits: t.extra_units,
    extraFee: t.extra_fee,
    freeOver: t.free_over,
    isDefault: t.is_default,
    productCount: t.products,
    rules: rules.map((r) => ({ province: r.province, firstUnits: r.first_units, firstFee: r.first_fee, extraUnits: r.extra_units, extraFee: r.extra_fee })),
  };
}

/** Creates (no id) or replaces a template with its province rules; the default one is what the checkout uses. */
export async function saveFreightTemplate(db: Db, shopId: number, input: FreightTemplateInput): Promise<{ id: number }> {
  return db.tx(async (q) => {
    const provinces = new Set<string>();
    for (const r of input.rules) {
      if (!(PROVINCES as readonly string[]).includes(r.province)) throw badRequest(`地区「${r.province}」有误`);
      if (provinces.has(r.province)) throw badRequest(`地区「${r.province}」重复设置`);
      provinces.add(r.province);
    }
    const [{ n }] = (await q.query<{ n: number }>('select count(*)::int as n from freight_templates where shop_id = $1', [shopId])) as [{ n: number }];
    let id = input.id;
    const values = [input.name, input.firstUnits, input.firstFee, input.extraUnits, input.extraFee, input.freeOver];
    if (id) {
      const [row] = await q.query<{ id: number }>(
        `update freight_templates set name = $3, first_units = $4, first_fee = $5, extra_units = $6, extra_fee = $7, free_over = $8
        where id = $1 and shop_id = $2 returning id`,
        [id, shopId, ...values],
      );
      if (!row) throw notFound('运费模板不存在');
    } else {
      if (n >= 20) throw badRequest('运费模板最多20个');
      const [row] = await q.query<{ id: number }>(
        `insert into freight_templates (shop_id, name, first_units, first_fee, extra_units, extra_fee, free_over, is_default)
       values ($1, $2, $3, $4, $5, $6, $7, false) returning id`,
        [shopId, ...values],
      );
      id = row!.id;
    }
    await q.query('delete from freight_rules where template_id = $1', [id]);
    for (const r of input.rules)
      await q.query('insert into freight_rules (template_id, province, first_units, first_fee, extra_units, extra_fee) values ($1, $2, $3, $4, $5, $6)', [
        id,
        r.province,
        r.firstUnits,
        r.firstFee,
        r.extraUnits,
        r.extraFee,
      ]);
    // a shop always has exactly one default template (the first one made, or the one asked for)
    if (input.isDefault || n === 0) await q.query('update freight_templates set is_default = (id = $1) where shop_id = $2', [id, shopId]);
    return { id: id! };
  });
}

// ---- customers ---------------------------------------------------------------------------------

/** Buyers who ordered from or asked the shop: orders, coins spent (paid, less refunds), questions. */
export async function customers(q: Queryable, shopId: number, keyword: string | undefined, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{
    buyer_id: number;
    name: string;
    orders: number;
    spent: number;
    last_at: Date | null;
    consults: number;
  }>(
    q,
    `select x.*, count(*) over ()::int as total from (
       select u.id as buyer_id, coalesce(nullif(u.real_name, ''), u.username) as name,
              count(o.id)::int as orders,
              coalesce(sum(o.pay_fen - o.refunded_fen) filter (where o.paid_at is not null), 0)::int as spent,
              max(o.created_at) as last_at,
              (select count(*)::int from consult_messages m join consult_threads t on t.id = m.thread_id where t.shop_id = $1 and t.buyer_id = u.id and m.sender = 'buyer') as consults
         from users u left join orders o on o.buyer_id = u.id and o.shop_id = $1
        where (exists (select 1 from orders o2 where o2.buyer_id = u.id and o2.shop_id = $1) or exists (select 1 from consult_threads t where t.buyer_id = u.id and t.shop_id = $1))
          and ($2::text is null or u.username ilike $2 or u.real_name ilike $2)
        group by u.id) x
      order by x.spent desc, x.buyer_id`,
    [shopId, keyword ? `%${keyword.replace(/[\\%_]/g, (m) => `\\${m}`)}%` : null],
    pageNum,
    pageSize,
  );
  const list: Customer[] = rows.map((r) => ({
    buyerId: r.buyer_id,
    name: r.name,
    orderCount: r.orders,
    spentFen: r.spent,
    lastOrderAt: r.last_at ? new Date(r.last_at).toISOString() : null,
    consults: r.consults,
  }));
  return pageOf(list, total, pageNum, pageSize);
}

// ---- bond (保证金) ------------------------------------------------------------------------------

const openComplaints = async (q: Queryable, shopId: number) =>
  // open until the platform has decided (its ruling in /manage/complaintManage; the shop's own reply does not close it)
  (
    await q.query<{ n: number }>(
      `select count(*)::int as n from complaints where shop_id = $1 and kind = 'complaint' and decided_at is null and ruling = 'pending'`,
      [shopId],
    )
  )[0]!.n;

export async function bondInfo(q: Queryable, shopId: number, ownerId: number): Promise<BondInfo> {
  const [s] = await q.query<{ bond_fen: number }>('select bond_fen from shops where id = $1', [shopId]);
  const history = await q.query<{ id: number; delta: number; reason: string; created_at: Date }>(
    `select id, delta, reason, created_at from wallet_ledger where user_id = $1 and reason in ('bond', 'bond_refund') order by id desc limit 50`,
    [ownerId],
  );
  return {
    bondFen: s!.bond_fen,
    balanceFen: await balanceOf(q, ownerId),
    openComplaints: await openComplaints(q, shopId),
    // the ledger's delta is the wallet's: paying a bond is −, the bond grows by as much
    history: history.map((h) => ({ id: h.id, deltaFen: -h.delta, reason: h.reason, createdAt: new Date(h.created_at).toISOString() })),
  };
}

/** Pays coins into the bond. */
export async function payBond(db: Db, shopId: number, ownerId: number, amountFen: number): Promise<BondInfo> {
  return db.tx(async (q) => {
    await q.query('select id from shops where id = $1 for update', [shopId]);
    await move(q, ownerId, -amountFen, 'bond', `shop:${shopId}`, null, '金币余额不足，无法缴纳保证金');
    await q.query('update shops set bond_fen = bond_fen + $2 where id = $1', [shopId, amountFen]);
    return bondInfo(q, shopId, ownerId);
  });
}

/** Takes coins back out of the bond; refused while a complaint against the shop is open. */
export async function withdrawBond(db: Db, shopId: number, ownerId: number, amountFen: number): Promise<BondInfo> {
  return db.tx(async (q) => {
    const [s] = await q.query<{ bond_fen: number }>('select bond_fen from shops where id = $1 for update', [shopId]);
    if (await openComplaints(q, shopId)) throw badRequest('有未处理完的投诉，暂不能退还保证金');
    if (amountFen > s!.bond_fen) throw badRequest('退还金额不能超过已缴保证金');
    const signed = await q.query<{ title: string }>(
      `select a.title from activity_signups su join platform_activities a on a.id = su.activity_id
      where su.shop_id = $1 and su.status = 'signed' and a.ends_at > now() and a.bond_fen > $2 order by a.bond_fen desc limit 1`,
      [shopId, s!.bond_fen - amountFen],
    );
    if (signed[0]) throw badRequest(`已报名的活动「${signed[0].title}」需要保证金，请先取消报名`);
    await q.query('update shops set bond_fen = bond_fen - $2 where id = $1', [shopId, amountFen]);
    await move(q, ownerId, amountFen, 'bond_refund', `shop:${shopId}`);
    return bondInfo(q, shopId, ownerId);
  });
}

// ---- platform activities -----------------------------------------------------------------------

export async function activities(q: Queryable, shopId: number): Promise<PlatformActivity[]> {
  const rows = await q.query<{
    id: number;
    title: string;
    intro: string;
    bond_fen: number;
    starts_at: Date;
    ends_at: Date;
    status: string | null;
    product_ids: number[] | null;
    ended: boolean;
  }>(
    `select a.*, su.status, su.product_ids, a.ends_at <= now() as ended from platform_activities a
       left join activity_signups su on su.activity_id = a.id and su.shop_id = $1 order by a.ends_at <= now(), a.starts_at, a.id`,
    [shopId],
  );
  return rows.map((a) => ({
    id: a.id,
    title: a.title,
    intro: a.intro,
    bondFen: a.bond_fen,
    startsAt: new Date(a.starts_at).toISOString(),
    endsAt: new Date(a.ends_at).toISOString(),
    signed: a.status === 'signed',
    productIds: a.status === 'signed' ? (a.product_ids ?? []) : [],
    ended: a.ended,
  }));
}

/** Signs the shop up with some of its on-shelf products; needs the activity's bond. */
export async function signUp(db: Db, shopId: number, activityId: number, productIds: number[]) {
  return db.tx(async (q) => {
    const [a] = await q.query<{ bond_fen: number; ended: boolean }>('select bond_fen, ends_at <= now() as ended from platform_activities where id = $1', [
      activityId,
    ]);
    if (!a) throw notFound('活动不存在');
    if (a.ended) throw badRequest('活动已结束');
    const [s] = await q.query<{ bond_fen: number }>('select bond_fen from shops where id = $1', [shopId]);
    if (s!.bond_fen < a.bond_fen) throw badRequest(`报名该活动需缴纳保证金${(a.bond_fen / 100).toFixed(0)}金币`);
    const own = await q.query<{ id: number }>('select id from products where id = any($1::int[]) and shop_id = $2 and status = 1', [productIds, shopId]);
    if (own.length !== new Set(productIds).size) throw badRequest('只能报名本店在售的商品');
    await q.query(
      `insert into activity_signups (activity_id, shop_id, product_ids, status) values ($1, $2, $3::int[], 'signed')
       on conflict (activity_id, shop_id) do update set product_ids = $3::int[], status = 'signed', created_at = now()`,
      [activityId, shopId, [...new Set(productIds)]],
    );
    return true;
  });
}

export async function cancelSignUp(q: Queryable, shopId: number, activityId: number) {
  const rows = await q.query(`update activity_signups set status = 'cancelled' where activity_id = $1 and shop_id = $2 and status = 'signed' returning id`, [
    activityId,
    shopId,
  ]);
  if (!rows.length) throw notFound('报名记录不存在');
  return true;
}

// ---- guarantees (消费者保障) -----------------------------------------------------------------------

/** The promises a shop may make; some need a bond first. */
export const GUARANTEES = [
  { code: 'seven_day', title: '7天无理由退货', detail: '签收后7天内，商品完好可无理由退货', bondFen: 0 },
  { code: 'ship_48h', title: '48小时发货', detail: '付款后48小时内发货', bondFen: 0 },
  { code: 'fast_refund', title: '极速退款', detail: '未发货订单申请退款，立即到账', bondFen: 0 },
  { code: 'freight_insurance', title: '退货运费险', detail: '退货产生的运费由店铺承担', bondFen: 10000 },
  { code: 'genuine', title: '正品保障', detail: '假一赔十，由保证金先行赔付', bondFen: 50000 },
] as const;

export async function guarantees(q: Queryable, shopId: number): Promise<GuaranteeItem[]> {
  const rows = await q.query<{ code: string; enabled: boolean }>('select code, enabled from shop_guarantees where shop_id = $1', [shopId]);
  return GUARANTEES.map((g) => ({ ...g, enabled: rows.some((r) => r.code === g.code && r.enabled) }));
}

export async function setGuarantee(q: Queryable, shopId: number, code: string, on: boolean): Promise<GuaranteeItem[]> {
  const g = GUARANTEES.find((x) => x.code === code);
  if (!g) throw badRequest('保障项目有误');
  if (on && g.bondFen > 0) {
    const [s] = await q.query<{ bond_fen: number }>('select bond_fen from shops where id = $1', [shopId]);
    if (s!.bond_fen < g.bondFen) throw badRequest(`开通「${g.title}」需缴纳保证金${g.bondFen / 100}金币`);
  }
  await q.query(
    `insert into shop_guarantees (shop_id, code, title, detail, enabled) values ($1, $2, $3, $4, $5)
       on conflict (shop_id, code) do update set enabled = $5`,
    [shopId, g.code, g.title, g.detail, on],
  );
  return guarantees(q, shopId);
}

// ---- the marketing hub -------------------------------------------------------------------------

export async function marketingSummary(q: Queryable, shopId: number): Promise<MarketingSummary> {
  const [r] = await q.query<MarketingSummary>(
    `select
       (select count(*)::int from promotions where shop_id = $1 and kind = 'mj' and status = 1 and ends_at > now()) as mj,
       (select count(*)::int from promotions where shop_id = $1 and kind = 'yhq' and status = 1 and ends_at > now()) as yhq,
       (select count(*)::int from promotions where shop_id = $1 and kind = 'hb' and status = 1 and ends_at > now()) as hb,
       (select count(*)::int from promotions where shop_id = $1 and kind = 'tj' and status = 1 and ends_at > now()) as tj,
       (select count(*)::int from live_sessions where shop_id = $1 and ends_at > now()) as live,
       (select count(*)::int from train_keywords where shop_id = $1 and enabled) as keywords,
       (select count(*)::int from activity_signups where shop_id = $1 and status = 'signed') as activities,
       (select bond_fen from shops where id = $1) as "bondFen"`,
    [shopId],
  );
  return r!;
}
