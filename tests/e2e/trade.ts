/** Calls of the API that end-to-end files share, made as an API client does (the token as Authorization). */
import { baseURL } from './browser.ts';

const V = '/v1/wangchuang/';

/** One call (signed in with a token, or not), answered as it came: the status and the body, refusals too. */
export async function callApi<T>(
  method: string,
  path: string,
  token?: string,
  json?: unknown,
): Promise<{ status: number; body: { code: number; msg: string; data: T } }> {
  const res = await fetch(`${baseURL()}${V}${path}`, {
    method,
    headers: { ...(token ? { authorization: token } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

/** One call; throws unless the answer's code is 200. */
export async function v1<T>(token: string, method: 'GET' | 'POST', path: string, json?: unknown): Promise<T> {
  const { body } = await callApi<T>(method, path, token, json);
  if (body.code !== 200) throw new Error(`${method} ${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/**
 * The buyer (a token) cancels their unpaid orders: the seed's history leaves some (made minutes before
 * the server started), and a new order is refused while the coins cannot pay for them all.
 */
export async function cancelUnpaid(buyer: string): Promise<void> {
  const unpaid = await v1<{ list: { id: number }[] }>(buyer, 'GET', 'buyers/orders?status=pending_payment&pageSize=100');
  for (const o of unpaid.list) await v1(buyer, 'POST', 'buyers/order/cancel', { orderId: o.id });
}

/**
 * The buyer (a token) buys one thing in stock from the seller's shop, which ships it; the buyer
 * receives it and asks for a refund of ¥0.01 with `reason`.
 */
export async function buyAndAskRefund(buyer: string, seller: string, reason: string): Promise<{ shopId: number; orderId: number; afterSaleId: number }> {
  const shop = await v1<{ id: number }>(seller, 'GET', 'seller/shop');
  const products = await v1<{ list: { id: number }[] }>(buyer, 'GET', `mall/products?shopId=${shop.id}&pageSize=10`);
  let skuId = 0;
  for (const p of products.list) {
    const detail = await v1<{ skus: { id: number; stock: number }[] }>(buyer, 'GET', `mall/product/${p.id}`);
    skuId = detail.skus.find((k) => k.stock > 0)?.id ?? 0;
    if (skuId) break;
  }
  await cancelUnpaid(buyer);
  const { orderIds } = await v1<{ orderIds: number[] }>(buyer, 'POST', 'buyers/order/create', { items: [{ skuId, quantity: 1 }] });
  const orderId = orderIds[0]!;
  await v1(buyer, 'POST', 'buyers/order/pay', { orderId });
  await v1(seller, 'POST', 'seller/order/ship', { orderId, carrier: '顺丰速运', trackingNo: `SF${Date.now()}` });
  await v1(buyer, 'POST', 'buyers/order/receive', { orderId });
  await v1(buyer, 'POST', 'buyers/aftersale/apply', { orderId, kind: 'refund_only', reason, amountFen: 1, photos: [] });
  const afterSale = (await v1<{ id: number; orderId: number }[]>(buyer, 'GET', 'buyers/aftersales')).find((a) => a.orderId === orderId)!;
  return { shopId: shop.id, orderId, afterSaleId: afterSale.id };
}
