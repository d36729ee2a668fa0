import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, ownShop } from '../http/caller.ts';
import { answer, said } from '../http/endpoint.ts';
import { pageQuery } from '../http/paging.ts';
import { body, query } from '../http/validate.ts';
import { staffGate } from '../http/staffGate.ts';
import { notFound } from '../errors.ts';
import { idField as id, idParam, parse } from '../validation.ts';
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
  SELLER_DATA,
  SELLER_GOODS,
  SELLER_LIBRARY,
  SELLER_SHOP,
  SELLER_STOCK,
  type DecorTheme,
  type GoodsInput,
  type SeasonQuery,
  type ShopDecor,
  type ShopProfileInput,
  type SkuChange,
  type StockAdjustInput,
  type StockInboundInput,
  type StockOutboundInput,
} from '../../src/api/contract/seller.ts';
import type { Endpoint, InputOf } from '../../src/api/contract/endpoint.ts';

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
const quantity = (max: number) => z.number({ error: '数量须为整数' }).int('数量须为整数').min(1, '数量至少为1').max(max, `数量不能大于${max}`);

const profileSchema = z.object({
  name: plain('店铺名称', SHOP_NAME_MAX, true).refine((v) => v.length >= 2, '店铺名称至少2个字'),
  logo: z.union([z.literal(''), picture]).default(''),
  intro: plain('店铺简介', SHOP_INTRO_MAX),
  servicePhone: optionalPhone,
  returnName: plain('退货联系人', 20),
  returnPhone: optionalPhone,
  returnAddress: plain('退货地址', 100),
}) satisfies z.ZodType<ShopProfileInput, unknown>;

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
  theme: z.enum(DECOR_THEMES.map((t) => t.key) as [DecorTheme, ...DecorTheme[]], { error: '请选择店铺风格' }),
  sign: z.object({ image: picture.nullable().default(null), slogan: plain('店招标语', DECOR_LIMITS.slogan) }, { error: '店招有误' }),
  blocks: z.array(blockSchema, { error: '装修模块有误' }).max(DECOR_LIMITS.blocks, `装修模块最多${DECOR_LIMITS.blocks}个`),
}) satisfies z.ZodType<ShopDecor, unknown>;

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
}) satisfies z.ZodType<GoodsInput, unknown>;
const stock = z.number({ error: '库存须为整数' }).int('库存须为整数').min(0, '库存不能小于0').max(MAX_STOCK, `库存不能大于${MAX_STOCK}`);
const skuSchema = z
  .object({
    skuId: id('商品规格有误'),
    priceFen: fen('请输入正确的售价')
      .refine((v) => v >= 1, '售价必须大于0')
      .optional(),
    stock: stock.optional(),
  })
  .refine((v) => v.priceFen !== undefined || v.stock !== undefined, '请输入价格或库存') satisfies z.ZodType<SkuChange, unknown>;

const items = z
  .array(z.object({ skuId: id('商品规格有误'), quantity: quantity(99_999) }), { error: '请选择商品' })
  .min(1, '请选择商品')
  .max(100, '一次最多100个规格');
const stockSkusQuery = z.object({ keyword: plain('关键词', 50) }) satisfies z.ZodType<InputOf<typeof SELLER_STOCK.skus>, unknown>;
const inboundSchema = z.object({ items, supplier: plain('供应商', 50), note: plain('备注', 200) }) satisfies z.ZodType<StockInboundInput, unknown>;
const outboundSchema = z.object({
  items,
  kind: z.enum(OUTBOUND_KINDS, { error: '请选择出库类型' }),
  note: plain('备注', 200),
}) satisfies z.ZodType<StockOutboundInput, unknown>;
const adjustSchema = z.object({ skuId: id('商品规格有误'), stock, reason: plain('调整原因', 100, true) }) satisfies z.ZodType<StockAdjustInput, unknown>;
const librarySchema = z.object({
  keys: z.array(z.string().max(40), { error: '请选择图片' }).min(1, '请选择图片').max(50, '一次最多50张'),
}) satisfies z.ZodType<InputOf<typeof SELLER_LIBRARY.add>, unknown>;
const sourceSchema = z.object({ id: id('货源有误') }) satisfies z.ZodType<InputOf<typeof SELLER_LIBRARY.takeSource>, unknown>;
const seasonQuery = z.object({
  season: z.coerce.number({ error: '赛季有误' }).int('赛季有误').min(1, '赛季有误').max(1000, '赛季有误').optional(),
}) satisfies z.ZodType<SeasonQuery, unknown>;
const ledgerQuery = z.object({
  reason: z.enum(['seed', 'pay', 'refund', 'settle', 'aftersale', 'restart'], { error: '类型有误' }).optional(),
}) satisfies z.ZodType<Pick<InputOf<typeof SELLER_DATA.ledger>, 'reason'>, unknown>;

const isStaff = (c: Context) => !!caller(c).staff;
/** Who acts: the staff member when one does, else the owner (the stock ledger's actor). */
const actor = (c: Context) => caller(c).staff?.id ?? caller(c).id;

/** An endpoint whose path parameters the router matches as digits only, as Hono reads `:id{[0-9]+}` (`goods/options` and any other word stay other routes'). */
const digitsOnly = <I, A, P extends string>(ep: Endpoint<I, A, P>): Endpoint<I, A, P> => ({ ...ep, path: ep.path.replace(/:(\w+)/g, ':$1{[0-9]+}') as P });

export function sellerCentreApi({ db }: Deps, views: PageViews) {
  const r = new Hono<AppEnv>();
  const shop = ownShop(db);

  // ---- home, profile, decoration -------------------------------------------------------------------
  answer(r, SELLER_SHOP.overview, shop, async (c) => {
    await views.flush();
    return overview(db, c.var.shopId, caller(c).id, isStaff(c));
  });
  answer(r, SELLER_SHOP.profile, shop, async (c) => shopProfile(db, c.var.shopId));
  answer(r, SELLER_SHOP.saveProfile, shop, async (c) => updateShopProfile(db, c.var.shopId, await body(c, profileSchema)), '保存成功');
  answer(r, SELLER_SHOP.decor, shop, async (c) => {
    const s = await shopRow(db, c.var.shopId);
    const front = await shopFront(db, s.id, decorOf(s.decor));
    return { ...front, shopId: s.id, shopName: s.name, logo: logoOf(s), promotions: await listShopPromotions(db, s.id, null) };
  });
  answer(r, SELLER_SHOP.saveDecor, shop, async (c) => publishDecor(db, c.var.shopId, await body(c, decorSchema)), '装修已发布');

  // ---- goods ---------------------------------------------------------------------------------------
  answer(r, SELLER_GOODS.options, shop, async (c) => goodsOptions(db, c.var.shopId));
  answer(r, digitsOnly(SELLER_GOODS.detail), shop, async (c, params) => goodsDetail(db, c.var.shopId, parse(idParam, params.id)));
  answer(r, digitsOnly(SELLER_GOODS.skus), shop, async (c, params) => skusOf(db, c.var.shopId, parse(idParam, params.id)));
  answer(r, SELLER_GOODS.save, shop, async (c) => {
    const b = await body(c, goodsSchema);
    return said(await publishGoods(db, c.var.shopId, actor(c), b), b.id ? '保存成功' : '发布成功');
  });
  answer(
    r,
    SELLER_GOODS.sku,
    shop,
    async (c) => {
      const b = await body(c, skuSchema);
      return editSku(db, c.var.shopId, actor(c), b.skuId, b);
    },
    '已保存',
  );

  // ---- warehouse -----------------------------------------------------------------------------------
  answer(r, SELLER_STOCK.summary, shop, async (c) => stockSummary(db, c.var.shopId));
  answer(r, SELLER_STOCK.skus, shop, async (c) => stockSkus(db, c.var.shopId, query(c, stockSkusQuery).keyword));
  answer(r, SELLER_STOCK.inbound, shop, async (c) => recordInbound(db, c.var.shopId, actor(c), await body(c, inboundSchema)), '入库成功');
  answer(r, SELLER_STOCK.outbound, shop, async (c) => recordOutbound(db, c.var.shopId, actor(c), await body(c, outboundSchema)), '出库成功');
  answer(r, SELLER_STOCK.adjust, shop, async (c) => recordAdjustment(db, c.var.shopId, actor(c), await body(c, adjustSchema)), '调整成功');

  // ---- ready-made pictures and sources -------------------------------------------------------------
  answer(r, SELLER_LIBRARY.pictures, shop, async (c) => shopLibrary(db, c.var.shopId));
  answer(
    r,
    SELLER_LIBRARY.add,
    shop,
    async (c) => ({ added: await addLibraryPictures(db, c.var.shopId, (await body(c, librarySchema)).keys) }),
    ({ added }) => (added ? `已加入图片空间（${added}张）` : '这些图片已在图片空间中'),
  );
  answer(r, SELLER_LIBRARY.sources, shop, async () => productSources(db));
  answer(r, SELLER_LIBRARY.copy, shop, async () => copyTemplates());
  /** Takes a source's pictures into the library (so the goods form may use them) and answers the source. */
  answer(r, SELLER_LIBRARY.takeSource, shop, async (c) => takeSource(db, c.var.shopId, (await body(c, sourceSchema)).id));

  // ---- data and money ------------------------------------------------------------------------------
  answer(r, SELLER_DATA.analysis, shop, async (c) => {
    const { season } = query(c, seasonQuery);
    await views.flush();
    return analysis(db, c.var.shopId, season);
  });
  answer(r, SELLER_DATA.activities, shop, async (c) => activities(db, c.var.shopId, query(c, seasonQuery).season));
  answer(r, SELLER_DATA.accountSummary, shop, async (c) => accountSummary(db, c.var.shopId, caller(c).id));
  answer(r, SELLER_DATA.ledger, shop, async (c) => {
    const { reason } = query(c, ledgerQuery);
    const p = pageQuery(c);
    return accountLedger(db, caller(c).id, reason, p.pageNum, p.pageSize);
  });
  answer(r, SELLER_DATA.held, shop, async (c) => {
    const p = pageQuery(c);
    return heldOrders(db, c.var.shopId, p.pageNum, p.pageSize);
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
  app.route('/v1/wangchuang/seller', sellerCentreApi(deps, views));
  return views;
}
