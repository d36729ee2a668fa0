import type { Queryable } from '../db/client.ts';
import { notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';
import { mediaUrl, bannerTitles } from './drawnImages.ts';
import { listShopPromotions } from './promotions.ts';
import type { ProductDetail, ProductQuery as SearchQuery } from '../../src/api/contract/shop.ts';
import { containsPattern } from '../db/like.ts';
import { VIEWER_TTL_S } from './liveStats.ts';

/** The catalog's search as the route hands it over: the contract's filters, the page always set. */
export type ProductQuery = SearchQuery & Required<Pick<SearchQuery, 'pageNum' | 'pageSize'>>;

export type CardRow = {
  id: number;
  title: string;
  price: number;
  original_price: number;
  sales: number;
  shop_id: number;
  shop_name: string;
  category_id: number;
  /** The first of the seller's own pictures (products.images), if any. */
  cover?: string | null;
  shop_category_id?: number | null;
};

export const cardOf = (r: CardRow) => ({
  id: r.id,
  title: r.title,
  image: r.cover || mediaUrl.product(r.id),
  priceFen: r.price,
  originalPriceFen: r.original_price,
  sales: r.sales,
  shopId: r.shop_id,
  shopName: r.shop_name,
  categoryId: r.category_id,
});

export const CARD_COLS =
  'p.id, p.title, p.price, p.original_price, p.sales, p.shop_id, s.name as shop_name, p.category_id, p.images->>0 as cover, p.shop_category_id';

/** One product as a list card (the 直通车 ad a search puts first), or undefined when it does not exist. */
export async function productCard(q: Queryable, productId: number) {
  const [card] = await q.query<CardRow>(`select ${CARD_COLS} from products p join shops s on s.id = p.shop_id where p.id = $1`, [productId]);
  return card ? cardOf(card) : undefined;
}

export async function categories(q: Queryable) {
  return q.query<{ id: number; name: string; icon: string }>('select id, name, icon from categories order by sort, id');
}

async function shopSummary(q: Queryable, shopId: number) {
  const [s] = await q.query<{
    id: number;
    name: string;
    intro: string;
    score_desc: number;
    score_service: number;
    score_logistics: number;
    followers: number;
    logo: string;
    service_phone: string;
    n: number;
  }>(`select s.*, (select count(*)::int from products p where p.shop_id = s.id and p.status = 1) as n from shops s where s.id = $1`, [shopId]);
  if (!s) throw notFound('店铺不存在');
  return {
    id: s.id,
    name: s.name,
    logo: s.logo || mediaUrl.shop(s.id),
    intro: s.intro,
    servicePhone: s.service_phone,
    scores: { desc: s.score_desc / 10, service: s.score_service / 10, logistics: s.score_logistics / 10 },
    followers: s.followers,
    productCount: s.n,
  };
}

/** What every visitor sees of a product: the same for all users, so the read model may keep it. */
export async function publicDetail(q: Queryable, id: number) {
  const [p] = await q.query<
    CardRow & { subtitle: string; image_count: number; images: string[]; detail_html: string; specs: ProductDetail['specs']; status: number }
  >(
    `select ${CARD_COLS}, p.subtitle, p.image_count, p.images, p.detail_html, p.specs, p.status from products p join shops s on s.id = p.shop_id where p.id = $1`,
    [id],
  );
  if (!p) throw notFound('商品不存在');
  const skus = await q.query<{ id: number; spec: Record<string, string>; spec_text: string; price: number; original_price: number; stock: number }>(
    'select id, spec, spec_text, price, original_price, stock from skus where product_id = $1 order by id',
    [id],
  );
  const reviews = await reviewsOf(q, id, 1, 3);
  const [stats] = await q.query<{ n: number; good: number }>(
    'select count(*)::int as n, count(*) filter (where stars >= 4)::int as good from reviews where product_id = $1',
    [id],
  );
  return {
    ...cardOf(p),
    subtitle: p.subtitle,
    images: p.images.length ? p.images : Array.from({ length: p.image_count }, (_, i) => mediaUrl.product(p.id, i)),
    detailHtml: p.detail_html,
    specs: p.specs,
    skus: skus.map((s) => ({ id: s.id, spec: s.spec, specText: s.spec_text, priceFen: s.price, originalPriceFen: s.original_price, stock: s.stock })),
    stock: skus.reduce((a, s) => a + s.stock, 0),
    status: p.status,
    shop: await shopSummary(q, p.shop_id),
    reviewCount: stats!.n,
    // no review yet: no rate (a 100% of nothing is not a figure anyone can recount)
    goodRate: stats!.n ? Math.round((stats!.good / stats!.n) * 100) : null,
    reviews: reviews.list,
  };
}
export type PublicDetail = Awaited<ReturnType<typeof publicDetail>>;

/** A product's detail for one visitor: the public part (from the read model when given) plus their promotions and favourite. */
/** Where product details can be read from memory (the catalog read model, services/catalogIndex.ts). */
export interface DetailSource {
  detail(id: number): Promise<PublicDetail>;
}

/** The service promises (消费者保障) a shop has switched on, as the product page shows them. */
export async function shopGuarantees(q: Queryable, shopId: number) {
  return q.query<{ code: string; title: string; detail: string }>(
    'select code, title, detail from shop_guarantees where shop_id = $1 and enabled order by id',
    [shopId],
  );
}

export async function productDetail(q: Queryable, id: number, userId: number | null, model?: DetailSource) {
  const d = model ? await model.detail(id) : await publicDetail(q, id);
  // asked together: on the embedded database each query waits its turn on one thread, and three in a
  // row waited three times behind other requests' queries
  const [favs, promotions, guarantees] = await Promise.all([
    userId ? q.query('select 1 from fav_products where user_id = $1 and product_id = $2', [userId, id]) : [],
    listShopPromotions(q, d.shopId, userId, id),
    shopGuarantees(q, d.shopId),
  ]);
  return { ...d, promotions, isFavourite: favs.length > 0, guarantees };
}

export async function reviewsOf(q: Queryable, productId: number, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{
    id: number;
    real_name: string;
    username: string;
    stars: number;
    content: string;
    photos: string[];
    spec_text: string;
    reply: string | null;
    created_at: string;
  }>(
    q,
    `select r.id, u.real_name, u.username, r.stars, r.content, r.photos, l.spec_text, r.reply, r.created_at, count(*) over ()::int as total
       from reviews r join users u on u.id = r.user_id join order_lines l on l.id = r.order_line_id
      where r.product_id = $1 order by r.id desc`,
    [productId],
    pageNum,
    pageSize,
  );
  const mask = (name: string) => {
    const c = [...name];
    return c.length <= 1 ? `${c[0] ?? '*'}*` : `${c[0]}***${c[c.length - 1]}`;
  };
  const list = rows.map((r) => ({
    id: r.id,
    userName: mask(r.real_name || r.username),
    stars: r.stars,
    content: r.content,
    photos: r.photos,
    specText: r.spec_text,
    reply: r.reply,
    createdAt: r.created_at,
  }));
  return pageOf(list, total, pageNum, pageSize);
}

/** A shop's page without its products: the summary, the visitor's follow, promotions and live rooms. */
export async function shopHead(q: Queryable, shopId: number, userId: number | null) {
  const shop = await shopSummary(q, shopId);
  const [fav] = userId ? await q.query('select 1 from fav_shops where user_id = $1 and shop_id = $2', [userId, shopId]) : [];
  return {
    ...shop,
    isFavourite: !!fav,
    promotions: await listShopPromotions(q, shopId, userId),
    live: await liveSessions(q, 'all', shopId),
  };
}

/** The head and the six best-selling products. */
export async function shopHome(q: Queryable, shopId: number, userId: number | null) {
  const head = await shopHead(q, shopId, userId);
  const hot = await q.query<CardRow>(
    `select ${CARD_COLS} from products p join shops s on s.id = p.shop_id where p.shop_id = $1 and p.status = 1 order by p.sales desc, p.id limit 6`,
    [shopId],
  );
  return { ...head, hot: hot.map(cardOf) };
}

export async function shopList(q: Queryable, keyword: string | undefined, pageNum: number, pageSize: number) {
  const { rows, total } = await pageRows<{
    id: number;
    name: string;
    logo: string;
    intro: string;
    followers: number;
    score_desc: number;
    score_service: number;
    score_logistics: number;
    n: number;
    sales: number;
  }>(
    q,
    `select s.id, s.name, s.logo, s.intro, s.followers, s.score_desc, s.score_service, s.score_logistics,
            count(p.id) filter (where p.status = 1)::int as n, coalesce(sum(p.sales), 0)::int as sales, count(*) over ()::int as total
       from shops s left join products p on p.shop_id = s.id
      where s.status = 1 and ($1::text is null or s.name ilike $1)
      group by s.id order by sales desc, s.id`,
    [keyword ? containsPattern(keyword) : null],
    pageNum,
    pageSize,
  );
  const ids = rows.map((r) => r.id);
  const top = ids.length
    ? await q.query<CardRow & { rn: number }>(
        `select * from (select ${CARD_COLS}, row_number() over (partition by p.shop_id order by p.sales desc, p.id) as rn
       from products p join shops s on s.id = p.shop_id where p.shop_id = any($1::int[]) and p.status = 1) t where rn <= 3`,
        [ids],
      )
    : [];
  const list = rows.map((s) => ({
    id: s.id,
    name: s.name,
    logo: s.logo || mediaUrl.shop(s.id),
    intro: s.intro,
    followers: s.followers,
    productCount: s.n,
    sales: s.sales,
    scores: { desc: s.score_desc / 10, service: s.score_service / 10, logistics: s.score_logistics / 10 },
    products: top.filter((p) => p.shop_id === s.id).map(cardOf),
  }));
  return pageOf(list, total, pageNum, pageSize);
}

/** Live sessions: 'now' (on air), 'upcoming' (not started), 'all'. A session is a shop's or an anchor's (shop_id null: other shops' products). */
export async function liveSessions(q: Queryable, status: 'now' | 'upcoming' | 'all', shopId?: number) {
  const cond = status === 'now' ? 'l.starts_at <= now() and l.ends_at > now()' : status === 'upcoming' ? 'l.starts_at > now()' : 'l.ends_at > now()';
  const rows = await q.query<LiveRow>(
    `select ${LIVE_COLS}, (l.starts_at <= now()) as live from ${LIVE_FROM}
      where ${cond} and l.class_id is null and ($1::int is null or l.shop_id = $1) order by l.starts_at, l.id limit 50`,
    [shopId ?? null],
  );
  return rows.map(liveOf);
}

type LiveRow = {
  id: number;
  shop_id: number | null;
  shop_name: string;
  anchor_id: number | null;
  anchor_name: string;
  title: string;
  stream_url: string;
  starts_at: Date;
  ends_at: Date;
  viewers: number;
  live: boolean;
};

/** viewers: who is in the room now (open connections seen in the last minute), the 在线 of the room itself. */
const LIVE_COLS = `l.id, l.shop_id, l.anchor_id, l.title, l.stream_url, l.starts_at, l.ends_at,
  (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > now() - make_interval(secs => ${VIEWER_TTL_S})) as viewers,
  coalesce(h.shop, h.nickname, h.person || '的直播间') as shop_name,
  coalesce(h.nickname, h.person, '') as anchor_name`;
// the host looked up by primary key for each session kept: joined, the planner hashed all of users and
// shops for the handful of sessions on air (planning and execution ~10 ms of every mall home)
const LIVE_FROM = `live_sessions l cross join lateral (select
    (select s.name from shops s where s.id = l.shop_id) as shop,
    (select ap.nickname from anchor_profiles ap where ap.id = l.anchor_id) as nickname,
    (select coalesce(nullif(a.real_name, ''), a.username) from users a where a.id = l.anchor_id) as person) h`;

const liveOf = (r: LiveRow) => ({
  id: r.id,
  shopId: r.shop_id,
  shopName: r.shop_name,
  anchorId: r.anchor_id,
  anchorName: r.anchor_name,
  title: r.title,
  cover: mediaUrl.live(r.id),
  streamUrl: r.stream_url,
  startsAt: r.starts_at,
  endsAt: r.ends_at,
  viewers: r.viewers,
  live: r.live,
});

export async function liveSession(q: Queryable, id: number) {
  const [r] = await q.query<LiveRow & { product_ids: number[] }>(
    `select ${LIVE_COLS}, l.product_ids, (l.starts_at <= now() and l.ends_at > now()) as live from ${LIVE_FROM} where l.id = $1`,
    [id],
  );
  if (!r) throw notFound('直播不存在');
  const products = await q.query<CardRow>(
    `select ${CARD_COLS} from products p join shops s on s.id = p.shop_id where p.id = any($1::int[]) and p.status = 1 order by array_position($1::int[], p.id)`,
    [r.product_ids],
  );
  return { ...liveOf(r), products: products.map(cardOf) };
}

/** Where the home's product lists are read from: the catalog read model (services/catalogIndex.ts). */
export interface TopCards {
  top(sort: 'sales' | 'newest', n: number): Promise<ReturnType<typeof cardOf>[]>;
}

/** The home's parts read from the database: the categories and the rooms on air. */
export async function homeShelf(q: Queryable) {
  return { categories: await categories(q), live: await liveSessions(q, 'now') };
}

/**
 * recommended: the ten best sellers on the shelf (ties: the higher id first, as the search's sort=sales);
 * newest: the ten last listed; `shelf`: homeShelf, as recent as its caller keeps it.
 */
export async function home(cards: TopCards, shelf: () => ReturnType<typeof homeShelf>) {
  const { categories, live } = await shelf();
  return {
    banners: bannerTitles.map((title, i) => ({ id: i + 1, image: mediaUrl.banner(i + 1), title, link: '/productList' })),
    categories,
    recommended: await cards.top('sales', 10),
    newest: await cards.top('newest', 10),
    live,
  };
}

/** Favourites: add or remove (idempotent), and list. */
export async function setFavourite(q: Queryable, userId: number, type: 'product' | 'shop', id: number, on: boolean): Promise<boolean> {
  const table = type === 'product' ? 'fav_products' : 'fav_shops';
  const col = type === 'product' ? 'product_id' : 'shop_id';
  const exists = await q.query(`select 1 from ${type === 'product' ? 'products' : 'shops'} where id = $1`, [id]);
  if (!exists.length) throw notFound(type === 'product' ? '商品不存在' : '店铺不存在');
  if (on) {
    const added = await q.query(`insert into ${table} (user_id, ${col}) values ($1, $2) on conflict do nothing returning user_id`, [userId, id]);
    if (added.length && type === 'shop') await q.query('update shops set followers = followers + 1 where id = $1', [id]);
  } else {
    const removed = await q.query(`delete from ${table} where user_id = $1 and ${col} = $2 returning user_id`, [userId, id]);
    if (removed.length && type === 'shop') await q.query('update shops set followers = greatest(followers - 1, 0) where id = $1', [id]);
  }
  return on;
}

export async function favourites(q: Queryable, userId: number, type: 'product' | 'shop') {
  if (type === 'product') {
    const rows = await q.query<CardRow & { status: number }>(
      `select ${CARD_COLS}, p.status from fav_products f join products p on p.id = f.product_id join shops s on s.id = p.shop_id where f.user_id = $1 order by f.created_at desc, p.id`,
      [userId],
    );
    return rows.map((r) => ({ ...cardOf(r), onShelf: r.status === 1 }));
  }
  const rows = await q.query<{ id: number; name: string; followers: number }>(
    'select s.id, s.name, s.followers from fav_shops f join shops s on s.id = f.shop_id where f.user_id = $1 order by f.created_at desc, s.id',
    [userId],
  );
  return rows.map((s) => ({ id: s.id, name: s.name, logo: mediaUrl.shop(s.id), followers: s.followers }));
}
