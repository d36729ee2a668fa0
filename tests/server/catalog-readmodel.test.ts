import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { order, pay, skuOf } from './shopHelpers.ts';

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
beforeAll(async () => {
  t = await testApp();
});

type Card = { id: number; title: string; priceFen: number; sales: number; shopId: number; shopName: string };
const search = async (qs: string) => (await t.call('GET', `${V}/mall/products?${qs}`)).body.data as { list: Card[]; total: number; isLastPage: boolean };
const detail = async (id: number) => (await t.call('GET', `${V}/mall/product/${id}`)).body.data;

const ORDER: Record<string, string> = {
  sales: 'p.sales desc, p.id desc',
  price_asc: 'p.price asc, p.id asc',
  price_desc: 'p.price desc, p.id desc',
  newest: 'p.created_at desc, p.id desc',
};

/** The same question asked of the database directly: the read model must answer exactly this. */
async function sqlIds(where: string, params: unknown[], sort: string, pageSize: number, pageNum: number) {
  const rows = await t.db.query<{ id: number }>(
    `select p.id from products p where p.status = 1 ${where} order by ${ORDER[sort]} limit ${pageSize} offset ${(pageNum - 1) * pageSize}`,
    params,
  );
  const [{ n }] = await t.db.query<{ n: number }>(`select count(*)::int as n from products p where p.status = 1 ${where}`, params);
  return { ids: rows.map((r) => r.id), total: n };
}

describe('catalog read model', () => {
  it('answers searches exactly as SQL does: keyword, category, price range, every sort, paging', async () => {
    const cases: [string, string, unknown[]][] = [
      ['keyword=' + encodeURIComponent('新款'), `and p.title ilike '%新款%'`, []],
      ['keyword=PRO', `and p.title ilike '%pro%'`, []],
      ['categoryId=2', 'and p.category_id = $1', [2]],
      ['minPrice=5000&maxPrice=20000', 'and p.price >= $1 and p.price <= $2', [5000, 20000]],
      ['', '', []],
    ];
    for (const [qs, where, params] of cases) {
      for (const sort of Object.keys(ORDER)) {
        for (const pageNum of [1, 3]) {
          const got = await search(`${qs}&sort=${sort}&pageSize=7&pageNum=${pageNum}`);
          const want = await sqlIds(where, params, sort, 7, pageNum);
          expect(
            got.list.map((c) => c.id),
            `${qs} ${sort} p${pageNum}`,
          ).toEqual(want.ids);
          expect(got.total).toBe(want.total);
          expect(got.isLastPage).toBe(pageNum * 7 >= want.total);
        }
      }
    }
  });

  it('sees every committed change at once: sales, stock, shop name, off shelf', async () => {
    const [p] = await t.db.query<{ id: number; shop_id: number; title: string }>(
      'select id, shop_id, title from products where status = 1 order by id limit 1',
    );
    const keyword = encodeURIComponent(p!.title);
    const before = await detail(p!.id);
    expect((await search(`keyword=${keyword}`)).list.some((c) => c.id === p!.id)).toBe(true);

    await t.db.query('update products set sales = sales + 100000 where id = $1', [p!.id]);
    expect((await search('sort=sales&pageSize=1')).list[0]!.id).toBe(p!.id);
    expect((await detail(p!.id)).sales).toBe(before.sales + 100000);

    await t.db.query('update skus set stock = stock - 1 where id = $1', [before.skus[0].id]);
    expect((await detail(p!.id)).stock).toBe(before.stock - 1);

    await t.db.query(`update shops set name = '改名后的店铺' where id = $1`, [p!.shop_id]);
    expect((await search(`keyword=${keyword}`)).list.find((c) => c.id === p!.id)!.shopName).toBe('改名后的店铺');
    expect((await detail(p!.id)).shop.name).toBe('改名后的店铺');

    await t.db.query('update products set status = 0 where id = $1', [p!.id]);
    expect((await search(`keyword=${keyword}`)).list.some((c) => c.id === p!.id)).toBe(false);
    expect((await detail(p!.id)).status).toBe(0);
    expect((await detail(p!.id)).shop.productCount).toBe(before.shop.productCount - 1);
  });

  it('an order through the API shows in stock; its review in the review count', async () => {
    const sku = await skuOf(t);
    const before = await detail(sku.product_id);
    const buyer = await t.login('zbb_student01');
    const id = await order(t, buyer, sku.id, 2);
    expect((await detail(sku.product_id)).stock).toBe(before.stock - 2);
    expect((await pay(t, buyer, id)).status).toBe(200);
    const seller = await t.login('dsb_student01');
    expect(
      (await t.call('POST', `${V}/seller/order/ship`, { token: seller, json: { orderId: id, carrier: '顺丰速运', trackingNo: 'SF1234567890' } })).status,
    ).toBe(200);
    expect((await t.call('POST', `${V}/buyers/order/receive`, { token: buyer, json: { orderId: id } })).status).toBe(200);
    const [line] = await t.db.query<{ id: number }>('select id from order_lines where order_id = $1', [id]);
    const review = await t.call('POST', `${V}/buyers/order/review`, {
      token: buyer,
      json: { orderId: id, items: [{ lineId: line!.id, stars: 5, content: '很好', photos: [] }] },
    });
    expect(review.status).toBe(200);
    const after = await detail(sku.product_id);
    expect(after.reviewCount).toBe(before.reviewCount + 1);
    expect(after.reviews[0]).toMatchObject({ stars: 5, content: '很好' });
  });

  it('reads that arrive together while a change is being applied all see it', async () => {
    const [p] = await t.db.query<{ id: number }>('select id from products where status = 1 order by id limit 1 offset 5');
    await search('sort=sales&pageSize=1');
    await t.db.query('update products set sales = 2000000 where id = $1', [p!.id]);
    const answers = await Promise.all(Array.from({ length: 5 }, () => search('sort=sales&pageSize=1')));
    expect(answers.map((a) => a.list[0]!.id)).toEqual(Array(5).fill(p!.id));
  });

  it('a change made inside a rolled-back transaction changes nothing', async () => {
    const [p] = await t.db.query<{ id: number; sales: number }>('select id, sales from products where status = 1 order by id desc limit 1');
    await detail(p!.id);
    await expect(
      t.db.tx(async (q) => {
        await q.query('update products set sales = 999999 where id = $1', [p!.id]);
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect((await detail(p!.id)).sales).toBe(p!.sales);
  });

  it("the mall home's recommended and newest are the shelf's top ten recounted from products, and follow a change in the very next answer", async () => {
    type Home = { recommended: Card[]; newest: Card[] };
    const home = async () => (await t.call('GET', `${V}/mall/home`)).body.data as Home;
    const brief = (cards: { id: number; sales: number; shopName: string }[]) => cards.map((c) => [c.id, c.sales, c.shopName]);
    const shown = (h: Home) => ({ recommended: brief(h.recommended), newest: brief(h.newest) });
    const recount = async () => {
      const top = async (sort: string) =>
        brief(
          await t.db.query<{ id: number; sales: number; shopName: string }>(
            `select p.id, p.sales, s.name as "shopName" from products p join shops s on s.id = p.shop_id where p.status = 1 order by ${ORDER[sort]} limit 10`,
          ),
        );
      return { recommended: await top('sales'), newest: await top('newest') };
    };
    expect(shown(await home())).toEqual(await recount());

    // a tie at the top of both lists: the higher id first, as the search's sort=sales and sort=newest
    const [a, b] = await t.db.query<{ id: number }>('select id from products where status = 1 order by id limit 2 offset 20');
    await t.db.query(`update products set sales = 5000000, created_at = now() + interval '1 day' where id = any($1::int[])`, [[a!.id, b!.id]]);
    let h = await home();
    expect([h.recommended[0]!.id, h.recommended[1]!.id, h.newest[0]!.id, h.newest[1]!.id]).toEqual([b!.id, a!.id, b!.id, a!.id]);
    expect(shown(h)).toEqual(await recount());

    await t.db.query('update products set status = 0 where id = $1', [b!.id]);
    h = await home();
    expect([h.recommended[0]!.id, h.newest[0]!.id]).toEqual([a!.id, a!.id]);
    expect(shown(h)).toEqual(await recount());

    // listed again as a new product: first of the newest at once
    await t.db.query(`update products set status = 1, sales = 0, created_at = now() + interval '2 days' where id = $1`, [b!.id]);
    h = await home();
    expect([h.recommended[0]!.id, h.newest[0]!.id]).toEqual([a!.id, b!.id]);
    expect(shown(h)).toEqual(await recount());
  });

  it("the mall home's categories and rooms on air are at most a second old", async () => {
    type Home = { categories: { id: number; name: string }[] };
    const home = async () => (await t.call('GET', `${V}/mall/home`)).body.data as Home;
    const names = async () => (await t.db.query<{ name: string }>('select name from categories order by sort, id')).map((c) => c.name);
    const [c] = await t.db.query<{ id: number; name: string }>('select id, name from categories order by sort, id limit 1');
    await home();
    await t.db.query('update categories set name = $2 where id = $1', [c!.id, `${c!.name}·新`]);
    await new Promise((r) => setTimeout(r, 1100));
    const later = await home();
    expect(later.categories.map((x) => x.name)).toEqual(await names());
    expect(later.categories[0]!.name).toBe(`${c!.name}·新`);
    await t.db.query('update categories set name = $2 where id = $1', [c!.id, c!.name]);
  });
});
