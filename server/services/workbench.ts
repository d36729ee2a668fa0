import { CHINA_TODAY, TODAY_STARTS, chinaDay } from '../db/chinaDay.ts';
import type { Db, Queryable } from '../db/client.ts';
import { pageRows } from '../db/paging.ts';
import { badRequest, notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { ORDER_STATUS_NAMES, type OrderStatus } from '../../src/api/contract/shop.ts';
import {
  COMMISSION_STATUS_NAMES,
  type AnchorSession,
  type Commission,
  type CommissionStatus,
  type CommissionSummary,
  type CommissionTab,
  type CreatorCenter,
  type LiveState,
  type SaleOrder,
  type SelectionCard,
  type SelectionGoods,
  type SelectionQuery,
  type SelectionShop,
  type SessionInput,
  type WorkbenchHome,
} from '../../src/api/contract/workbench.ts';
import { mediaUrl } from './drawnImages.ts';
import { maskName } from './maskedNames.ts';
import { balanceOf, ensureWallet } from './wallet.ts';

/**
 * The anchor workbench: the selection centre (products shops open for distribution), an anchor's
 * selection and live sessions, orders placed through them and the commissions they earn; the shop's
 * view of the commissions it pays. Commission rules are in commissions.ts. docs/supply-and-workbench.md.
 */

/** At most this many products in one's selection, on one shelf, and upcoming sessions at once. */
export const MAX_SELECTION = 200;
export const MAX_SHELF = 30;
export const MAX_UPCOMING = 10;

const bindOf = (params: unknown[]) => (v: unknown) => {
  params.push(v);
  return `$${params.length}`;
};
const likeOf = (s: string) => `%${s.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

// ---- the selection centre ---------------------------------------------------------------------------

type SelRow = {
  id: number;
  title: string;
  price: number;
  original_price: number;
  sales: number;
  stock: number;
  shop_id: number;
  shop_name: string;
  category_id: number;
  rate: number;
  selected: boolean;
  anchors: number;
};

const SEL_COLS = `p.id, p.title, p.price, p.original_price, p.sales, p.shop_id, s.name as shop_name, p.category_id, d.rate,
  (select coalesce(sum(k.stock), 0)::int from skus k where k.product_id = p.id) as stock,
  exists (select 1 from anchor_products ap where ap.product_id = p.id and ap.anchor_id = $1) as selected,
  (select count(*)::int from anchor_products ap where ap.product_id = p.id) as anchors`;
const SEL_FROM = 'products p join distribution_settings d on d.id = p.id join shops s on s.id = p.shop_id';

const selOf = (r: SelRow): SelectionCard => ({
  id: r.id,
  title: r.title,
  image: mediaUrl.product(r.id),
  priceFen: r.price,
  originalPriceFen: r.original_price,
  sales: r.sales,
  stock: r.stock,
  shopId: r.shop_id,
  shopName: r.shop_name,
  categoryId: r.category_id,
  rate: r.rate,
  commissionFen: Math.floor((r.price * r.rate) / 100),
  selected: r.selected,
  anchors: r.anchors,
});

const SEL_ORDER = {
  commission: '(p.price * d.rate) desc, p.id',
  rate: 'd.rate desc, p.sales desc, p.id',
  sales: 'p.sales desc, p.id',
  price_asc: 'p.price asc, p.id',
  newest: 'p.created_at desc, p.id desc',
} as const;

/** Products open for distribution, on shelf, of shops other than the caller's own. */
export async function selection(q: Queryable, userId: number, f: SelectionQuery, pageNum: number, pageSize: number) {
  const params: unknown[] = [userId];
  const bind = bindOf(params);
  const where = ['d.open', 'p.status = 1', `s.owner_id <> $1`];
  if (f.keyword) where.push(`p.title ilike ${bind(likeOf(f.keyword))}`);
  if (f.categoryId) where.push(`p.category_id = ${bind(f.categoryId)}`);
  if (f.shopId) where.push(`p.shop_id = ${bind(f.shopId)}`);
  if (f.minRate) where.push(`d.rate >= ${bind(f.minRate)}`);
  const { rows, total } = await pageRows<SelRow>(
    q,
    `select ${SEL_COLS}, count(*) over ()::int as total from ${SEL_FROM} where ${where.join(' and ')} order by ${SEL_ORDER[f.sort ?? 'commission']}`,
    params,
    pageNum,
    pageSize,
  );
  return pageOf(rows.map(selOf), total, pageNum, pageSize);
}

/** A shop as the selection centre shows it (workStoreShop); its products are selection(shopId). */
export async function selectionShop(q: Queryable, shopId: number): Promise<SelectionShop> {
  const [s] = await q.query<{
    id: number;
    name: string;
    intro: string;
    followers: number;
    score_desc: number;
    score_service: number;
    score_logistics: number;
    open_count: number;
    avg_rate: number | null;
    max_rate: number | null;
    anchors: number;
  }>(
    `select s.id, s.name, s.intro, s.followers, s.score_desc, s.score_service, s.score_logistics,
            (select count(*)::int from distribution_settings d join products p on p.id = d.id where d.shop_id = s.id and d.open and p.status = 1) as open_count,
            (select round(avg(d.rate))::int from distribution_settings d join products p on p.id = d.id where d.shop_id = s.id and d.open and p.status = 1) as avg_rate,
            (select max(d.rate) from distribution_settings d join products p on p.id = d.id where d.shop_id = s.id and d.open and p.status = 1) as max_rate,
            (select count(distinct ap.anchor_id)::int from anchor_products ap join products p on p.id = ap.product_id where p.shop_id = s.id) as anchors
       from shops s where s.id = $1`,
    [shopId],
  );
  if (!s) throw notFound('店铺不存在');
  return {
    id: s.id,
    name: s.name,
    logo: mediaUrl.shop(s.id),
    intro: s.intro,
    followers: s.followers,
    openCount: s.open_count,
    avgRate: s.avg_rate,
    maxRate: s.max_rate,
    anchors: s.anchors,
    scores: { desc: s.score_desc / 10, service: s.score_service / 10, logistics: s.score_logistics / 10 },
  };
}

/** A product with its distribution terms (goodsDetails). */
export async function selectionGoods(q: Queryable, productId: number, userId: number): Promise<SelectionGoods> {
  const [p] = await q.query<{
    id: number;
    title: string;
    subtitle: string;
    image_count: number;
    detail_html: string;
    price: number;
    original_price: number;
    sales: number;
    status: number;
    shop_id: number;
    shop_name: string;
    owner_id: number;
    open: boolean;
    rate: number;
    selected: boolean;
    anchors: number;
  }>(
    `select p.id, p.title, p.subtitle, p.image_count, p.detail_html, p.price, p.original_price, p.sales, p.status, p.shop_id, s.name as shop_name, s.owner_id, d.open, d.rate,
            exists (select 1 from anchor_products ap where ap.product_id = p.id and ap.anchor_id = $2) as selected,
            (select count(*)::int from anchor_products ap where ap.product_id = p.id) as anchors
       from ${SEL_FROM} where p.id = $1`,
    [productId, userId],
  );
  if (!p || (p.status !== 1 && !p.selected)) throw notFound('商品不存在或已下架');
  const skus = await q.query<{ id: number; spec_text: string; price: number; stock: number }>(
    'select id, spec_text, price, stock from skus where product_id = $1 order by id',
    [productId],
  );
  const sessions = await q.query<{ id: number; title: string; state: LiveState }>(
    `select id, title, case when starts_at > app_now() then 'upcoming' when ends_at > app_now() then 'live' else 'ended' end as state
       from live_sessions where anchor_id = $1 and $2 = any(product_ids) order by starts_at desc limit 10`,
    [userId, productId],
  );
  const own = p.owner_id === userId;
  // what one unit earns now: nothing on one's own shop's goods or on goods not open for distribution
  const earns = !own && p.open && p.status === 1;
  return {
    id: p.id,
    title: p.title,
    subtitle: p.subtitle,
    images: Array.from({ length: Math.max(1, p.image_count) }, (_, i) => mediaUrl.product(p.id, i)),
    detailHtml: p.detail_html,
    priceFen: p.price,
    originalPriceFen: p.original_price,
    sales: p.sales,
    stock: skus.reduce((a, k) => a + k.stock, 0),
    shopId: p.shop_id,
    shopName: p.shop_name,
    open: p.open && p.status === 1,
    rate: p.rate,
    commissionFen: earns ? Math.floor((p.price * p.rate) / 100) : 0,
    selected: p.selected,
    ownShop: own,
    anchors: p.anchors,
    skus: skus.map((k) => ({
      id: k.id,
      specText: k.spec_text,
      priceFen: k.price,
      stock: k.stock,
      commissionFen: own ? 0 : Math.floor((k.price * p.rate) / 100),
    })),
    sessions,
  };
}

/** Adds an open product of another shop to the anchor's selection (at the end of the shelf order). */
export async function addSelection(q: Queryable, userId: number, productId: number) {
  const [p] = await q.query<{ open: boolean; status: number; owner_id: number }>(`select d.open, p.status, s.owner_id from ${SEL_FROM} where p.id = $1`, [
    productId,
  ]);
  if (!p || p.status !== 1) throw notFound('商品不存在或已下架');
  if (p.owner_id === userId) throw badRequest('不能选择自己店铺的商品');
  if (!p.open) throw badRequest('该商品未开放分销');
  const [n] = await q.query<{ n: number }>('select count(*)::int as n from anchor_products where anchor_id = $1', [userId]);
  if ((n?.n ?? 0) >= MAX_SELECTION) throw badRequest(`选品最多${MAX_SELECTION}个`);
  const added = await q.query(
    `insert into anchor_products (anchor_id, product_id, sort)
     values ($1, $2, coalesce((select max(sort) + 1 from anchor_products where anchor_id = $1), 0))
     on conflict (anchor_id, product_id) do nothing returning id`,
    [userId, productId],
  );
  return { added: added.length > 0 };
}

/** Adds a product to the anchor's selection (addSelection) in a transaction of its own. */
export function selectProduct(db: Db, userId: number, productId: number) {
  return db.tx((q) => addSelection(q, userId, productId));
}

export async function removeSelection(q: Queryable, userId: number, productId: number) {
  await q.query('delete from anchor_products where anchor_id = $1 and product_id = $2', [userId, productId]);
  return true;
}

// ---- live sessions -------------------------------------------------------------------------------------

type SessionRow = {
  id: number;
  title: string;
  state: LiveState;
  starts_at: Date;
  ends_at: Date;
  stream_url: string;
  product_ids: number[];
  total_views: number;
  viewers: number;
  orders: number;
  sales_fen: number;
  commission_fen: number;
};

const SESSION_COLS = `l.id, l.title, l.starts_at, l.ends_at, l.stream_url, l.product_ids, l.viewers as total_views,
  case when l.starts_at > app_now() then 'upcoming' when l.ends_at > app_now() then 'live' else 'ended' end as state,
  (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > app_now() - interval '60 seconds') as viewers,
  (select count(*)::int from orders o where o.live_session_id = l.id and o.status <> 'cancelled') as orders,
  (select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int from orders o where o.live_session_id = l.id and o.paid_at is not null) as sales_fen,
  (select coalesce(sum(c.amount_fen - c.reversed_fen), 0)::int from commissions c where c.session_id = l.id and c.anchor_id = l.anchor_id and c.status in ('pending', 'settled')) as commission_fen`;

async function sessionsOf(q: Queryable, rows: SessionRow[]): Promise<AnchorSession[]> {
  const ids = [...new Set(rows.flatMap((r) => r.product_ids))];
  const products = ids.length
    ? await q.query<{ id: number; title: string; price: number; rate: number | null }>(
        `select p.id, p.title, p.price, case when d.open then d.rate end as rate from products p left join distribution_settings d on d.id = p.id where p.id = any($1::int[])`,
        [ids],
      )
    : [];
  const byId = new Map(products.map((p) => [p.id, p]));
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    state: r.state,
    startsAt: r.starts_at.toISOString(),
    endsAt: r.ends_at.toISOString(),
    durationMin: Math.round((r.ends_at.getTime() - r.starts_at.getTime()) / 60_000),
    cover: mediaUrl.live(r.id),
    streamUrl: r.stream_url,
    productIds: r.product_ids,
    products: r.product_ids
      .map((id) => byId.get(id))
      .filter((p) => !!p)
      .map((p) => ({ id: p.id, title: p.title, image: mediaUrl.product(p.id), priceFen: p.price, rate: p.rate })),
    totalViews: r.total_views,
    viewers: r.viewers,
    orders: r.orders,
    salesFen: r.sales_fen,
    commissionFen: r.commission_fen,
    watchPath: `/liveing?id=${r.id}`,
  }));
}

const STATE_WHERE: Record<LiveState | 'all', string> = {
  all: 'true',
  upcoming: 'l.starts_at > app_now()',
  live: 'l.starts_at <= app_now() and l.ends_at > app_now()',
  ended: 'l.ends_at <= app_now()',
};

/** The caller's sessions (they host), by state: live first, then upcoming soonest, then ended latest. */
export async function mySessions(q: Queryable, userId: number, state: LiveState | 'all', pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<SessionRow>(
    q,
    `select ${SESSION_COLS}, count(*) over ()::int as total from live_sessions l where l.anchor_id = $1 and ${STATE_WHERE[state]}
      order by case when l.starts_at <= app_now() and l.ends_at > app_now() then 0 when l.starts_at > app_now() then 1 else 2 end,
               case when l.starts_at > app_now() then l.starts_at end asc, l.ends_at desc, l.id desc`,
    [userId],
    pageNum,
    pageSize,
  );
  return pageOf(await sessionsOf(q, rows), total, pageNum, pageSize);
}

export async function mySession(q: Queryable, userId: number, id: number): Promise<AnchorSession> {
  const rows = await q.query<SessionRow>(`select ${SESSION_COLS} from live_sessions l where l.id = $1 and l.anchor_id = $2`, [id, userId]);
  if (!rows.length) throw notFound('直播不存在');
  return (await sessionsOf(q, rows))[0]!;
}

/** The shelf may hold the anchor's selection and their own shop's products (no commission on those). */
async function checkShelf(q: Queryable, userId: number, productIds: number[]) {
  const ids = [...new Set(productIds)];
  if (!ids.length) throw badRequest('请选择直播商品');
  if (ids.length > MAX_SHELF) throw badRequest(`每场直播最多${MAX_SHELF}个商品`);
  const [row] = await q.query<{ n: number }>(
    `select count(*)::int as n from products p join shops s on s.id = p.shop_id
      where p.id = any($1::int[]) and p.status = 1
        and (s.owner_id = $2 or exists (select 1 from anchor_products ap where ap.anchor_id = $2 and ap.product_id = p.id))`,
    [ids, userId],
  );
  if ((row?.n ?? 0) !== ids.length) throw badRequest('直播商品须来自我的选品且在售');
  return ids;
}

/** Schedules a session (shop_id null: an anchor's session); "now" starts it at once. */
export async function createSession(q: Queryable, userId: number, input: SessionInput): Promise<AnchorSession> {
  const ids = await checkShelf(q, userId, input.productIds);
  const now = input.startsAt === 'now';
  const starts = now ? new Date() : new Date(input.startsAt);
  if (!now && (Number.isNaN(starts.getTime()) || starts.getTime() < Date.now() - 5 * 60_000)) throw badRequest('开播时间不能早于当前时间');
  if (starts.getTime() > Date.now() + 30 * 86_400_000) throw badRequest('只能预约30天内的直播');
  const [n] = await q.query<{ n: number }>('select count(*)::int as n from live_sessions where anchor_id = $1 and starts_at > app_now()', [userId]);
  if ((n?.n ?? 0) >= MAX_UPCOMING) throw badRequest(`最多预约${MAX_UPCOMING}场未开播的直播`);
  // "now" is the database's now (the transaction's): a JavaScript clock a moment later would leave it not yet started
  const [row] = await q.query<{ id: number }>(
    `insert into live_sessions (shop_id, anchor_id, title, stream_url, starts_at, ends_at, product_ids)
     values (null, $1, $2, '/media/live-demo.mp4', coalesce($3::timestamptz, app_now()), coalesce($3::timestamptz, app_now()) + make_interval(mins => $4), $5) returning id`,
    [userId, input.title, now ? null : starts.toISOString(), input.durationMin, ids],
  );
  return mySession(q, userId, row!.id);
}

/** Schedules (or, with "now", starts) an anchor's session (createSession) in a transaction of its own. */
export function planSession(db: Db, userId: number, input: SessionInput): Promise<AnchorSession> {
  return db.tx((q) => createSession(q, userId, input));
}

async function lockSession(q: Queryable, userId: number, id: number) {
  const [s] = await q.query<{ id: number; state: LiveState }>(
    `select id, case when starts_at > app_now() then 'upcoming' when ends_at > app_now() then 'live' else 'ended' end as state
       from live_sessions where id = $1 and anchor_id = $2 for update`,
    [id, userId],
  );
  if (!s) throw notFound('直播不存在');
  return s;
}

/** Title and shelf of a session that has not ended. */
export async function updateSession(q: Queryable, userId: number, id: number, input: { title: string; productIds: number[] }): Promise<AnchorSession> {
  const s = await lockSession(q, userId, id);
  if (s.state === 'ended') throw badRequest('直播已结束，不能修改');
  const ids = await checkShelf(q, userId, input.productIds);
  await q.query('update live_sessions set title = $2, product_ids = $3 where id = $1', [id, input.title, ids]);
  return mySession(q, userId, id);
}

/** Changes the title and shelf of a session (updateSession) in a transaction of its own. */
export function editSession(db: Db, userId: number, id: number, input: { title: string; productIds: number[] }): Promise<AnchorSession> {
  return db.tx((q) => updateSession(q, userId, id, input));
}

/** Goes on air now (keeping the planned length). */
export async function startSession(q: Queryable, userId: number, id: number): Promise<AnchorSession> {
  const s = await lockSession(q, userId, id);
  if (s.state !== 'upcoming') throw badRequest(s.state === 'live' ? '直播已在进行中' : '直播已结束');
  await q.query('update live_sessions set starts_at = app_now(), ends_at = app_now() + (ends_at - starts_at) where id = $1', [id]);
  return mySession(q, userId, id);
}

export async function endSession(q: Queryable, userId: number, id: number): Promise<AnchorSession> {
  const s = await lockSession(q, userId, id);
  if (s.state !== 'live') throw badRequest('直播未在进行中');
  await q.query('update live_sessions set ends_at = app_now() where id = $1', [id]);
  return mySession(q, userId, id);
}

export async function deleteSession(q: Queryable, userId: number, id: number) {
  const s = await lockSession(q, userId, id);
  if (s.state !== 'upcoming') throw badRequest('只能删除未开播的直播');
  await q.query('delete from live_sessions where id = $1', [id]);
  return true;
}

const SESSION_CHANGES = { start: startSession, end: endSession, delete: deleteSession };
export type SessionChange = keyof typeof SESSION_CHANGES;

/** What a session change answers: the session as it now is (start, end), or true once deleted. */
export type SessionChanged<C extends SessionChange> = Awaited<ReturnType<(typeof SESSION_CHANGES)[C]>>;

/** Starts, ends or deletes one of the anchor's sessions in a transaction of its own. */
export function changeSession<C extends SessionChange>(db: Db, change: C, userId: number, id: number): Promise<SessionChanged<C>> {
  const run = SESSION_CHANGES[change] as (q: Queryable, userId: number, id: number) => Promise<SessionChanged<C>>;
  return db.tx((q) => run(q, userId, id));
}

/** The session must be the caller's (the big screen, its stream). */
export async function ownSession(q: Queryable, userId: number, id: number) {
  const [s] = await q.query('select 1 from live_sessions where id = $1 and anchor_id = $2', [id, userId]);
  if (!s) throw notFound('直播不存在');
}

// ---- orders through me, commissions ------------------------------------------------------------------

type CommissionRow = {
  id: number;
  order_id: number;
  order_no: string;
  order_status: OrderStatus;
  product_id: number;
  title: string;
  shop_name: string;
  anchor_name: string;
  session_id: number | null;
  session_title: string | null;
  quantity: number;
  base_fen: number;
  rate: number;
  amount_fen: number;
  reversed_fen: number;
  status: CommissionStatus;
  created_at: Date;
  settled_at: Date | null;
  reversed_at: Date | null;
};

const COMMISSION_COLS = `c.id, c.order_id, o.order_no, o.status as order_status, c.product_id, l.title, s.name as shop_name,
  coalesce(nullif(a.real_name, ''), a.username) as anchor_name, c.session_id, ls.title as session_title, l.quantity, c.base_fen, c.rate, c.amount_fen,
  c.reversed_fen, c.status, c.created_at, c.settled_at, c.reversed_at`;
const COMMISSION_FROM = `commissions c join orders o on o.id = c.order_id join order_lines l on l.id = c.order_line_id join shops s on s.id = c.shop_id
  join users a on a.id = c.anchor_id left join live_sessions ls on ls.id = c.session_id`;

const commissionOf = (r: CommissionRow): Commission => ({
  id: r.id,
  orderId: r.order_id,
  orderNo: r.order_no,
  orderStatus: r.order_status,
  orderStatusName: ORDER_STATUS_NAMES[r.order_status],
  productId: r.product_id,
  title: r.title,
  image: mediaUrl.product(r.product_id),
  shopName: r.shop_name,
  anchorName: r.anchor_name,
  sessionId: r.session_id,
  sessionTitle: r.session_title,
  quantity: r.quantity,
  baseFen: r.base_fen,
  rate: r.rate,
  amountFen: r.amount_fen,
  reversedFen: r.reversed_fen,
  status: r.status,
  statusName: COMMISSION_STATUS_NAMES[r.status],
  createdAt: r.created_at.toISOString(),
  settledAt: iso(r.settled_at),
  reversedAt: iso(r.reversed_at),
});

/** Whose commissions: an anchor's own (DistributionOrder), or those a shop owner's shop pays. */
export type CommissionScope = { anchorId: number } | { ownerId: number };
const scopeSql = (s: CommissionScope) => ('anchorId' in s ? 'c.anchor_id = $1' : 's.owner_id = $1');
const scopeId = (s: CommissionScope) => ('anchorId' in s ? s.anchorId : s.ownerId);

export async function commissions(q: Queryable, scope: CommissionScope, tab: CommissionTab, pageNum: number, pageSize: number) {
  const params: unknown[] = [scopeId(scope)];
  const where = [scopeSql(scope)];
  if (tab !== 'all') where.push(`c.status = ${bindOf(params)(tab)}`);
  const { rows, total } = await pageRows<CommissionRow>(
    q,
    `select ${COMMISSION_COLS}, count(*) over ()::int as total from ${COMMISSION_FROM} where ${where.join(' and ')} order by c.id desc`,
    params,
    pageNum,
    pageSize,
  );
  return pageOf(rows.map(commissionOf), total, pageNum, pageSize);
}

export async function commissionSummary(q: Queryable, scope: CommissionScope): Promise<CommissionSummary> {
  const [r] = await q.query<CommissionSummary>(
    `select coalesce(sum(c.amount_fen) filter (where c.status = 'pending'), 0)::int as "pendingFen",
            coalesce(sum(c.amount_fen - c.reversed_fen) filter (where c.status in ('settled', 'reversed') and c.settled_at is not null), 0)::int as "settledFen",
            coalesce(sum(c.reversed_fen), 0)::int as "reversedFen",
            coalesce(sum(c.amount_fen - c.reversed_fen) filter (where c.settled_at >= ${TODAY_STARTS}), 0)::int as "todayFen",
            count(*)::int as count
       from commissions c join shops s on s.id = c.shop_id where ${scopeSql(scope)}`,
    [scopeId(scope)],
  );
  return r!;
}

/** Orders placed through the caller's sessions, with the commission each earns the caller. */
export async function salesThroughMe(q: Queryable, userId: number, status: 'all' | OrderStatus, pageNum: number, pageSize: number) {
  const params: unknown[] = [userId];
  const where = ['ls.anchor_id = $1'];
  if (status !== 'all') where.push(`o.status = ${bindOf(params)(status)}`);
  const { rows, total } = await pageRows<{
    id: number;
    order_no: string;
    status: OrderStatus;
    buyer: string;
    shop_name: string;
    session_id: number;
    session_title: string;
    pay_fen: number;
    refunded_fen: number;
    created_at: Date;
  }>(
    q,
    `select o.id, o.order_no, o.status, coalesce(nullif(u.real_name, ''), u.username) as buyer, s.name as shop_name, ls.id as session_id,
            ls.title as session_title, o.pay_fen, o.refunded_fen, o.created_at, count(*) over ()::int as total
       from orders o join live_sessions ls on ls.id = o.live_session_id join users u on u.id = o.buyer_id join shops s on s.id = o.shop_id
      where ${where.join(' and ')} order by o.id desc`,
    params,
    pageNum,
    pageSize,
  );
  const lines = rows.length
    ? await q.query<{ order_id: number; product_id: number; title: string; quantity: number; pay_fen: number; commission: number | null }>(
        `select l.order_id, l.product_id, l.title, l.quantity, l.pay_fen,
                (select c.amount_fen - c.reversed_fen from commissions c where c.order_line_id = l.id and c.anchor_id = $2 and c.status <> 'cancelled') as commission
           from order_lines l where l.order_id = any($1::int[]) order by l.id`,
        [rows.map((r) => r.id), userId],
      )
    : [];
  const list: SaleOrder[] = rows.map((r) => {
    const mine = lines.filter((l) => l.order_id === r.id);
    return {
      id: r.id,
      orderNo: r.order_no,
      status: r.status,
      statusName: ORDER_STATUS_NAMES[r.status],
      buyer: maskName(r.buyer),
      shopName: r.shop_name,
      sessionId: r.session_id,
      sessionTitle: r.session_title,
      payFen: r.pay_fen,
      refundedFen: r.refunded_fen,
      createdAt: r.created_at.toISOString(),
      lines: mine.map((l) => ({ title: l.title, image: mediaUrl.product(l.product_id), quantity: l.quantity, payFen: l.pay_fen, commissionFen: l.commission })),
      commissionFen: mine.reduce((a, l) => a + (l.commission ?? 0), 0),
    };
  });
  return pageOf(list, total, pageNum, pageSize);
}

// ---- home, creator centre, fans -----------------------------------------------------------------------

export async function ensureProfile(q: Queryable, userId: number) {
  await q.query(
    `insert into anchor_profiles (id, nickname) select id, coalesce(nullif(real_name, ''), username) from users where id = $1 on conflict (id) do nothing`,
    [userId],
  );
}

export async function home(q: Queryable, userId: number): Promise<WorkbenchHome> {
  await ensureWallet(q, userId);
  await ensureProfile(q, userId);
  const [u] = await q.query<{ name: string; selection: number; fans: number; stopped: number; unshelved: number }>(
    `select ap.nickname as name,
            (select count(*)::int from anchor_products where anchor_id = $1) as selection,
            (select count(*)::int from anchor_follows where anchor_id = $1) as fans,
            (select count(*)::int from anchor_products x join distribution_settings d on d.id = x.product_id join products p on p.id = x.product_id
               where x.anchor_id = $1 and (not d.open or p.status <> 1)) as stopped,
            (select count(*)::int from anchor_products x where x.anchor_id = $1
               and not exists (select 1 from live_sessions l where l.anchor_id = $1 and l.ends_at > app_now() and x.product_id = any(l.product_ids))) as unshelved
       from anchor_profiles ap where ap.id = $1`,
    [userId],
  );
  const today = await q.query<SessionRow>(
    `select ${SESSION_COLS} from live_sessions l where l.anchor_id = $1
       and ((l.starts_at <= app_now() and l.ends_at > app_now()) or ${chinaDay('l.starts_at')} = ${CHINA_TODAY})
     order by l.starts_at limit 10`,
    [userId],
  );
  const upcoming = await q.query<SessionRow>(
    `select ${SESSION_COLS} from live_sessions l where l.anchor_id = $1 and l.starts_at > app_now() order by l.starts_at limit 5`,
    [userId],
  );
  const earnings = await commissionSummary(q, { anchorId: userId });
  const recent = await commissions(q, { anchorId: userId }, 'all', 1, 5);
  const todos = [
    { key: 'live', text: '正在直播，去看大屏', count: today.filter((s) => s.state === 'live').length, path: '/workbench/myLiveHome' },
    { key: 'upcoming', text: '待开播的直播', count: upcoming.length, path: '/workbench/myLiveHome' },
    {
      key: 'pending',
      text: '待结算的佣金订单',
      count: (await commissions(q, { anchorId: userId }, 'pending', 1, 1)).total,
      path: '/workbench/DistributionOrder',
    },
    { key: 'unshelved', text: '选品未安排直播', count: u?.unshelved ?? 0, path: '/workbench/MyProducts' },
    { key: 'stopped', text: '选品已停止分销或下架', count: u?.stopped ?? 0, path: '/workbench/MyProducts' },
  ];
  return {
    name: u?.name ?? '',
    earnings,
    balanceFen: await balanceOf(q, userId),
    selectionCount: u?.selection ?? 0,
    fans: u?.fans ?? 0,
    today: await sessionsOf(q, today),
    upcoming: await sessionsOf(q, upcoming),
    todos,
    recent: recent.list,
  };
}

export async function creatorCenter(q: Queryable, userId: number): Promise<CreatorCenter> {
  await ensureProfile(q, userId);
  const [p] = await q.query<{ nickname: string; fans: number; sessions: number; total_views: number; orders: number; sales_fen: number }>(
    `select ap.nickname, (select count(*)::int from anchor_follows f where f.anchor_id = ap.id) as fans,
            (select count(*)::int from live_sessions l where l.anchor_id = ap.id and l.starts_at <= app_now()) as sessions,
            (select coalesce(sum(l.viewers), 0)::int from live_sessions l where l.anchor_id = ap.id) as total_views,
            (select count(*)::int from orders o join live_sessions l on l.id = o.live_session_id where l.anchor_id = ap.id and o.paid_at is not null) as orders,
            (select coalesce(sum(o.pay_fen - o.refunded_fen), 0)::int from orders o join live_sessions l on l.id = o.live_session_id where l.anchor_id = ap.id and o.paid_at is not null) as sales_fen
       from anchor_profiles ap where ap.id = $1`,
    [userId],
  );
  const fans = await q.query<{ name: string; created_at: Date }>(
    `select coalesce(nullif(u.real_name, ''), u.username) as name, f.created_at from anchor_follows f join users u on u.id = f.user_id
      where f.anchor_id = $1 order by f.created_at desc limit 8`,
    [userId],
  );
  const replays = await mySessions(q, userId, 'ended', 1, 6);
  return {
    profileId: userId,
    nickname: p!.nickname,
    fans: p!.fans,
    works: { sessions: p!.sessions, totalViews: p!.total_views, orders: p!.orders, salesFen: p!.sales_fen },
    recentFans: fans.map((f) => ({ name: maskName(f.name), at: f.created_at.toISOString() })),
    replays: replays.list,
  };
}

/** A viewer follows (or unfollows) the anchor of a live room. */
export async function follow(q: Queryable, userId: number, anchorId: number, on: boolean) {
  if (anchorId === userId) throw badRequest('不能关注自己');
  const [a] = await q.query('select 1 from users where id = $1', [anchorId]);
  if (!a) throw notFound('主播不存在');
  if (on) await q.query('insert into anchor_follows (anchor_id, user_id) values ($1, $2) on conflict do nothing', [anchorId, userId]);
  else await q.query('delete from anchor_follows where anchor_id = $1 and user_id = $2', [anchorId, userId]);
  const [n] = await q.query<{ n: number }>('select count(*)::int as n from anchor_follows where anchor_id = $1', [anchorId]);
  return { following: on, fans: n?.n ?? 0 };
}

/** A viewer follows or unfollows an anchor (follow) in a transaction of its own. */
export function setFollowing(db: Db, userId: number, anchorId: number, on: boolean) {
  return db.tx((q) => follow(q, userId, anchorId, on));
}

export async function following(q: Queryable, userId: number, anchorId: number) {
  const [f] = await q.query('select 1 from anchor_follows where anchor_id = $1 and user_id = $2', [anchorId, userId]);
  return !!f;
}
