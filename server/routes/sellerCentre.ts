import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { z } from 'zod';
import type { AppEnv, Deps, ShopEnv } from '../http/context.ts';
import { caller, ownShop } from '../http/caller.ts';
import { ok } from '../http/envelope.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { staffGate } from '../http/staffGate.ts';
import { notFound } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { phoneRule } from '../rules.ts';
import { PageViews } from '../services/pageViews.ts';
import { decorOf, logoOf, publishDecor, shopFront, shopProfile, shopRow, updateShopProfile } from '../services/sellerShop.ts';
import { editSku, goodsDetail, goodsOptions, publishGoods, skusOf } from '../services/goods.ts';
import { recordAdjustment, recordInbound, recordOutbound, stockSkus, stockSummary } from '../services/sellerStock.ts';
import { accountLedger, accountSummary, activities, analysis, heldOrders, overview } from '../services/sellerData.ts';
import { copyTemplates, librarySvg } from '../services/library.ts';
import { addLibraryPictures, productSources, shopLibrary, takeSource } from '../services/shopLibrary.ts';
import { listShopPromotions } from '../services/promotions.ts';
import {
  DECOR_LIMITS,
  DECOR_THEMES,
  GOODS_LIMITS,
  MAX_PRICE_FEN,
  MAX_STOCK,
  OUTBOUND_KINDS,
  SHOP_INTRO_MAX,
  SHOP_NAME_MAX,
  type ShopDecor,
} from '../../src/api/contract/seller.ts';

/**
 * The seller centre's shop, goods, stock and data calls (docs/seller-centre.md "Shop, goods and stock"),
 * all under /v1/wangchuang/seller/ and all on the caller's own shop (`ownShop`: 400 请先开店 without one;
 * a staff member reaches them as the owner, within their areas: server/http/staffGate.ts). The list and
 * form pages (goods list, recommendations, pictures, warehouse, sub-accounts) are resources
 * (server/resources/goods.ts); these are what is not list-shaped.
 */

const CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const plain = (label: string, max: number, required = false) => {
  const base = z
    .string({ error: `${label}格式有误` })
    .trim()
    .max(max, `${label}最多${max}个字`)
    .refine((v) => !CONTROL.test(v), `${label}含有非法字符`);
  return required ? base.refine((v) => v.length > 0, `请输入${label}`) : base.default('');
};
const picture = z.string({ error: '图片有误' }).trim().max(300, '图片有误');
const optionalPhone = z.union([z.literal(''), phoneRule], { error: '手机号码格式有误' }).default('');
const id = (msg: string) => z.number({ error: msg }).int(msg).positive(msg).max(2147483647, msg);
const quantity = (max: number) => z.number({ error: '数量须为整数' }).int('数量须为整数').min(1, '数量至少为1').max(max, `数量不能大于${max}`);

const profileSchema = z.object({
  name: plain('店铺名称', SHOP_NAME_MAX, true).refine((v) => v.length >= 2, '店铺名称至少2个字'),
  logo: z.union([z.literal(''), picture]).default(''),
  intro: plain('店铺简介', SHOP_INTRO_MAX),
  servicePhone: optionalPhone,
  returnName: plain('退货联系人', 20),
  returnPhone: optionalPhone,
  returnAddress: plain('退货地址', 100),
});

const title = plain('标题', DECOR_LIMITS.title, true);
const linkId = id('商品有误').nullable().default(null);
const blockSchema = z.discriminatedUnion(
  'type',
  [
    z.object({
      type: z.literal('banner'),
      items: z
        .array(z.object({ image: picture.min(1, '请选择轮播图片'), productId: linkId }), { error: '轮播图有误' })
        .min(1, '轮播图至少1张')
        .max(DECOR_LIMITS.bannerItems, `轮播图最多${DECOR_LIMITS.bannerItems}张`),
    }),
    z.object({
      type: z.literal('products'),
      title,
      productIds: z
        .array(id('商品有误'), { error: '商品有误' })
        .min(1, '请选择精选商品')
        .max(DECOR_LIMITS.products, `精选商品最多${DECOR_LIMITS.products}个`)
        .refine((a) => new Set(a).size === a.length, '精选商品不能重复'),
    }),
    z.object({ type: z.literal('recommend'), title }),
    z.object({ type: z.literal('hot'), title }),
    z.object({ type: z.literal('new'), title }),
    z.object({ type: z.literal('coupons') }),
    z.object({ type: z.literal('categories') }),
    z.object({ type: z.literal('notice'), text: plain('公告内容', DECOR_LIMITS.notice, true) }),
    z.object({ type: z.literal('image'), image: picture.min(1, '请选择广告图片'), productId: linkId }),
  ],
  { error: '装修模块有误' },
);
const decorSchema = z.object({
  theme: z.enum(DECOR_THEMES.map((t) => t.key) as [string, ...string[]], { error: '请选择店铺风格' }),
  sign: z.object({ image: picture.nullable().default(null), slogan: plain('店招标语', DECOR_LIMITS.slogan) }, { error: '店招有误' }),
  blocks: z.array(blockSchema, { error: '装修模块有误' }).max(DECOR_LIMITS.blocks, `装修模块最多${DECOR_LIMITS.blocks}个`),
});

const fen = (msg: string) => z.number({ error: msg }).int(msg).min(0, msg).max(MAX_PRICE_FEN, msg);
const goodsSchema = z.object({
  id: id('商品有误').optional(),
  title: plain('商品标题', GOODS_LIMITS.title, true).refine((v) => v.length >= 2, '商品标题至少2个字'),
  subtitle: plain('商品卖点', GOODS_LIMITS.subtitle),
  categoryId: id('请选择商品类目'),
  shopCategoryId: id('店铺分类有误').nullable().default(null),
  images: z
    .array(picture, { error: '商品图片有误' })
    .max(GOODS_LIMITS.images, `商品图片最多${GOODS_LIMITS.images}张`)
    .refine((a) => new Set(a).size === a.length, '商品图片不能重复'),
  specs: z
    .array(
      z.object({
        name: plain('规格名', GOODS_LIMITS.specName, true),
        values: z
          .array(plain('规格值', GOODS_LIMITS.specValue, true), { error: '规格值有误' })
          .min(1, '请填写规格值')
          .max(GOODS_LIMITS.specValues, `每个规格最多${GOODS_LIMITS.specValues}个值`),
      }),
      { error: '规格有误' },
    )
    .max(GOODS_LIMITS.specGroups, `规格最多${GOODS_LIMITS.specGroups}组`),
  skus: z
    .array(
      z.object({
        spec: z.record(z.string().max(GOODS_LIMITS.specName), z.string().max(GOODS_LIMITS.specValue), { error: '规格有误' }),
        priceFen: fen('请输入正确的售价').refine((v) => v >= 1, '售价必须大于0'),
        originalPriceFen: fen('划线价有误').default(0),
        stock: z.number({ error: '库存须为整数' }).int('库存须为整数').min(0, '库存不能小于0').max(MAX_STOCK, `库存不能大于${MAX_STOCK}`),
      }),
      { error: '规格有误' },
    )
    .min(1, '请填写价格和库存')
    .max(GOODS_LIMITS.skus, `规格组合最多${GOODS_LIMITS.skus}个`),
  freightTemplateId: id('运费模板有误').nullable().default(null),
  detailHtml: z.string({ error: '商品详情有误' }).max(GOODS_LIMITS.detail, '商品详情过长').default(''),
  onShelf: z.boolean({ error: '参数有误' }).default(true),
});

const items = z
  .array(z.object({ skuId: id('商品规格有误'), quantity: quantity(99_999) }), { error: '请选择商品' })
  .min(1, '请选择商品')
  .max(100, '一次最多100个规格');
const seasonQuery = z.object({ season: z.coerce.number({ error: '赛季有误' }).int('赛季有误').min(1, '赛季有误').max(1000, '赛季有误').optional() });

const isStaff = (c: Context) => !!caller(c).staff;
/** Who acts: the staff member when one does, else the owner (the stock ledger's actor). */
const actor = (c: Context) => caller(c).staff?.id ?? caller(c).id;

export function sellerCentreApi({ db }: Deps, views: PageViews) {
  const r = new Hono<ShopEnv>();
  const shop = ownShop(db);
  const sid = (c: Context<ShopEnv>) => c.var.shopId;

  // ---- home, profile, decoration -------------------------------------------------------------------
  r.get('/centre/overview', shop, async (c) => {
    await views.flush();
    return ok(c, await overview(db, sid(c), caller(c).id, isStaff(c)));
  });
  r.get('/profile', shop, async (c) => ok(c, await shopProfile(db, sid(c))));
  r.post('/profile', shop, async (c) => {
    const b = await body(c, profileSchema);
    return ok(c, await updateShopProfile(db, sid(c), b), '保存成功');
  });
  r.get('/decor', shop, async (c) => {
    const s = await shopRow(db, sid(c));
    const front = await shopFront(db, s.id, decorOf(s.decor));
    return ok(c, { ...front, shopId: s.id, shopName: s.name, logo: logoOf(s), promotions: await listShopPromotions(db, s.id, null) });
  });
  r.post('/decor', shop, async (c) => {
    const b = (await body(c, decorSchema)) as ShopDecor;
    return ok(c, await publishDecor(db, sid(c), b), '装修已发布');
  });

  // ---- goods ---------------------------------------------------------------------------------------
  r.get('/goods/options', shop, async (c) => ok(c, await goodsOptions(db, sid(c))));
  r.get('/goods/:id{[0-9]+}', shop, async (c) => ok(c, await goodsDetail(db, sid(c), parse(idParam, c.req.param('id')))));
  r.get('/goods/:id{[0-9]+}/skus', shop, async (c) => ok(c, await skusOf(db, sid(c), parse(idParam, c.req.param('id')))));
  r.post('/goods/save', shop, async (c) => {
    const b = await body(c, goodsSchema);
    return ok(c, await publishGoods(db, sid(c), actor(c), b), b.id ? '保存成功' : '发布成功');
  });
  r.post('/goods/sku', shop, async (c) => {
    const b = await body(
      c,
      z
        .object({
          skuId: id('商品规格有误'),
          priceFen: fen('请输入正确的售价')
            .refine((v) => v >= 1, '售价必须大于0')
            .optional(),
          stock: z.number({ error: '库存须为整数' }).int('库存须为整数').min(0, '库存不能小于0').max(MAX_STOCK, `库存不能大于${MAX_STOCK}`).optional(),
        })
        .refine((v) => v.priceFen !== undefined || v.stock !== undefined, '请输入价格或库存'),
    );
    return ok(c, await editSku(db, sid(c), actor(c), b.skuId, b), '已保存');
  });

  // ---- warehouse -----------------------------------------------------------------------------------
  r.get('/stock/summary', shop, async (c) => ok(c, await stockSummary(db, sid(c))));
  r.get('/stock/skus', shop, async (c) => {
    const { keyword } = query(c, z.object({ keyword: plain('关键词', 50) }));
    return ok(c, await stockSkus(db, sid(c), keyword));
  });
  r.post('/stock/inbound', shop, async (c) => {
    const b = await body(c, z.object({ items, supplier: plain('供应商', 50), note: plain('备注', 200) }));
    return ok(c, await recordInbound(db, sid(c), actor(c), b), '入库成功');
  });
  r.post('/stock/outbound', shop, async (c) => {
    const b = await body(c, z.object({ items, kind: z.enum(OUTBOUND_KINDS, { error: '请选择出库类型' }), note: plain('备注', 200) }));
    return ok(c, await recordOutbound(db, sid(c), actor(c), b), '出库成功');
  });
  r.post('/stock/adjust', shop, async (c) => {
    const b = await body(
      c,
      z.object({
        skuId: id('商品规格有误'),
        stock: z.number({ error: '库存须为整数' }).int('库存须为整数').min(0, '库存不能小于0').max(MAX_STOCK, `库存不能大于${MAX_STOCK}`),
        reason: plain('调整原因', 100, true),
      }),
    );
    return ok(c, await recordAdjustment(db, sid(c), actor(c), b), '调整成功');
  });

  // ---- ready-made pictures and sources -------------------------------------------------------------
  r.get('/library', shop, async (c) => ok(c, await shopLibrary(db, sid(c))));
  r.post('/library/add', shop, async (c) => {
    const b = await body(c, z.object({ keys: z.array(z.string().max(40), { error: '请选择图片' }).min(1, '请选择图片').max(50, '一次最多50张') }));
    const added = await addLibraryPictures(db, sid(c), b.keys);
    return ok(c, { added }, added ? `已加入图片空间（${added}张）` : '这些图片已在图片空间中');
  });
  r.get('/source', shop, async (c) => ok(c, await productSources(db)));
  r.get('/source/copy', shop, (c) => ok(c, copyTemplates()));
  /** Takes a source's pictures into the library (so the goods form may use them) and answers the source. */
  r.post('/source/use', shop, async (c) => {
    const b = await body(c, z.object({ id: id('货源有误') }));
    return ok(c, await takeSource(db, sid(c), b.id));
  });

  // ---- data and money ------------------------------------------------------------------------------
  r.get('/data/analysis', shop, async (c) => {
    const { season } = query(c, seasonQuery);
    await views.flush();
    return ok(c, await analysis(db, sid(c), season));
  });
  r.get('/data/activities', shop, async (c) => {
    const { season } = query(c, seasonQuery);
    return ok(c, await activities(db, sid(c), season));
  });
  r.get('/account/summary', shop, async (c) => ok(c, await accountSummary(db, sid(c), caller(c).id)));
  r.get('/account/ledger', shop, async (c) => {
    const { reason } = query(c, z.object({ reason: z.enum(['seed', 'pay', 'refund', 'settle', 'aftersale', 'restart'], { error: '类型有误' }).optional() }));
    const p = pageQuery(c);
    return ok(c, await accountLedger(db, caller(c).id, reason, p.pageNum, p.pageSize));
  });
  r.get('/account/held', shop, async (c) => {
    const p = pageQuery(c);
    return ok(c, await heldOrders(db, sid(c), p.pageNum, p.pageSize));
  });
  return r;
}

/** Records a view of each product detail and shop home answered with 200 (server/services/pageViews.ts). */
function countViews(views: PageViews): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method !== 'GET' || c.res.status !== 200) return;
    const m = c.req.path.match(/^\/v1\/wangchuang\/mall\/(product|shop)\/(\d{1,9})$/);
    if (!m) return;
    let address = c.req.header('x-forwarded-for')?.split(',')[0]?.trim() ?? '';
    if (!address) {
      try {
        address = getConnInfo(c).remote.address ?? '';
      } catch {
        // in-process requests (tests) have no socket
      }
    }
    const visitor = PageViews.visitorOf(c.get('user')?.id ?? null, address, c.req.header('user-agent') ?? '');
    const target = Number(m[2]);
    views.record(m[1] === 'product' ? { productId: target, shopId: null, visitor } : { productId: null, shopId: target, visitor });
  };
}

/**
 * Mounts the seller centre's shop-and-goods half: the staff gate on every seller path (before any seller
 * route), the visitor counter on the mall's detail pages, the ready-made pictures and the calls above.
 * Call before the mall and seller routes are mounted.
 */
export function mountSellerCentre(app: Hono<AppEnv>, deps: Deps) {
  const views = new PageViews(deps.db, deps.log);
  app.use('/v1/wangchuang/seller/*', staffGate(deps.db));
  app.use('/v1/wangchuang/mall/*', countViews(views));
  app.get('/v1/wangchuang/media/library/:file', (c) => {
    const m = c.req.param('file').match(/^([a-z0-9-]{1,40})\.svg$/);
    const svg = m ? librarySvg(m[1]!) : null;
    if (!svg) throw notFound('图片不存在');
    return c.body(svg, 200, { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=86400' });
  });
  app.route('/v1/wangchuang/seller', sellerCentreApi(deps, views) as unknown as Hono<AppEnv>);
  return views;
}
