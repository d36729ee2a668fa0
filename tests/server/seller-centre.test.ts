import { beforeAll, describe, expect, it } from 'vitest';
import { docNo } from '../../server/services/sellerStock.ts';
import { testApp } from './helpers.ts';
import { clearPromotions, order, pay, skuOf, userId } from './shopHelpers.ts';

/**
 * The seller centre's shop, goods, stock, staff and data calls (docs/seller-centre.md "Shop, goods and
 * stock"): a seller only ever sees and changes their own shop (404 otherwise), goods show in the mall
 * at once, stock moves only through the ledger, staff reach only their areas.
 */

type App = Awaited<ReturnType<typeof testApp>>;
let t: App;
const V = '/v1/wangchuang';
// one sign-in per account, however many calls start at once (parallel sign-ins count as guesses)
const tokens = new Map<string, Promise<string>>();
const tk = (u: string) => {
  if (!tokens.has(u)) tokens.set(u, t.login(u));
  return tokens.get(u)!;
};
const get = async (u: string, path: string) => t.call('GET', `${V}${path}`, { token: await tk(u) });
const post = async (u: string, path: string, json: unknown = {}) => t.call('POST', `${V}${path}`, { token: await tk(u), json });

async function shopOf(username: string) {
  const [r] = await t.db.query<{ id: number }>('select s.id from shops s join users u on u.id = s.owner_id where u.username = $1', [username]);
  return r!.id;
}
async function libraryUrls(username: string) {
  const res = await post(username, '/seller/library/add', { keys: ['goods-1-1', 'goods-1-2', 'banner-1'] });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return ['/v1/wangchuang/media/library/goods-1-1.svg', '/v1/wangchuang/media/library/goods-1-2.svg', '/v1/wangchuang/media/library/banner-1.svg'];
}
const ledgerAgrees = async () =>
  (
    await t.db.query<{ n: number }>(
      'select count(*)::int as n from skus k where k.stock <> coalesce((select sum(delta) from stock_moves m where m.sku_id = k.id), 0)',
    )
  )[0]!.n;

function twoSpecGoods(title: string, images: string[], categoryId: number, extra: Record<string, unknown> = {}) {
  const specs = [
    { name: '颜色', values: ['红色', '蓝色'] },
    { name: '尺码', values: ['S', 'M'] },
  ];
  const skus = [];
  let i = 0;
  for (const c of specs[0]!.values)
    for (const s of specs[1]!.values) skus.push({ spec: { 颜色: c, 尺码: s }, priceFen: 5900 + 100 * i, originalPriceFen: 9900, stock: 10 + i++ });
  return {
    title,
    subtitle: '测试卖点',
    categoryId,
    shopCategoryId: null,
    images,
    specs,
    skus,
    freightTemplateId: null,
    detailHtml: '<p>好</p>',
    onShelf: true,
    ...extra,
  };
}

beforeAll(async () => {
  t = await testApp();
});

describe('scope: a seller only ever sees and changes their own shop', () => {
  it('answers another shop’s product, SKU and stock with 404 and changes nothing', async () => {
    const other = await skuOf(t, 'seller01');
    const before = JSON.stringify(await t.db.query('select * from skus where product_id = $1 order by id', [other.product_id]));
    expect((await get('dsb_student01', `/seller/goods/${other.product_id}`)).status).toBe(404);
    expect((await get('dsb_student01', `/seller/goods/${other.product_id}/skus`)).status).toBe(404);
    const cat = (await get('dsb_student01', '/seller/goods/options')).body.data.categories[0].id;
    const images = await libraryUrls('dsb_student01');
    expect((await post('dsb_student01', '/seller/goods/save', twoSpecGoods('改别人的商品', images, cat, { id: other.product_id }))).status).toBe(404);
    expect((await post('dsb_student01', '/seller/goods/sku', { skuId: other.id, stock: 1 })).status).toBe(404);
    expect((await post('dsb_student01', '/seller/stock/adjust', { skuId: other.id, stock: 1, reason: '盘点' })).status).toBe(404);
    expect((await post('dsb_student01', '/seller/stock/inbound', { items: [{ skuId: other.id, quantity: 5 }] })).status).toBe(404);
    expect((await post('dsb_student01', '/seller/stock/outbound', { items: [{ skuId: other.id, quantity: 1 }], kind: '其他' })).status).toBe(404);
    expect(JSON.stringify(await t.db.query('select * from skus where product_id = $1 order by id', [other.product_id]))).toBe(before);
    // the stock picker offers only the caller's own SKUs
    const picked = (await get('dsb_student01', '/seller/stock/skus?keyword=')).body.data as { productId: number }[];
    const mine = await shopOf('dsb_student01');
    const own = await t.db.query<{ id: number }>('select id from products where shop_id = $1', [mine]);
    expect(picked.length).toBeGreaterThan(0);
    expect(picked.every((p) => own.some((o) => o.id === p.productId))).toBe(true);
  });

  it('refuses a caller without a shop with 400 请先开店 on every call', async () => {
    for (const path of [
      '/seller/centre/overview',
      '/seller/profile',
      '/seller/decor',
      '/seller/goods/options',
      '/seller/stock/summary',
      '/seller/data/analysis',
    ]) {
      const res = await get('gyb_student01', path);
      expect([res.status, res.body.msg], path).toEqual([400, '请先开店']);
    }
    expect((await get('gyb_student01', '/seller/sellerProduct/list')).body.msg).toBe('请先开店');
  });

  it('checks decorations: pictures from the library, products of the shop', async () => {
    const other = await skuOf(t, 'seller01');
    const images = await libraryUrls('dsb_student01');
    const base = { theme: 'blue', sign: { image: null, slogan: '' } };
    const bad = [
      { blocks: [{ type: 'banner', items: [{ image: '/uploads/0123456789abcdef0123456789abcdef.png', productId: null }] }] },
      { blocks: [{ type: 'products', title: '精选', productIds: [other.product_id] }] },
      { blocks: [{ type: 'unknown' }] },
      { blocks: Array.from({ length: 13 }, () => ({ type: 'coupons' })) },
    ];
    for (const b of bad) expect((await post('dsb_student01', '/seller/decor', { ...base, ...b })).status, JSON.stringify(b)).toBe(400);
    const mine = (
      await t.db.query<{ id: number }>('select id from products where shop_id = $1 and status = 1 order by id limit 2', [await shopOf('dsb_student01')])
    ).map((r) => r.id);
    const ok = await post('dsb_student01', '/seller/decor', {
      ...base,
      sign: { image: images[2], slogan: '<b>标语</b>' },
      blocks: [
        { type: 'banner', items: [{ image: images[2], productId: mine[0] }] },
        { type: 'products', title: '精选', productIds: mine },
        { type: 'categories' },
      ],
    });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const home = (await t.call('GET', `${V}/mall/shop/${await shopOf('dsb_student01')}`)).body.data;
    expect(home.decor.theme).toBe('blue');
    expect(home.decor.blocks.map((b: { type: string }) => b.type)).toEqual(['banner', 'products', 'categories']);
    expect(Object.keys(home.products).map(Number).sort()).toEqual([...mine].sort());
    expect(home.categories.length).toBeGreaterThan(0);
  });
});

describe('goods: listed by the seller, seen by buyers at once', () => {
  it('lists a product with two specs, shows it in search and detail, edits it and takes it off the shelf', async () => {
    const images = await libraryUrls('dsb_student01');
    const opts = (await get('dsb_student01', '/seller/goods/options')).body.data;
    const shopCategoryId = opts.shopCategories[1].id;
    const input = twoSpecGoods('测试双规格卫衣', images.slice(0, 2), opts.categories[0].id, {
      shopCategoryId,
      detailHtml: '<p>纯棉</p><script>alert(1)</script><img src="javascript:x" onerror="y">',
    });
    const created = await post('dsb_student01', '/seller/goods/save', input);
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.msg).toBe('发布成功'); // a new product is published; an edit is saved (below)
    const id = created.body.data.id as number;
    expect(created.body.data.skus).toHaveLength(4);
    expect(created.body.data.detailHtml).not.toMatch(/script|onerror|javascript/);

    const search = async () =>
      (await t.call('GET', `${V}/mall/products?keyword=${encodeURIComponent('测试双规格卫衣')}`)).body.data.list as {
        id: number;
        image: string;
        priceFen: number;
      }[];
    expect((await search()).map((p) => p.id)).toEqual([id]);
    expect((await search())[0]!.image).toBe(images[0]);
    expect((await search())[0]!.priceFen).toBe(5900);
    const shopId = await shopOf('dsb_student01');
    const inCategory = (await t.call('GET', `${V}/mall/products?shopId=${shopId}&shopCategoryId=${shopCategoryId}&pageSize=100`)).body.data.list as {
      id: number;
    }[];
    expect(inCategory.map((p) => p.id)).toContain(id);
    const detail = (await t.call('GET', `${V}/mall/product/${id}`)).body.data;
    expect(detail.skus.map((s: { specText: string }) => s.specText)).toEqual(['红色 / S', '红色 / M', '蓝色 / S', '蓝色 / M']);
    expect(detail.images).toEqual(images.slice(0, 2));
    // the drawn picture URL (orders, carts) sends to the seller's own
    const media = await t.app.request(`${V}/media/product/${id}-0.png`);
    expect([media.status, media.headers.get('location')]).toEqual([302, images[0]]);

    // edit: a new price and stock for one SKU (an 'adjust' in the ledger), specs unchanged
    const skus = created.body.data.skus as { id: number; spec: Record<string, string>; priceFen: number; stock: number }[];
    const edited = {
      ...input,
      id,
      title: '测试双规格卫衣（改）',
      skus: skus.map((s, i) => ({ spec: s.spec, priceFen: i === 0 ? 4900 : s.priceFen, originalPriceFen: 9900, stock: i === 0 ? 99 : s.stock })),
    };
    const saved = await post('dsb_student01', '/seller/goods/save', edited);
    expect([saved.status, saved.body.msg]).toEqual([200, '保存成功']);
    const moves = await t.db.query<{ reason: string; delta: number }>('select reason, delta from stock_moves where sku_id = $1 order by id', [skus[0]!.id]);
    expect(moves).toEqual([
      { reason: 'initial', delta: 10 },
      { reason: 'adjust', delta: 89 },
    ]);
    expect((await search())[0]!.priceFen).toBe(4900);
    expect((await t.call('GET', `${V}/mall/product/${id}`)).body.data.title).toBe('测试双规格卫衣（改）');

    // inline edits on the goods list
    expect((await post('dsb_student01', '/seller/goods/sku', { skuId: skus[1]!.id, stock: 0, priceFen: 3900 })).status).toBe(200);
    expect((await search())[0]!.priceFen).toBe(3900);

    // off the shelf: gone from search at once; back on: there again
    expect((await post('dsb_student01', `/seller/sellerProduct/action/offShelf/${id}`)).status).toBe(200);
    expect(await search()).toEqual([]);
    const offDetail = (await t.call('GET', `${V}/mall/product/${id}`)).body.data;
    expect(offDetail.status).toBe(0);
    expect((await post('dsb_student01', '/seller/sellerProduct/batch/action/onShelf', { ids: [id] })).status).toBe(200);
    expect((await search()).map((p) => p.id)).toEqual([id]);
    expect(await ledgerAgrees()).toBe(0);
  });

  it('refuses goods whose SKUs do not match the specs, or whose pictures are not in the library, changing nothing', async () => {
    const images = await libraryUrls('dsb_student01');
    const cat = (await get('dsb_student01', '/seller/goods/options')).body.data.categories[0].id;
    const good = twoSpecGoods('不应保存的商品', images, cat);
    const before = (await t.db.query<{ n: number }>('select count(*)::int as n from products'))[0]!.n;
    const cases: [Record<string, unknown>, string][] = [
      [{ skus: good.skus.slice(1) }, '请为每个规格组合填写价格和库存'],
      [{ skus: [...good.skus, good.skus[0]] }, '规格组合重复'],
      [{ images: ['/uploads/0123456789abcdef0123456789abcdef.png'] }, '商品图片不在图片空间中，请重新选择'],
      [{ images: ['https://evil.example/x.png'] }, '商品图片有误，请从图片空间选择'],
      [{ images: [] }, '请至少上传1张商品图片'],
      [{ title: '' }, '请输入商品标题'],
      [{ specs: [{ name: '颜色', values: ['红色', '红色'] }], skus: [] }, '请填写价格和库存'],
      [{ skus: good.skus.map((s) => ({ ...s, priceFen: 0 })) }, '售价必须大于0'],
      [{ skus: good.skus.map((s) => ({ ...s, originalPriceFen: 100 })) }, '「红色 / S」的划线价不能低于售价'],
      [{ categoryId: 999999 }, '所选类目不存在'],
      [
        { shopCategoryId: (await t.db.query<{ id: number }>('select id from shop_categories where shop_id = $1 limit 1', [await shopOf('seller01')]))[0]!.id },
        '所选店铺分类不存在',
      ],
    ];
    for (const [patch, msg] of cases) {
      const res = await post('dsb_student01', '/seller/goods/save', { ...good, ...patch });
      expect([res.status, res.body.msg], JSON.stringify(patch).slice(0, 80)).toEqual([400, msg]);
    }
    expect((await t.db.query<{ n: number }>('select count(*)::int as n from products'))[0]!.n).toBe(before);
  });

  it('edits a seeded product without pictures of its own: it keeps its drawn ones', async () => {
    const sku = await skuOf(t, 'dsb_student01', 3);
    const loaded = (await get('dsb_student01', `/seller/goods/${sku.product_id}`)).body.data;
    expect(loaded.images).toEqual([]);
    expect(loaded.drawnImages[0]).toBe(`/v1/wangchuang/media/product/${sku.product_id}-0.png`);
    const saved = await post('dsb_student01', '/seller/goods/save', {
      ...loaded,
      title: `${loaded.title}（新包装）`,
      skus: loaded.skus.map((k: { spec: Record<string, string>; priceFen: number; originalPriceFen: number; stock: number }) => ({
        spec: k.spec,
        priceFen: k.priceFen,
        originalPriceFen: k.originalPriceFen,
        stock: k.stock,
      })),
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const detail = (await t.call('GET', `${V}/mall/product/${sku.product_id}`)).body.data;
    expect(detail.title).toBe(`${loaded.title}（新包装）`);
    expect(detail.images[0]).toBe(`/v1/wangchuang/media/product/${sku.product_id}-0.png`);
    // no stock changed, so no move was written
    expect((await t.db.query(`select 1 from stock_moves where ref = $1`, [`goods:${sku.product_id}`])).length).toBe(0);
  });

  it('keeps a picture in use from being deleted, and lets an unused one go', async () => {
    const [asset] = await t.db.query<{ id: number; url: string }>(`select a.id, a.url from shop_assets a where a.shop_id = $1 and a.url like '%goods-1-1%'`, [
      await shopOf('dsb_student01'),
    ]);
    const del = await post('dsb_student01', `/seller/shopAsset/delete/${asset!.id}`);
    expect([del.status, del.body.msg]).toEqual([400, '该图片正在被商品或店铺装修使用，不能删除']);
    const [free] = await t.db.query<{ id: number }>(`select a.id from shop_assets a where a.shop_id = $1 and a.url like '%goods-10-2%'`, [
      await shopOf('dsb_student01'),
    ]);
    if (free) expect((await post('dsb_student01', `/seller/shopAsset/delete/${free.id}`)).status).toBe(200);
  });
});

describe('stock: only through the ledger, always in agreement', () => {
  it('numbers every warehouse document apart, also many in the same second and across shops', async () => {
    const a = await skuOf(t, 'dsb_student01', 3);
    const b = await skuOf(t, 'seller02');
    const docs = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        i % 2
          ? post('dsb_student01', '/seller/stock/inbound', { items: [{ skuId: a.id, quantity: 1 }] })
          : post('seller02', '/seller/stock/inbound', { items: [{ skuId: b.id, quantity: 1 }] }),
      ),
    );
    const numbers = docs.map((r) => r.body.data.docNo as string);
    expect(numbers.every((n) => /^RK\d{17}$/.test(n))).toBe(true);
    expect(new Set(numbers).size).toBe(40);
    // each document's move is its own: one line each, by the shop that wrote it
    const moves = await t.db.query<{ ref: string; n: number }>('select ref, count(*)::int as n from stock_moves where ref = any($1::text[]) group by ref', [
      numbers.map((n) => `inbound:${n}`),
    ]);
    expect(moves.map((m) => m.n)).toEqual(Array(40).fill(1));
    // a thousand numbers asked at once, most in the same second: none repeats (three random digits did)
    const many = await Promise.all(Array.from({ length: 1000 }, () => docNo(t.db, 'RK')));
    expect(new Set(many).size).toBe(1000);
  });

  it('records inbound, outbound and adjustments with their reasons; an outbound beyond the stock changes nothing', async () => {
    const sku = await skuOf(t, 'dsb_student01', 5);
    const [{ stock: start }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    const inb = await post('dsb_student01', '/seller/stock/inbound', { items: [{ skuId: sku.id, quantity: 7 }], supplier: '白云批发', note: '补货' });
    expect(inb.status, JSON.stringify(inb.body)).toBe(200);
    expect(inb.body.data.docNo).toMatch(/^RK\d{17}$/);
    const out = await post('dsb_student01', '/seller/stock/outbound', { items: [{ skuId: sku.id, quantity: 2 }], kind: '样品领用', note: '' });
    expect(out.status).toBe(200);
    const tooMuch = await post('dsb_student01', '/seller/stock/outbound', { items: [{ skuId: sku.id, quantity: 1_000 }], kind: '损耗报废', note: '' });
    expect([tooMuch.status, tooMuch.body.msg]).toEqual([400, expect.stringContaining('库存不足')]);
    expect((await post('dsb_student01', '/seller/stock/adjust', { skuId: sku.id, stock: 3, reason: '' })).body.msg).toBe('请输入调整原因');
    const adj = await post('dsb_student01', '/seller/stock/adjust', { skuId: sku.id, stock: 3, reason: '月末盘点' });
    expect(adj.status).toBe(200);
    const moves = await t.db.query<{ reason: string; delta: number; note: string; ref: string; actor_id: number }>(
      `select reason, delta, note, ref, actor_id from stock_moves where sku_id = $1 and reason in ('inbound', 'outbound', 'adjust') order by id`,
      [sku.id],
    );
    const owner = await userId(t, 'dsb_student01');
    expect(moves.map((m) => [m.reason, m.delta, m.note, m.actor_id])).toEqual([
      ['inbound', 7, '供应商：白云批发；补货', owner],
      ['outbound', -2, '样品领用', owner],
      ['adjust', 3 - (start + 5), '月末盘点', owner],
    ]);
    expect(moves[0]!.ref).toBe(`inbound:${inb.body.data.docNo}`);
    // the ledger resource lists them, filtered by reason
    const listed = await get('dsb_student01', '/seller/stockMove/list?reason=inbound,outbound&pageSize=100');
    expect(listed.body.data.list.some((r: { ref: string }) => r.ref === `inbound:${inb.body.data.docNo}`)).toBe(true);
    expect(listed.body.data.list.every((r: { reason: string }) => ['inbound', 'outbound'].includes(r.reason))).toBe(true);
    const summary = (await get('dsb_student01', '/seller/stock/summary')).body.data;
    expect(summary.mismatched).toBe(0);
    expect(await ledgerAgrees()).toBe(0);
  });

  it('20 parallel orders with stock edits, inbounds and outbounds never make the ledger and the stock disagree', async () => {
    await clearPromotions(t);
    const skus = [await skuOf(t, 'seller01', 0), await skuOf(t, 'seller01', 1)];
    for (const s of skus) await t.db.query('update skus set stock = 30 where id = $1', [s.id]);
    const buyers = ['zbb_student01', 'syb_student01', 'gyb_student01', 'dsb_student01', 'seller02'];
    const work: Promise<unknown>[] = [];
    for (let i = 0; i < 20; i++) {
      const buyer = buyers[i % buyers.length]!;
      const sku = skus[i % 2]!;
      work.push(
        (async () => {
          const res = await post(buyer, '/buyers/order/create', { items: [{ skuId: sku.id, quantity: 1 + (i % 3) }] });
          if (res.status === 200 && i % 4 === 0) await post(buyer, '/buyers/order/cancel', { orderId: res.body.data.orderIds[0] });
          return res.status;
        })(),
      );
      if (i % 5 === 0) work.push(post('seller01', '/seller/goods/sku', { skuId: sku.id, stock: 25 + i }));
      if (i % 5 === 1) work.push(post('seller01', '/seller/stock/inbound', { items: [{ skuId: sku.id, quantity: 3 }] }));
      if (i % 5 === 2) work.push(post('seller01', '/seller/stock/outbound', { items: [{ skuId: sku.id, quantity: 1 }], kind: '其他' }));
      if (i % 5 === 3) work.push(post('seller01', '/seller/stock/adjust', { skuId: sku.id, stock: 20 + i, reason: '盘点' }));
    }
    const results = await Promise.all(work);
    expect(results.length).toBeGreaterThan(20);
    const rows = await t.db.query<{ id: number; stock: number; sum: number; last: number }>(
      `select k.id, k.stock, coalesce((select sum(delta) from stock_moves m where m.sku_id = k.id), 0)::int as sum,
              (select balance_after from stock_moves m where m.sku_id = k.id order by id desc limit 1) as last
         from skus k where k.id = any($1::int[])`,
      [skus.map((s) => s.id)],
    );
    for (const r of rows) {
      expect(r.sum, `sku ${r.id}`).toBe(r.stock);
      expect(r.last, `sku ${r.id}`).toBe(r.stock);
      expect(r.stock).toBeGreaterThanOrEqual(0);
    }
    // orders took their stock through the ledger
    const orderMoves = await t.db.query<{ n: number }>(`select count(*)::int as n from stock_moves where sku_id = any($1::int[]) and reason = 'order'`, [
      skus.map((s) => s.id),
    ]);
    expect(orderMoves[0]!.n).toBeGreaterThan(0);
    expect(await ledgerAgrees()).toBe(0);
    // the buyers cancel what they left unpaid: their coins cover the later tests' orders again
    const unpaid = await t.db.query<{ id: number; username: string }>(
      `select o.id, u.username from orders o join users u on u.id = o.buyer_id where o.status = 'pending_payment' and u.username = any($1::text[])`,
      [buyers],
    );
    for (const o of unpaid) expect((await post(o.username, '/buyers/order/cancel', { orderId: o.id })).status).toBe(200);
  });
});

describe('staff: sub-accounts sign in and reach only their areas', () => {
  it('a seeded customer-service account sees orders but not goods, money or staff', async () => {
    expect((await get('dsb_kefu01', '/seller/orders')).status).toBe(200);
    const overview = await get('dsb_kefu01', '/seller/centre/overview');
    expect(overview.status).toBe(200);
    expect(overview.body.data.shopId).toBe(await shopOf('dsb_student01'));
    expect(overview.body.data.balanceFen).toBeNull();
    for (const path of ['/seller/goods/options', '/seller/sellerProduct/list', '/seller/account/summary', '/seller/shopStaff/list', '/seller/stock/summary']) {
      const res = await get('dsb_kefu01', path);
      expect([res.status, res.body.msg], path).toEqual([403, '子账号无权访问该功能']);
    }
    expect((await get('dsb_kefu01', '/store/valid/question')).body.data).toBe(1);
    expect((await post('dsb_kefu01', '/store/exam/submit', { answers: { 1: 'A' } })).body.msg).toBe('子账号不能开店');
    const info = (await get('dsb_kefu01', '/common/info')).body.data;
    expect(info.staff).toMatchObject({ shopId: await shopOf('dsb_student01'), perms: ['orders', 'service'] });
  });

  it('an owner creates a sub-account that signs in, works within its areas as the shop, and stops when disabled', async () => {
    const created = await post('seller02', '/seller/shopStaff/create', {
      username: 'seller02_ck',
      realName: '仓管小王',
      phone: '13912345678',
      password: 'Stock@2026',
      perms: ['stock'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.data.password).toBeUndefined();
    const token = await t.login('seller02_ck', 'Stock@2026');
    const call = (method: string, path: string, json?: unknown) => t.call(method, `${V}${path}`, { token, json });
    const sku = await skuOf(t, 'seller02');
    expect((await call('GET', '/seller/stock/summary')).status).toBe(200);
    const inb = await call('POST', '/seller/stock/inbound', { items: [{ skuId: sku.id, quantity: 4 }], supplier: '', note: '' });
    expect(inb.status).toBe(200);
    const [move] = await t.db.query<{ actor_id: number }>(`select actor_id from stock_moves where ref = $1`, [`inbound:${inb.body.data.docNo}`]);
    expect(move!.actor_id).toBe(await userId(t, 'seller02_ck'));
    // another shop's SKU stays a 404 for staff too
    expect((await call('POST', '/seller/stock/inbound', { items: [{ skuId: (await skuOf(t, 'seller03')).id, quantity: 1 }] })).status).toBe(404);
    expect((await call('GET', '/seller/goods/options')).status).toBe(403);
    expect((await call('GET', '/seller/orders')).status).toBe(403);
    // disabled: every seller call is refused and the session ends
    expect((await post('seller02', `/seller/shopStaff/action/disable/${created.body.data.id}`)).status).toBe(200);
    expect((await call('GET', '/seller/stock/summary')).status).toBe(401);
    // another owner cannot touch it
    expect((await post('seller03', `/seller/shopStaff/action/enable/${created.body.data.id}`)).status).toBe(404);
  });

  it('refuses a taken user name and a short password', async () => {
    const taken = await post('seller02', '/seller/shopStaff/create', { username: 'admin01', realName: '冒名', password: 'Demo@2026', perms: ['goods'] });
    expect([taken.status, taken.body.msg]).toEqual([400, '该登录账号已被使用']);
    const short = await post('seller02', '/seller/shopStaff/create', { username: 'seller02_x', realName: '短', password: '123', perms: ['goods'] });
    expect([short.status, short.body.msg]).toEqual([400, '请输入8~24位密码']);
  });
});

describe('seasons: restart brings the shop back to its starting state', () => {
  it('gives back what orders took (through the ledger), clears figures and visitors, keeps goods and decoration', async () => {
    await clearPromotions(t);
    const sku = await skuOf(t, 'dsb_student01', 2);
    const shopId = await shopOf('dsb_student01');
    const [{ stock: before }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    const decorBefore = (await t.db.query<{ decor: unknown }>('select decor from shops where id = $1', [shopId]))[0]!.decor;
    const buyer = await tk('zbb_student01');
    await t.call('GET', `${V}/mall/product/${sku.product_id}`, { token: buyer });
    const orderId = await order(t, buyer, sku.id, 3);
    expect((await pay(t, buyer, orderId)).status).toBe(200);
    expect((await get('dsb_student01', '/seller/data/analysis')).body.data.seasons[0].orders).toBeGreaterThan(0);
    expect((await t.call('GET', `${V}/teacher/turn/restart`, { token: await tk('teacher01') })).status).toBe(200);
    const [{ stock: after }] = await t.db.query<{ stock: number }>('select stock from skus where id = $1', [sku.id]);
    expect(after).toBe(before);
    const [restartMove] = await t.db.query<{ reason: string; delta: number }>(
      'select reason, delta from stock_moves where sku_id = $1 order by id desc limit 1',
      [sku.id],
    );
    expect(restartMove).toEqual({ reason: 'restart', delta: 3 });
    const figures = (await get('dsb_student01', '/seller/data/analysis')).body.data;
    expect(figures.seasons[0]).toMatchObject({ orders: 0, salesFen: 0, visitors: 0 });
    expect((await t.db.query('select 1 from page_views where shop_id = $1', [shopId])).length).toBe(0);
    expect((await t.db.query<{ decor: unknown }>('select decor from shops where id = $1', [shopId]))[0]!.decor).toEqual(decorBefore);
    expect((await get('dsb_student01', '/seller/sellerProduct/list')).body.data.total).toBeGreaterThan(0);
    expect(await ledgerAgrees()).toBe(0);
  });
});

describe('data: visitors, sales and results per season', () => {
  it('counts a buyer’s view and purchase in the season’s figures and the product’s', async () => {
    await clearPromotions(t);
    const sku = await skuOf(t, 'seller03');
    const shopId = await shopOf('seller03');
    const before = (await get('seller03', '/seller/data/analysis')).body.data;
    const s1 = before.seasons.find((s: { season: number }) => s.season === before.season);
    // a signed-in buyer views the product and the shop, twice: one visitor
    const buyer = await tk('syb_student01');
    for (let i = 0; i < 2; i++) {
      await t.call('GET', `${V}/mall/product/${sku.product_id}`, { token: buyer });
      await t.call('GET', `${V}/mall/shop/${shopId}`, { token: buyer });
    }
    // the owner's own views are not counted
    await t.call('GET', `${V}/mall/product/${sku.product_id}`, { token: await tk('seller03') });
    const orderId = await order(t, buyer, sku.id, 2);
    expect((await pay(t, buyer, orderId)).status).toBe(200);
    const [{ pay_fen: paid }] = await t.db.query<{ pay_fen: number }>('select pay_fen from orders where id = $1', [orderId]);
    const after = (await get('seller03', '/seller/data/analysis')).body.data;
    const s2 = after.seasons.find((s: { season: number }) => s.season === after.season);
    expect(s2.orders).toBe(s1.orders + 1);
    expect(s2.salesFen).toBe(s1.salesFen + paid);
    expect(s2.units).toBe(s1.units + 2);
    expect(s2.views).toBe(s1.views + 4);
    expect(s2.visitors).toBe(s1.visitors + 1);
    expect(s2.avgOrderFen).toBe(Math.round(s2.salesFen / s2.orders));
    const p = after.products.find((x: { productId: number }) => x.productId === sku.product_id);
    expect(p).toMatchObject({ units: 2, orders: 1, buyers: 1 });
    expect(p.views).toBeGreaterThanOrEqual(2);
    const home = (await get('seller03', '/seller/centre/overview')).body.data;
    expect(home.todo.toShip).toBeGreaterThanOrEqual(1);
    expect(home.today.orders).toBeGreaterThanOrEqual(1);
    expect(home.scores).toEqual({ description: 4, service: 8, logistics: 10 });
    const account = (await get('seller03', '/seller/account/summary')).body.data;
    expect(account.heldFen).toBeGreaterThanOrEqual(paid);
  });

  it('reports each promotion’s results', async () => {
    const res = await get('dsb_student01', '/seller/data/activities');
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.data.list)).toBe(true);
    expect((await get('dsb_student01', '/seller/data/activities?season=abc')).status).toBe(400);
  });
});
