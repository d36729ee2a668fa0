import { CHINA_TODAY } from '../db/chinaDay.ts';
import { badRequest } from '../errors.ts';
import {
  freightTemplateResource,
  hbPromotionResource,
  liveSessionResource,
  mjPromotionResource,
  quickReplyResource,
  shopProductPickResource,
  tjPromotionResource,
  trainKeywordResource,
  yhqPromotionResource,
} from '../../src/api/contract/resources/sellerMarketing.ts';
import type { ResourceDecl } from '../../src/api/contract/resource/types.ts';
import { callerShop, onTable, shopOwned, type Binding, type WriteCtx } from './binding.ts';

/** One promotion kind of the `promotions` table; the checkout reads these rows as they are. */
function promotionBinding(resource: ResourceDecl, kind: 'mj' | 'yhq' | 'hb' | 'tj'): Binding {
  return {
    resource,
    ...onTable('promotions', 'pr'),
    where: `pr.kind = '${kind}'`,
    columns: {
      used: `(select count(*)::int from user_coupons uc where uc.promotion_id = pr.id and uc.status = 'used')`,
    },
    labels: { productId: '(select p.title from products p where p.id = pr.product_id)' },
    scope: { shop: 'pr.shop_id' },
    owned: async ({ q, caller }) => ({ shop_id: await callerShop(q, caller), kind, starts_at: new Date().toISOString() }),
    check: async ({ input, op, row }) => {
      if (op === 'delete') return;
      const threshold = (input.threshold ?? row?.threshold ?? 0) as number;
      const amount = (input.amount ?? row?.amount ?? 0) as number;
      if ((kind === 'mj' || kind === 'yhq') && threshold > 0 && amount > threshold)
        throw badRequest(kind === 'mj' ? '减免金额不能大于满减门槛' : '面额不能大于使用门槛');
      if (op === 'update' && row && typeof input.total === 'number' && input.total < ((row.claimed as number) ?? 0))
        throw badRequest('发放总量不能少于已领取数量');
    },
  };
}

export const mjPromotionBinding = promotionBinding(mjPromotionResource, 'mj');
export const yhqPromotionBinding = promotionBinding(yhqPromotionResource, 'yhq');
export const hbPromotionBinding = promotionBinding(hbPromotionResource, 'hb');
export const tjPromotionBinding = promotionBinding(tjPromotionResource, 'tj');

export const shopProductPickBinding: Binding = {
  resource: shopProductPickResource,
  ...onTable('products', 'p'),
  scope: { shop: 'p.shop_id' },
};

export const trainKeywordBinding: Binding = {
  resource: trainKeywordResource,
  ...onTable('train_keywords', 'tk'),
  columns: {
    clicksToday: `(select count(*)::int from train_clicks c where c.keyword_id = tk.id and c.day = ${CHINA_TODAY} and c.cost > 0)`,
    spentToday: `(select coalesce(sum(c.cost), 0)::int from train_clicks c where c.keyword_id = tk.id and c.day = ${CHINA_TODAY})`,
  },
  labels: { productId: '(select p.title from products p where p.id = tk.product_id)' },
  encode: { keyword: (v) => String(v).trim().toLowerCase() },
  scope: { shop: 'tk.shop_id' },
  owned: async ({ q, caller }) => {
    const shopId = await callerShop(q, caller);
    await q.query('insert into train_plans (shop_id) values ($1) on conflict do nothing', [shopId]);
    return { shop_id: shopId };
  },
};

export const quickReplyBinding: Binding = {
  resource: quickReplyResource,
  ...onTable('quick_replies', 'qr'),
  scope: { shop: 'qr.shop_id' },
  owned: shopOwned,
};

/** A live session lasts `hours` from its start; it plays the committed demo clip (the mall's live rooms). */
async function writeLive(ctx: WriteCtx, id: number | null): Promise<number> {
  const { q, input, caller } = ctx;
  const shopId = await callerShop(q, caller);
  const [row] = await q.query<{ id: number }>(
    id === null
      ? `insert into live_sessions (shop_id, title, stream_url, starts_at, ends_at, product_ids)
         values ($1, $2, '/media/live-demo.mp4', $3::timestamptz, $3::timestamptz + make_interval(hours => $4::int), $5::int[]) returning id`
      : `update live_sessions set title = coalesce($2, title), starts_at = coalesce($3::timestamptz, starts_at),
                ends_at = coalesce($3::timestamptz, starts_at) + make_interval(hours => coalesce($4::int, greatest(1, round(extract(epoch from (ends_at - starts_at)) / 3600))::int)),
                product_ids = coalesce($5::int[], product_ids)
          where id = $6 and shop_id = $1 returning id`,
    id === null
      ? [shopId, input.title, input.startsAt, input.hours, input.productIds]
      : [shopId, input.title ?? null, input.startsAt ?? null, input.hours ?? null, input.productIds ?? null, id],
  );
  return row!.id;
}

export const liveSessionBinding: Binding = {
  resource: liveSessionResource,
  ...onTable('live_sessions', 'ls'),
  columns: { hours: 'greatest(1, round(extract(epoch from (ls.ends_at - ls.starts_at)) / 3600))::int' },
  labels: { productIds: `(select string_agg(p.title, '、' order by p.id) from products p where p.id = any(ls.product_ids))` },
  scope: { shop: 'ls.shop_id' },
  check: async ({ input, op }) => {
    if (op !== 'delete' && Array.isArray(input.productIds) && input.productIds.length > 50) throw badRequest('商品货架最多50件商品');
  },
  create: (ctx) => writeLive(ctx, null),
  update: async (ctx) => void (await writeLive(ctx, ctx.row.id)),
};

export const freightTemplateBinding: Binding = {
  resource: freightTemplateResource,
  ...onTable('freight_templates', 'ft'),
  columns: { ruleCount: '(select count(*)::int from freight_rules fr where fr.template_id = ft.id)' },
  scope: { shop: 'ft.shop_id' },
  actions: {
    makeDefault: async ({ q, row }) => {
      await q.query('update freight_templates set is_default = (id = $1) where shop_id = (select shop_id from freight_templates where id = $1)', [row.id]);
    },
  },
};

export const SELLER_MARKETING_BINDINGS: readonly Binding[] = [
  mjPromotionBinding,
  yhqPromotionBinding,
  hbPromotionBinding,
  tjPromotionBinding,
  shopProductPickBinding,
  trainKeywordBinding,
  quickReplyBinding,
  liveSessionBinding,
  freightTemplateBinding,
];
