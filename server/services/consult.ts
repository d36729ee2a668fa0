import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { pageOf } from '../../src/api/contract/paging.ts';
import { pageRows } from '../db/paging.ts';
import { mediaUrl } from './drawnImages.ts';
import type { ConsultMessage, ConsultThread } from '../../src/api/contract/sellerTrade.ts';

/**
 * 客服: a buyer asks a shop from the product page; the shop answers from /seller/onlineReply. One
 * conversation (thread) per buyer and shop, messages in order, unread counts per side. Real time:
 * a trigger (migration 035) NOTIFYs channel 'consult' with each committed message's id; every server
 * process LISTENs (Db.listen: on PostgreSQL a connection of its own) and pushes the message to its own
 * SSE streams of the two parties, so it works however many processes serve the users.
 */

type ThreadRow = {
  id: number;
  shop_id: number;
  shop_name: string;
  buyer_id: number;
  buyer_name: string;
  product_id: number | null;
  product_title: string | null;
  last_text: string;
  last_at: Date;
  seller_unread: number;
  buyer_unread: number;
};

const THREAD_SQL = `select t.id, t.shop_id, s.name as shop_name, t.buyer_id, coalesce(nullif(u.real_name, ''), u.username) as buyer_name,
       t.product_id, p.title as product_title, t.last_text, t.last_at, t.seller_unread, t.buyer_unread
  from consult_threads t join shops s on s.id = t.shop_id join users u on u.id = t.buyer_id left join products p on p.id = t.product_id`;

const threadOf = (r: ThreadRow): ConsultThread => ({
  id: r.id,
  shopId: r.shop_id,
  shopName: r.shop_name,
  buyerId: r.buyer_id,
  buyerName: r.buyer_name,
  productId: r.product_id,
  productTitle: r.product_title,
  productImage: r.product_id ? mediaUrl.product(r.product_id) : null,
  lastText: r.last_text,
  lastAt: new Date(r.last_at).toISOString(),
  unread: 0,
  sellerUnread: r.seller_unread,
  buyerUnread: r.buyer_unread,
});

type MessageRow = { id: number; thread_id: number; sender: 'buyer' | 'seller'; text: string; product_id: number | null; created_at: Date };
const messageOf = (m: MessageRow): ConsultMessage => ({
  id: m.id,
  threadId: m.thread_id,
  sender: m.sender,
  text: m.text,
  productId: m.product_id,
  createdAt: new Date(m.created_at).toISOString(),
});

/** A buyer's question: opens (or reuses) the conversation with the shop. */
export async function ask(q: Queryable, buyerId: number, input: { shopId: number; productId?: number; text: string }): Promise<ConsultMessage> {
  const [shop] = await q.query<{ owner_id: number }>('select owner_id from shops where id = $1', [input.shopId]);
  if (!shop) throw notFound('店铺不存在');
  if (shop.owner_id === buyerId) throw badRequest('不能咨询自己的店铺');
  if (input.productId) {
    const [p] = await q.query('select 1 from products where id = $1 and shop_id = $2', [input.productId, input.shopId]);
    if (!p) throw notFound('商品不存在');
  }
  const [t] = await q.query<{ id: number }>(
    `insert into consult_threads (shop_id, buyer_id, product_id, last_text, last_at, seller_unread) values ($1, $2, $3, $4, app_now(), 1)
       on conflict (shop_id, buyer_id) do update set product_id = coalesce($3, consult_threads.product_id), last_text = $4, last_at = app_now(),
          seller_unread = consult_threads.seller_unread + 1
     returning id`,
    [input.shopId, buyerId, input.productId ?? null, input.text],
  );
  const [m] = await q.query<MessageRow>(
    `insert into consult_messages (thread_id, sender, sender_id, text, product_id) values ($1, 'buyer', $2, $3, $4) returning *`,
    [t!.id, buyerId, input.text, input.productId ?? null],
  );
  return messageOf(m!);
}

/** The shop's answer in one of its conversations (another shop's: 404). */
export async function answer(q: Queryable, shopId: number, sellerId: number, threadId: number, text: string): Promise<ConsultMessage> {
  const [t] = await q.query<{ id: number }>(
    `update consult_threads set last_text = $3, last_at = app_now(), buyer_unread = buyer_unread + 1, seller_unread = 0
      where id = $1 and shop_id = $2 returning id`,
    [threadId, shopId, text],
  );
  if (!t) throw notFound('会话不存在');
  const [m] = await q.query<MessageRow>(`insert into consult_messages (thread_id, sender, sender_id, text) values ($1, 'seller', $2, $3) returning *`, [
    threadId,
    sellerId,
    text,
  ]);
  return messageOf(m!);
}

/** A buyer's question to a shop (ask), in its own transaction. */
export function askShop(db: Db, buyerId: number, input: { shopId: number; productId?: number; text: string }): Promise<ConsultMessage> {
  return db.tx((q) => ask(q, buyerId, input));
}

/** The shop's answer to a buyer (answer), in its own transaction. */
export function answerBuyer(db: Db, shopId: number, sellerId: number, threadId: number, text: string): Promise<ConsultMessage> {
  return db.tx((q) => answer(q, shopId, sellerId, threadId, text));
}

export type Side = { shopId: number } | { buyerId: number };

/** Conversations of a shop or a buyer, latest first, with the side's unread count. */
export async function threads(q: Queryable, side: Side, pageNum: number, pageSize: number, unreadOnly = false) {
  const [where, v, unreadCol] = 'shopId' in side ? ['t.shop_id = $1', side.shopId, 'seller_unread'] : ['t.buyer_id = $1', side.buyerId, 'buyer_unread'];
  const { rows, total } = await pageRows<ThreadRow>(
    q,
    `select x.*, count(*) over ()::int as total from (${THREAD_SQL} where ${where}${unreadOnly ? ` and t.${unreadCol} > 0` : ''}) x order by x.last_at desc, x.id desc`,
    [v],
    pageNum,
    pageSize,
  );
  const list = rows.map((r) => ({ ...threadOf(r), unread: 'shopId' in side ? r.seller_unread : r.buyer_unread }));
  return pageOf(list, total, pageNum, pageSize);
}

/** One conversation's messages (the last 200), marking them read for the side that reads. */
export async function messages(q: Queryable, side: Side, threadId: number) {
  const [t] = await q.query<ThreadRow>(`${THREAD_SQL} where t.id = $1`, [threadId]);
  if (!t || ('shopId' in side ? t.shop_id !== side.shopId : t.buyer_id !== side.buyerId)) throw notFound('会话不存在');
  await q.query(`update consult_threads set ${'shopId' in side ? 'seller_unread' : 'buyer_unread'} = 0 where id = $1`, [threadId]);
  const rows = await q.query<MessageRow>('select * from (select * from consult_messages where thread_id = $1 order by id desc limit 200) m order by id', [
    threadId,
  ]);
  return { thread: { ...threadOf(t), unread: 0 }, messages: rows.map(messageOf) };
}

/** The buyer's conversation with one shop (for the product page's 客服 sheet), or null. */
export async function threadWithShop(q: Queryable, buyerId: number, shopId: number) {
  const [t] = await q.query<{ id: number }>('select id from consult_threads where buyer_id = $1 and shop_id = $2', [buyerId, shopId]);
  return t ? messages(q, { buyerId }, t.id) : null;
}

export async function unreadCount(q: Queryable, side: Side) {
  const [r] = await q.query<{ n: number }>(
    'shopId' in side
      ? 'select coalesce(sum(seller_unread), 0)::int as n from consult_threads where shop_id = $1'
      : 'select coalesce(sum(buyer_unread), 0)::int as n from consult_threads where buyer_id = $1',
    ['shopId' in side ? side.shopId : side.buyerId],
  );
  return r!.n;
}

/** A pushed event: the message and its conversation, for the two parties. */
export interface ConsultEvent {
  message: ConsultMessage;
  thread: ConsultThread;
  /** the users who should get it: the buyer and the shop owner */
  to: number[];
}

type Listener = (e: ConsultEvent) => void;

/**
 * This process's SSE subscribers by user id. `start` LISTENs once on channel 'consult'; each
 * notification (a committed message id, from any process) is read back and handed to the streams
 * of the buyer and the shop owner connected here.
 */
export class ConsultHub {
  private listeners = new Map<number, Set<Listener>>();
  private started: Promise<void> | null = null;

  constructor(private readonly db: Db) {}

  start() {
    this.started ??= this.db
      .listen('consult', (payload) => {
        const id = Number(payload);
        if (Number.isInteger(id) && id > 0) void this.deliver(id).catch(() => undefined);
      })
      .catch((e: unknown) => {
        this.started = null;
        throw e;
      });
    return this.started;
  }

  subscribe(userId: number, fn: Listener) {
    let set = this.listeners.get(userId);
    if (!set) this.listeners.set(userId, (set = new Set()));
    set.add(fn);
    return () => {
      set.delete(fn);
      if (!set.size) this.listeners.delete(userId);
    };
  }

  private async deliver(messageId: number) {
    const [m] = await this.db.query<MessageRow & ThreadRow & { owner_id: number; thread_id: number; thread_product_id: number | null }>(
      `select m.id, m.thread_id, m.sender, m.text, m.product_id, m.created_at, t.product_id as thread_product_id, s.owner_id, t.shop_id, s.name as shop_name, t.buyer_id,
              coalesce(nullif(u.real_name, ''), u.username) as buyer_name, p.title as product_title, t.last_text, t.last_at, t.seller_unread, t.buyer_unread
         from consult_messages m join consult_threads t on t.id = m.thread_id join shops s on s.id = t.shop_id join users u on u.id = t.buyer_id
         left join products p on p.id = t.product_id where m.id = $1`,
      [messageId],
    );
    if (!m) return;
    const event: ConsultEvent = {
      message: messageOf(m),
      thread: threadOf({ ...m, id: m.thread_id, product_id: m.thread_product_id }),
      to: [m.buyer_id, m.owner_id],
    };
    for (const userId of event.to) for (const fn of this.listeners.get(userId) ?? []) fn(event);
  }
}
