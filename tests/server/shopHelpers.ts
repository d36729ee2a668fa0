import type { testApp } from './helpers.ts';

type App = Awaited<ReturnType<typeof testApp>>;

/** A SKU of the shop owned by `owner` (dsb_student01 owns a seeded shop), optionally with a set stock. */
export async function skuOf(t: App, owner = 'dsb_student01', offset = 0) {
  const [row] = await t.db.query<{ id: number; product_id: number; price: number; stock: number; shop_id: number }>(
    `select k.id, k.product_id, k.price, k.stock, p.shop_id from skus k join products p on p.id = k.product_id join shops s on s.id = p.shop_id
       join users u on u.id = s.owner_id where u.username = $1 order by k.id limit 1 offset $2`,
    [owner, offset],
  );
  return row!;
}

export async function userId(t: App, username: string) {
  const [r] = await t.db.query<{ id: number }>('select id from users where username = $1', [username]);
  return r!.id;
}

export async function balanceFen(t: App, username: string) {
  const [r] = await t.db.query<{ balance: number }>('select w.balance from wallets w join users u on u.id = w.user_id where u.username = $1', [username]);
  return r?.balance ?? 0;
}

/** Creates an order through the API and answers its id (expects success). */
export async function order(t: App, token: string, skuId: number, quantity = 1, extra: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/v1/wangchuang/buyers/order/create', { token, json: { items: [{ skuId, quantity }], ...extra } });
  if (res.status !== 200) throw new Error(`order failed: ${JSON.stringify(res.body)}`);
  return res.body.data.orderIds[0] as number;
}

export async function pay(t: App, token: string, orderId: number, key?: string) {
  return t.call('POST', '/v1/wangchuang/buyers/order/pay', { token, json: { orderId }, headers: key ? { 'idempotency-key': key } : {} });
}

export async function status(t: App, orderId: number) {
  const [r] = await t.db.query<{ status: string }>('select status from orders where id = $1', [orderId]);
  return r!.status;
}

/** No promotions, so the arithmetic of a test is only what it sets up. */
export async function clearPromotions(t: App) {
  await t.db.query('delete from user_coupons');
  await t.db.query('delete from promotions');
}

/** The buyer cancels their unpaid orders (the seeded history leaves each demo buyer one): a test then starts with none. */
export async function cancelUnpaid(t: App, token: string) {
  const res = await t.call('GET', '/v1/wangchuang/buyers/orders?status=pending_payment&pageSize=100', { token });
  for (const o of res.body.data.list as { id: number }[]) {
    const done = await t.call('POST', '/v1/wangchuang/buyers/order/cancel', { token, json: { orderId: o.id } });
    if (done.status !== 200) throw new Error(`cancel failed: ${JSON.stringify(done.body)}`);
  }
}
