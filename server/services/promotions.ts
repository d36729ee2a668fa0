import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import type { PromotionKind } from '../../src/api/contract/shop.ts';

/**
 * Checkout discounts of one shop, all in integer fen, applied in this order:
 *  1. 天天特价 (tj): `amount` off each unit of its product (a unit never drops below 1 fen);
 *  2. 满减 (mj): the best rule whose threshold ≤ the goods amount after 特价;
 *  3. 优惠券 (yhq): one coupon whose threshold ≤ the goods amount after 特价;
 *  4. 红包 (hb): one red packet, no threshold.
 * Shop-wide discounts never exceed what is left to pay for goods; they are shared among the lines
 * in proportion to each line's amount after 特价 (largest remainder, so the shares add up exactly).
 */
export interface PriceLine {
  productId: number;
  unitPrice: number;
  quantity: number;
}
export interface TjRule {
  productId: number;
  amount: number;
}
export interface MjRule {
  threshold: number;
  amount: number;
  title: string;
}
export interface OwnedCoupon {
  couponId: number;
  kind: 'yhq' | 'hb';
  threshold: number;
  amount: number;
  title: string;
}

export interface ShopPricing {
  lines: { amount: number; tj: number; discount: number; pay: number }[];
  goods: number;
  discounts: { tj: number; mj: number; yhq: number; hb: number };
  discount: number;
  payGoods: number;
  mjTitle: string | null;
  coupons: (OwnedCoupon & { usable: boolean; applied: boolean })[];
}

/** Splits `total` over `weights` proportionally; the parts are integers and add up to `total`. */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const T = BigInt(total);
  const S = BigInt(sum);
  const parts = weights.map((w) => (T * BigInt(w)) / S);
  const rems = weights.map((w, i) => ({ i, r: (T * BigInt(w)) % S }));
  let left = Number(T - parts.reduce((a, b) => a + b, 0n));
  rems.sort((a, b) => (a.r === b.r ? a.i - b.i : a.r > b.r ? -1 : 1));
  for (const { i } of rems) {
    if (left <= 0) break;
    parts[i]! += 1n;
    left--;
  }
  return parts.map(Number);
}

/** chosen: undefined = apply the best coupon and red packet; else only these user_coupons ids. */
export function priceShop(lines: PriceLine[], tj: TjRule[], mj: MjRule[], coupons: OwnedCoupon[], chosen?: number[]): ShopPricing {
  const amounts = lines.map((l) => l.unitPrice * l.quantity);
  const tjs = lines.map((l) => {
    const best = Math.max(0, ...tj.filter((t) => t.productId === l.productId).map((t) => t.amount));
    const perUnit = Math.min(best, Math.max(0, l.unitPrice - 1));
    return perUnit * l.quantity;
  });
  const goods = amounts.reduce((a, b) => a + b, 0);
  const tjTotal = tjs.reduce((a, b) => a + b, 0);
  const base = goods - tjTotal;
  const mjBest = mj.filter((r) => r.threshold <= base).sort((a, b) => b.amount - a.amount)[0];
  let left = base;
  const mjAmount = Math.min(mjBest?.amount ?? 0, left);
  left -= mjAmount;
  const usable = (c: OwnedCoupon) => c.kind === 'hb' || c.threshold <= base;
  const pick = (kind: 'yhq' | 'hb') =>
    coupons
      .filter((c) => c.kind === kind && usable(c) && (!chosen || chosen.includes(c.couponId)))
      .sort((a, b) => b.amount - a.amount || a.couponId - b.couponId)[0];
  const yhq = pick('yhq');
  const yhqAmount = Math.min(yhq?.amount ?? 0, left);
  left -= yhqAmount;
  const hb = pick('hb');
  const hbAmount = Math.min(hb?.amount ?? 0, left);
  left -= hbAmount;
  const shares = allocate(
    mjAmount + yhqAmount + hbAmount,
    amounts.map((a, i) => a - tjs[i]!),
  );
  const out = lines.map((_, i) => {
    const discount = tjs[i]! + shares[i]!;
    return { amount: amounts[i]!, tj: tjs[i]!, discount, pay: amounts[i]! - discount };
  });
  const discounts = { tj: tjTotal, mj: mjAmount, yhq: yhqAmount, hb: hbAmount };
  const discount = tjTotal + mjAmount + yhqAmount + hbAmount;
  return {
    lines: out,
    goods,
    discounts,
    discount,
    payGoods: goods - discount,
    mjTitle: mjAmount > 0 ? mjBest!.title : null,
    coupons: coupons.map((c) => ({ ...c, usable: usable(c), applied: (c === yhq && yhqAmount > 0) || (c === hb && hbAmount > 0) })),
  };
}

export interface ShopPromotions {
  tj: TjRule[];
  mj: MjRule[];
}

export async function loadShopPromotions(q: Queryable, shopIds: number[]): Promise<Map<number, ShopPromotions>> {
  const out = new Map<number, ShopPromotions>(shopIds.map((id) => [id, { tj: [], mj: [] }]));
  if (!shopIds.length) return out;
  const rows = await q.query<{ shop_id: number; kind: string; threshold: number; amount: number; product_id: number | null; title: string }>(
    `select shop_id, kind, threshold, amount, product_id, title from promotions
      where shop_id = any($1::int[]) and kind in ('mj', 'tj') and status = 1 and starts_at <= app_now() and ends_at > app_now()`,
    [shopIds],
  );
  for (const r of rows) {
    const p = out.get(r.shop_id)!;
    if (r.kind === 'tj' && r.product_id) p.tj.push({ productId: r.product_id, amount: r.amount });
    if (r.kind === 'mj') p.mj.push({ threshold: r.threshold, amount: r.amount, title: r.title });
  }
  return out;
}

/** The caller's unused, current coupons and red packets, by shop. */
export async function loadOwnedCoupons(q: Queryable, userId: number, shopIds: number[]): Promise<Map<number, OwnedCoupon[]>> {
  const out = new Map<number, OwnedCoupon[]>(shopIds.map((id) => [id, []]));
  if (!shopIds.length) return out;
  const rows = await q.query<{ id: number; shop_id: number; kind: 'yhq' | 'hb'; threshold: number; amount: number; title: string }>(
    `select uc.id, p.shop_id, p.kind, p.threshold, p.amount, p.title from user_coupons uc join promotions p on p.id = uc.promotion_id
      where uc.user_id = $1 and uc.status = 'unused' and p.shop_id = any($2::int[]) and p.status = 1 and p.starts_at <= app_now() and p.ends_at > app_now()
      order by uc.id`,
    [userId, shopIds],
  );
  for (const r of rows) out.get(r.shop_id)!.push({ couponId: r.id, kind: r.kind, threshold: r.threshold, amount: r.amount, title: r.title });
  return out;
}

/** A `promotions` row as the shop's pages and its data read it. */
export interface PromotionRow {
  id: number;
  kind: PromotionKind;
  title: string;
  threshold: number;
  amount: number;
  product_id: number | null;
  total: number;
  claimed: number;
}

/** A shop's active promotions as the product page and shop home show them. */
export async function listShopPromotions(q: Queryable, shopId: number, userId: number | null, productId?: number) {
  const rows = await q.query<PromotionRow & { mine: boolean }>(
    `select p.id, p.kind, p.title, p.threshold, p.amount, p.product_id, p.total, p.claimed,
            (select count(*) from user_coupons uc where uc.promotion_id = p.id and uc.user_id = $2) >= p.per_user as mine
       from promotions p
      where p.shop_id = $1 and p.status = 1 and p.starts_at <= app_now() and p.ends_at > app_now()
        and (p.kind <> 'tj' or $3::int is null or p.product_id = $3)
      order by p.kind, p.threshold, p.id`,
    [shopId, userId ?? 0, productId ?? null],
  );
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    title: r.title,
    thresholdFen: r.threshold,
    amountFen: r.amount,
    productId: r.product_id,
    remaining: r.kind === 'yhq' || r.kind === 'hb' ? Math.max(0, r.total - r.claimed) : 0,
    claimed: r.mine,
  }));
}

/** Claims one coupon or red packet (once per user; never more than the total). */
export async function claimCoupon(q: Queryable, userId: number, promotionId: number) {
  const promo = await q.query<{ kind: string; per_user: number }>(
    'select kind, per_user from promotions where id = $1 and status = 1 and starts_at <= app_now() and ends_at > app_now()',
    [promotionId],
  );
  if (!promo[0]) throw notFound('优惠券不存在或已结束');
  if (promo[0].kind !== 'yhq' && promo[0].kind !== 'hb') throw badRequest('该活动无需领取');
  // the per-user limit (1 unless the seller set more); the user's claims are serialised by the row lock below
  await q.query('select id from promotions where id = $1 for update', [promotionId]);
  const [mine] = await q.query<{ n: number }>('select count(*)::int as n from user_coupons where user_id = $1 and promotion_id = $2', [userId, promotionId]);
  if ((mine?.n ?? 0) >= promo[0].per_user) throw badRequest(promo[0].per_user === 1 ? '您已领取过该优惠券' : `每人限领${promo[0].per_user}张`);
  const taken = await q.query('update promotions set claimed = claimed + 1 where id = $1 and claimed < total returning id', [promotionId]);
  if (!taken.length) throw badRequest('优惠券已领完');
  const [row] = await q.query<{ id: number }>('insert into user_coupons (user_id, promotion_id) values ($1, $2) returning id', [userId, promotionId]);
  return { couponId: row!.id };
}

/** A buyer's 领取 of a coupon or red packet (claimCoupon), in its own transaction. */
export function takeCoupon(db: Db, userId: number, promotionId: number) {
  return db.tx((q) => claimCoupon(q, userId, promotionId));
}

export async function listMyCoupons(q: Queryable, userId: number) {
  const rows = await q.query<{
    id: number;
    status: string;
    kind: string;
    title: string;
    threshold: number;
    amount: number;
    shop_id: number;
    shop_name: string;
    ends_at: string;
    order_id: number | null;
  }>(
    `select uc.id, uc.status, p.kind, p.title, p.threshold, p.amount, p.shop_id, s.name as shop_name, p.ends_at, uc.order_id
       from user_coupons uc join promotions p on p.id = uc.promotion_id join shops s on s.id = p.shop_id
      where uc.user_id = $1 order by uc.status desc, uc.id desc`,
    [userId],
  );
  return rows.map((r) => ({
    couponId: r.id,
    status: r.status,
    kind: r.kind,
    title: r.title,
    thresholdFen: r.threshold,
    amountFen: r.amount,
    shopId: r.shop_id,
    shopName: r.shop_name,
    endsAt: r.ends_at,
    orderId: r.order_id,
  }));
}
