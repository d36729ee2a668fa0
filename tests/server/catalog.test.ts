import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { decodePng } from './png.ts';

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
beforeAll(async () => {
  t = await testApp();
});

describe('catalog', () => {
  it('seeds dozens of shops and hundreds of products in every category', async () => {
    const cats = (await t.call('GET', `${V}/mall/categories`)).body.data as { id: number; name: string }[];
    expect(cats.length).toBeGreaterThanOrEqual(10);
    for (const c of cats) {
      const r = await t.call('GET', `${V}/mall/products?categoryId=${c.id}&pageSize=1`);
      expect(r.body.data.total).toBeGreaterThanOrEqual(20);
    }
    const shops = await t.call('GET', `${V}/mall/shops?pageSize=50`);
    expect(shops.body.data.total).toBeGreaterThanOrEqual(30);
    expect(shops.body.data.list[0].products.length).toBeGreaterThan(0);
  });

  it('searches by Chinese substring, price range, shop, and sorts', async () => {
    const r = await t.call('GET', `${V}/mall/products?keyword=${encodeURIComponent('连衣')}&pageSize=50`);
    expect(r.body.data.total).toBeGreaterThan(0);
    expect(r.body.data.list.every((p: { title: string }) => p.title.includes('连衣'))).toBe(true);
    const none = await t.call('GET', `${V}/mall/products?keyword=${encodeURIComponent('%不存在的商品%')}`);
    expect(none.body.data).toMatchObject({ list: [], total: 0, isLastPage: true });
    const priced = await t.call('GET', `${V}/mall/products?minPrice=5000&maxPrice=10000&sort=price_asc&pageSize=50`);
    const prices = priced.body.data.list.map((p: { priceFen: number }) => p.priceFen);
    expect(prices.every((p: number) => p >= 5000 && p <= 10000)).toBe(true);
    expect([...prices].sort((a, b) => a - b)).toEqual(prices);
    const bySales = (await t.call('GET', `${V}/mall/products?sort=sales&pageSize=20`)).body.data.list.map((p: { sales: number }) => p.sales);
    expect([...bySales].sort((a, b) => b - a)).toEqual(bySales);
    const shopId = priced.body.data.list[0].shopId;
    const inShop = await t.call('GET', `${V}/mall/products?shopId=${shopId}&pageSize=50`);
    expect(inShop.body.data.list.every((p: { shopId: number }) => p.shopId === shopId)).toBe(true);
  });

  it('pages with list/total/pageNum/pageSize/isLastPage', async () => {
    const a = (await t.call('GET', `${V}/mall/products?pageSize=50&pageNum=1&sort=newest`)).body.data;
    const last = Math.ceil(a.total / 50);
    const z = (await t.call('GET', `${V}/mall/products?pageSize=50&pageNum=${last}&sort=newest`)).body.data;
    expect(a.isLastPage).toBe(false);
    expect(z.isLastPage).toBe(true);
    expect(z.pageNum).toBe(last);
    const b = (await t.call('GET', `${V}/mall/products?pageSize=50&pageNum=2&sort=newest`)).body.data;
    expect(b.list.some((p: { id: number }) => a.list.some((q: { id: number }) => q.id === p.id))).toBe(false);
  });

  it('refuses bad filters with Chinese messages', async () => {
    for (const qs of ['pageSize=500', 'pageNum=0', 'sort=random', 'minPrice=-1', 'minPrice=500&maxPrice=100', 'categoryId=abc', 'maxPrice=1e20']) {
      const r = await t.call('GET', `${V}/mall/products?${qs}`);
      expect(r.status, qs).toBe(400);
      expect(r.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('product detail has SKUs with stock, the shop, promotions; unknown → 404', async () => {
    const id = (await t.call('GET', `${V}/mall/products?pageSize=1`)).body.data.list[0].id;
    const d = (await t.call('GET', `${V}/mall/product/${id}`)).body.data;
    expect(d.skus.length).toBeGreaterThan(0);
    expect(d.skus[0]).toHaveProperty('stock');
    expect(d.stock).toBe(d.skus.reduce((a: number, s: { stock: number }) => a + s.stock, 0));
    expect(d.priceFen).toBe(Math.min(...d.skus.map((s: { priceFen: number }) => s.priceFen)));
    expect(d.images).toHaveLength(3);
    expect(d.shop.name).toBeTruthy();
    expect(d.isFavourite).toBe(false);
    expect((await t.call('GET', `${V}/mall/product/99999999`)).status).toBe(404);
    expect((await t.call('GET', `${V}/mall/product/abc`)).status).toBe(400);
  });

  it('draws deterministic pictures locally: PNG products, banners and live covers, SVG shop logos, old SVG addresses sent on', async () => {
    const a = await t.app.request(`${V}/media/product/1-0.png`);
    expect([a.status, a.headers.get('content-type')]).toEqual([200, 'image/png']);
    const bytes = new Uint8Array(await a.arrayBuffer());
    expect(new Uint8Array(await (await t.app.request(`${V}/media/product/1-0.png`)).arrayBuffer())).toEqual(bytes);
    const picture = decodePng(bytes);
    expect([picture.width, picture.height]).toEqual([600, 600]);
    // a shape on a gradient: the middle is not the corner's colour
    expect(picture.pixel(300, 300)).not.toEqual(picture.pixel(0, 0));
    // enough detail for a browser to count it as the page's content (Chromium leaves out pictures under 0.05 bits a pixel)
    expect((bytes.length * 8) / (600 * 600)).toBeGreaterThan(0.05);
    expect(new Uint8Array(await (await t.app.request(`${V}/media/product/2-0.png`)).arrayBuffer())).not.toEqual(bytes);
    for (const [path, size] of [
      ['banner/1.png', [750, 300]],
      ['live/1.png', [640, 360]],
    ] as const) {
      const r = await t.app.request(`${V}/media/${path}`);
      expect(r.headers.get('content-type')).toBe('image/png');
      const p = decodePng(new Uint8Array(await r.arrayBuffer()));
      expect([p.width, p.height]).toEqual(size);
    }
    const logo = await t.app.request(`${V}/media/shop/1.svg`);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/svg+xml; charset=utf-8']);
    for (const old of ['product/1-0', 'banner/1', 'live/1']) {
      const r = await t.app.request(`${V}/media/${old}.svg`);
      expect([r.status, r.headers.get('location')]).toEqual([301, `${V}/media/${old}.png`]);
    }
    expect((await t.app.request(`${V}/media/product/99999999-0.png`)).status).toBe(404);
    expect((await t.app.request(`${V}/media/product/..%2Fx.png`)).status).toBe(404);
    expect((await t.app.request(`${V}/media/banner/0.png`)).status).toBe(404);
  });

  it('home, shop home, live now and upcoming', async () => {
    const h = (await t.call('GET', `${V}/mall/home`)).body.data;
    expect(h.banners.length).toBeGreaterThan(0);
    expect(h.recommended.length).toBe(10);
    expect(h.live.every((l: { live: boolean }) => l.live)).toBe(true);
    const up = (await t.call('GET', `${V}/mall/live?status=upcoming`)).body.data;
    expect(up.length).toBeGreaterThan(0);
    expect(up.every((l: { live: boolean }) => !l.live)).toBe(true);
    const room = (await t.call('GET', `${V}/mall/live/${h.live[0].id}`)).body.data;
    expect(room.streamUrl).toBe('/media/live-demo.mp4');
    expect(room.products.length).toBeGreaterThan(0);
    const shop = (await t.call('GET', `${V}/mall/shop/${room.shopId}`)).body.data;
    expect(shop.hot.length).toBeGreaterThan(0);
    // the shop's six best sellers on the shelf, recounted from its products
    const best = await t.db.query<{ id: number }>('select id from products where shop_id = $1 and status = 1 order by sales desc, id limit 6', [room.shopId]);
    expect(shop.hot.map((p: { id: number }) => p.id)).toEqual(best.map((p) => p.id));
    expect(shop.promotions.length).toBeGreaterThan(0);
  });

  it('favourites products and shops, per user', async () => {
    const token = await t.login('zbb_student01');
    const favs = async (who: string) => (await t.call('GET', `${V}/buyers/favourites?type=product`, { token: who })).body.data.map((p: { id: number }) => p.id);
    // the seeded learner keeps a few already: the new one comes first, the others stay
    const kept = await favs(token);
    const id = (await t.call('GET', `${V}/mall/products?pageSize=50`)).body.data.list.map((p: { id: number }) => p.id).find((x: number) => !kept.includes(x));
    expect((await t.call('POST', `${V}/buyers/favourite`, { token, json: { type: 'product', id, on: true } })).status).toBe(200);
    expect((await t.call('POST', `${V}/buyers/favourite`, { token, json: { type: 'product', id, on: true } })).status).toBe(200);
    expect((await t.call('GET', `${V}/mall/product/${id}`, { token })).body.data.isFavourite).toBe(true);
    expect(await favs(token)).toEqual([id, ...kept]);
    const other = await t.login('syb_student01');
    expect(await favs(other)).not.toContain(id);
    const [shop] = await t.db.query<{ id: number }>(
      `select s.id from shops s where not exists (select 1 from fav_shops f join users u on u.id = f.user_id where f.shop_id = s.id and u.username = 'zbb_student01')
          and s.owner_id <> (select id from users where username = 'zbb_student01') order by s.id limit 1`,
    );
    const followers = (await t.call('GET', `${V}/mall/shop/${shop!.id}`)).body.data.followers;
    await t.call('POST', `${V}/buyers/favourite`, { token, json: { type: 'shop', id: shop!.id, on: true } });
    expect((await t.call('GET', `${V}/mall/shop/${shop!.id}`)).body.data.followers).toBe(followers + 1);
    await t.call('POST', `${V}/buyers/favourite`, { token, json: { type: 'product', id, on: false } });
    expect(await favs(token)).toEqual(kept);
    expect((await t.call('POST', `${V}/buyers/favourite`, { token, json: { type: 'product', id: 99999999, on: true } })).status).toBe(404);
  });

  it("names a live room after its shop, else its anchor's nickname, real name or account; the host after the anchor", async () => {
    const shop = (await t.db.one<{ id: number; name: string }>('select id, name from shops order by id limit 1'))!;
    const star = (await t.db.one<{ id: number; nickname: string }>('select id, nickname from anchor_profiles order by id limit 1'))!;
    const [named, plain] = await t.db.query<{ id: number; real_name: string; username: string }>(
      `select id, real_name, username from users where id not in (select id from anchor_profiles) and real_name <> '' order by id limit 2`,
    );
    await t.db.query(`update users set real_name = '' where id = $1`, [plain!.id]);
    // (a shop's session without an anchor gets the owner as anchor on insert, migration 041)
    const hosts: [number | null, number, string, string][] = [
      [shop.id, named!.id, shop.name, named!.real_name],
      [null, star.id, star.nickname, star.nickname],
      [null, named!.id, `${named!.real_name}的直播间`, named!.real_name],
      [null, plain!.id, `${plain!.username}的直播间`, plain!.username],
    ];
    const ids: number[] = [];
    try {
      for (const [shopId, anchorId] of hosts) {
        const [l] = await t.db.query<{ id: number }>(
          `insert into live_sessions (shop_id, anchor_id, title, stream_url, starts_at, ends_at)
           values ($1, $2, '测试直播', '/media/live-demo.mp4', now() - interval '1 hour', now() + interval '1 hour') returning id`,
          [shopId, anchorId],
        );
        ids.push(l!.id);
      }
      const now = (await t.call('GET', `${V}/mall/live?status=now`)).body.data as { id: number; shopName: string; anchorName: string }[];
      for (const [i, [shopId, anchorId, shopName, anchorName]] of hosts.entries()) {
        const want = { id: ids[i], shopId, anchorId, shopName, anchorName, live: true };
        expect(now.find((l) => l.id === ids[i])).toMatchObject(want);
        expect((await t.call('GET', `${V}/mall/live/${ids[i]}`)).body.data).toMatchObject(want);
      }
    } finally {
      await t.db.query('delete from live_sessions where id = any($1::int[])', [ids]);
      await t.db.query('update users set real_name = $2 where id = $1', [plain!.id, plain!.real_name]);
    }
  });
});
