import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import type { AnyRow, ListAnswer } from '../../src/api/contract/resource/types.ts';
import { shopAfterSaleResource } from '../../src/api/contract/resources/shop.ts';
import { shopComplaintResource } from '../../src/api/contract/resources/system.ts';

/**
 * A declaration's views (status tabs with counts) and summary figures (docs/resources.md "Views and
 * summary figures"): the list answers them in the caller's scope, for the same filters as its rows.
 * Every expected number is recounted from the rows the list itself answers, or from the table.
 */
type App = Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';

async function list(t: App, token: string, path: string): Promise<ListAnswer<AnyRow>> {
  const res = await t.call('GET', path, { token });
  expect(res.status, `${path}: ${JSON.stringify(res.body)}`).toBe(200);
  return res.body.data;
}

/** Every row of a view (and the answer carrying the counts and figures), read page by page. */
async function allRows(t: App, token: string, base: string, query: string) {
  const rows: AnyRow[] = [];
  let first: ListAnswer<AnyRow> | null = null;
  for (let pageNum = 1; ; pageNum++) {
    const page = await list(t, token, `${base}list?${query}&pageSize=100&pageNum=${pageNum}`);
    first ??= page;
    rows.push(...page.list);
    if (page.isLastPage) break;
  }
  return { rows, answer: first! };
}

/** An after-sale case on an order of `owner`'s shop, in the given status. */
async function afterSale(t: App, owner: string, status: string, amountFen: number) {
  const [o] = await t.db.query<{ id: number; buyer_id: number; shop_id: number }>(
    `select o.id, o.buyer_id, o.shop_id from orders o join shops s on s.id = o.shop_id join users u on u.id = s.owner_id
      where u.username = $1 order by o.id limit 1`,
    [owner],
  );
  expect(o, `an order of ${owner}'s shop`).toBeDefined();
  await t.db.query(
    `insert into after_sales (order_id, buyer_id, shop_id, kind, status, reason, amount_fen) values ($1, $2, $3, 'refund_only', $4, '视图测试', $5)`,
    [o!.id, o!.buyer_id, o!.shop_id, status, amountFen],
  );
}

describe('views and summary figures of a shop resource (售后申请)', () => {
  let t: App;
  let owner: string;
  let other: string;
  const base = `${V}/seller/shopAfterSale/`;
  beforeAll(async () => {
    t = await testApp();
    owner = await t.login('dsb_student01');
    other = await t.login('seller01');
    const statuses = ['applied', 'returned', 'awaiting_return', 'refunded', 'rejected', 'cancelled', 'applied'];
    for (const [i, s] of statuses.entries()) await afterSale(t, 'dsb_student01', s, 100 * (i + 1));
    await afterSale(t, 'seller01', 'applied', 777);
  });

  it('counts every view as its rows, and sums the rows of the view shown', async () => {
    for (const view of shopAfterSaleResource.views) {
      const { rows, answer } = await allRows(t, owner, base, `view=${view.key}`);
      const statuses = 'filter' in view ? (view.filter.status as readonly string[]) : null;
      if (statuses) for (const r of rows) expect(statuses, `${view.key}: row ${r.id}`).toContain(r.status);
      expect(answer.total).toBe(rows.length);
      expect(answer.views?.[view.key], view.key).toBe(rows.length);
      expect(answer.summary).toEqual([rows.length, rows.reduce((sum, r) => sum + Number(r.amount), 0)]);
    }
    // the views' counts are the same whichever is shown, and 全部 is the table's rows of this shop
    const shown = await list(t, owner, `${base}list?view=todo`);
    expect((await list(t, owner, `${base}list?view=done`)).views).toEqual(shown.views);
    const [n] = await t.db.query<{ n: number }>(
      `select count(*)::int as n from after_sales a join shops s on s.id = a.shop_id join users u on u.id = s.owner_id where u.username = 'dsb_student01'`,
    );
    expect(shown.views?.all).toBe(n!.n);
  });

  it('counts only the caller’s own shop: a case of another shop is not counted', async () => {
    const before = await list(t, owner, `${base}list?view=todo`);
    const otherBefore = await list(t, other, `${base}list?view=todo`);
    await afterSale(t, 'seller01', 'applied', 500);
    const after = await list(t, owner, `${base}list?view=todo`);
    expect(after.views).toEqual(before.views);
    expect(after.summary).toEqual(before.summary);
    const otherAfter = await list(t, other, `${base}list?view=todo`);
    expect(otherAfter.views?.todo).toBe((otherBefore.views?.todo ?? 0) + 1);
    expect(otherAfter.summary?.[1]).toBe((otherBefore.summary?.[1] ?? 0) + 500);
    // and the other shop's rows are not the owner's
    const mine = new Set((await allRows(t, owner, base, 'view=all')).rows.map((r) => r.id));
    for (const r of (await allRows(t, other, base, 'view=all')).rows) expect(mine.has(r.id)).toBe(false);
  });

  it('counts for the other filters: a search narrows every view’s count and the figures alike', async () => {
    const { rows } = await allRows(t, owner, base, 'view=all');
    const orderNo = String(rows[0]!.orderNo);
    for (const view of shopAfterSaleResource.views) {
      const { rows: found, answer } = await allRows(t, owner, base, `view=${view.key}&orderNo=${encodeURIComponent(orderNo)}`);
      expect(answer.views?.[view.key], view.key).toBe(found.length);
      expect(answer.summary?.[0]).toBe(found.length);
      for (const r of found) expect(String(r.orderNo)).toContain(orderNo);
    }
  });

  it('refuses a view the declaration lacks with 400, and counts nothing for a caller without a shop', async () => {
    const bad = await t.call('GET', `${base}list?view=nope`, { token: owner });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('列表视图有误');
    const noShop = await t.call('GET', `${base}list?view=todo`, { token: await t.login('admin01') });
    expect(noShop.status).toBe(400);
    expect(noShop.body.msg).toBe('请先开店');
  });

  it('exports the rows of the view shown', async () => {
    const { rows } = await allRows(t, owner, base, 'view=done');
    const { file } = await t.exportFile(`${base}export?format=csv&view=done`, owner);
    expect(file?.status).toBe(200);
    const lines = (await file!.text()).trim().split('\n');
    expect(lines.length - 1).toBe(rows.length);
  });
});

describe('views of a region resource (投诉): a city admin counts only their city', () => {
  let t: App;
  const base = (role: string) => `${V}/${role}/shopComplaint/`;
  /** A shop whose owner is inside (or outside) city01's city. */
  async function shopIn(inside: boolean) {
    const [r] = await t.db.query<{ shop_id: number }>(
      `select s.id as shop_id from shops s join users o on o.id = s.owner_id
        where ${inside ? '' : 'not '}(o.city_id is not distinct from (select city_id from users where username = 'city01')) order by s.id limit 1`,
    );
    expect(r, `a shop ${inside ? 'inside' : 'outside'} city01's city`).toBeDefined();
    return r!.shop_id;
  }
  async function complaint(shopId: number, ruling: string) {
    await t.db.query(
      `insert into complaints (user_id, kind, shop_id, reason, ruling) values ((select id from users where username = 'seller01'), 'complaint', $1, '视图测试', $2)`,
      [shopId, ruling],
    );
  }
  beforeAll(async () => {
    t = await testApp();
    const inside = await shopIn(true);
    const outside = await shopIn(false);
    for (const ruling of ['pending', 'pending', 'upheld', 'dismissed']) await complaint(inside, ruling);
    for (const ruling of ['pending', 'upheld']) await complaint(outside, ruling);
  });

  it('answers each view’s count as the rows of that view, in each admin’s scope', async () => {
    for (const [user, prefix] of [
      ['city01', 'city'],
      ['admin01', 'admin'],
    ] as const) {
      const token = await t.login(user);
      for (const view of shopComplaintResource.views) {
        const { rows, answer } = await allRows(t, token, base(prefix), `view=${view.key}`);
        expect(answer.views?.[view.key], `${user} ${view.key}`).toBe(rows.length);
        const rulings = 'filter' in view ? (view.filter.ruling as readonly string[]) : null;
        if (rulings) for (const r of rows) expect(rulings).toContain(r.ruling);
      }
    }
  });

  it('leaves a case outside the city out of the city admin’s counts, and counts it for the national admin', async () => {
    const city = await t.login('city01');
    const admin = await t.login('admin01');
    const before = { city: await list(t, city, `${base('city')}list`), admin: await list(t, admin, `${base('admin')}list`) };
    await complaint(await shopIn(false), 'pending');
    const after = { city: await list(t, city, `${base('city')}list`), admin: await list(t, admin, `${base('admin')}list`) };
    expect(after.city.views).toEqual(before.city.views);
    expect(after.admin.views?.pending).toBe((before.admin.views?.pending ?? 0) + 1);
    expect(after.admin.views?.all).toBe((before.admin.views?.all ?? 0) + 1);
    await complaint(await shopIn(true), 'pending');
    expect((await list(t, city, `${base('city')}list`)).views?.pending).toBe((before.city.views?.pending ?? 0) + 1);
  });
});
