import { defineResource, type FieldDecl, type ResourceDecl } from '../resource/types.ts';
import { SELLER_SHOP } from '../routes/seller.ts';
import { choices } from '../options.ts';
import { READ_ONLY } from './fields.ts';

/**
 * The seller centre's marketing and service resources (docs/seller-centre.md "Orders, service and
 * marketing"). Every promotion kind is one resource over the `promotions` table, so what a seller
 * creates here is exactly what the checkout arithmetic (server/services/promotions.ts) reads.
 */

const STATUS: FieldDecl = {
  type: 'enum',
  label: '状态',
  options: choices([1, '进行中', 'success'], [0, '已停止', 'default']),
  list: true,
  filter: 'eq',
  width: 100,
};
const ENDS_AT: FieldDecl = { type: 'datetime', label: '有效期至', required: true, list: true, sort: true, form: 'both', width: 160 };
const STARTS_AT: FieldDecl = { type: 'datetime', label: '开始时间', list: true, sort: true, width: 160 };
const onOff = {
  stop: {
    label: '停止',
    when: { field: 'status', in: [1] },
    set: { status: 0 },
    success: '已停止',
    confirm: '停止后买家将不能再使用，确定停止吗？',
    batch: true,
  },
  start: { label: '启用', when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已启用', batch: true },
} as const;

/**
 * One promotion kind: its name, the kind's own fields, then the validity and the on/off state every
 * kind has (a seller edits a promotion and stops or starts it; a new one starts on).
 */
function promotionResource<const K extends string, const F extends Record<string, FieldDecl>>(
  key: K,
  title: string,
  nameLabel: string,
  fields: F,
  ops: Pick<ResourceDecl['ops'], 'list' | 'create' | 'delete'>,
) {
  return defineResource({
    key,
    title,
    ...SELLER_SHOP,
    labelField: 'title',
    fields: {
      title: { type: 'text', label: nameLabel, required: true, max: 30, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 180 },
      ...fields,
      startsAt: STARTS_AT,
      endsAt: ENDS_AT,
      status: STATUS,
    },
    ops: { list: ops.list, create: ops.create, update: {}, delete: ops.delete, actions: onOff },
  });
}

/** /seller/createMj: 满减 tiers; the checkout applies the best tier whose threshold the goods reach. */
export const mjPromotionResource = promotionResource(
  'mjPromotion',
  '满减活动',
  '活动名称',
  {
    threshold: {
      type: 'fen',
      label: '满（元）',
      required: true,
      min: 1,
      list: true,
      sort: true,
      form: 'both',
      width: 110,
      help: '订单商品金额（特价后）达到此金额',
    },
    amount: { type: 'fen', label: '减（元）', required: true, min: 1, list: true, sort: true, form: 'both', width: 110, help: '不能大于满减门槛' },
  },
  {
    list: { defaultSort: { field: 'threshold', order: 'asc' }, emptyText: '还没有满减档位，新建一档吧' },
    create: { label: '新建满减档位', max: 20 },
    delete: { confirm: '删除后该档位立即失效，确定删除吗？', batch: true },
  },
);

/** How many a coupon or a red packet gives out, and to each buyer. */
const ISSUE = {
  total: { type: 'int', label: '发放总量', required: true, min: 1, max: 100000, list: true, form: 'both', width: 100 },
  perUser: { type: 'int', label: '每人限领', required: true, min: 1, max: 100, list: true, form: 'both', initial: 1, width: 100 },
  claimed: { type: 'int', label: '已领取', list: true, width: 90 },
} as const satisfies Record<string, FieldDecl>;

/** /seller/createYhq: coupons a buyer claims (threshold, amount, total, per-user limit, validity). */
export const yhqPromotionResource = promotionResource(
  'yhqPromotion',
  '优惠券',
  '优惠券名称',
  {
    threshold: { type: 'fen', label: '使用门槛（元）', required: true, list: true, sort: true, form: 'both', width: 120, help: '0 表示无门槛' },
    amount: { type: 'fen', label: '面额（元）', required: true, min: 1, list: true, sort: true, form: 'both', width: 110 },
    ...ISSUE,
    used: { type: 'int', label: '已使用', list: true, width: 90 },
  },
  {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '还没有优惠券，新建一张吧' },
    create: { label: '新建优惠券', max: 50 },
    delete: { confirm: '删除后已领取的优惠券也将失效，确定删除吗？' },
  },
);

/** /seller/createHb: shop red packets (no threshold). */
export const hbPromotionResource = promotionResource(
  'hbPromotion',
  '店铺红包',
  '红包名称',
  {
    amount: { type: 'fen', label: '金额（元）', required: true, min: 1, list: true, sort: true, form: 'both', width: 110 },
    ...ISSUE,
  },
  {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '还没有红包，新建一个吧' },
    create: { label: '新建红包', max: 50 },
    delete: { confirm: '删除后已领取的红包也将失效，确定删除吗？' },
  },
);

/** A pick list of the shop's own products (天天特价, 直通车, live shelves). Read-only. */
export const shopProductPickResource = defineResource({
  key: 'shopProductPick',
  title: '店铺商品',
  ...SELLER_SHOP,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '商品名称', list: true, title: true, filter: 'like', sort: true, width: 240 },
    price: { type: 'fen', label: '价格', list: true, sort: true, width: 100 },
    sales: { type: 'int', label: '销量', list: true, sort: true, width: 90 },
    status: { type: 'enum', label: '状态', options: choices([1, '在售', 'success'], [0, '已下架', 'default']), list: true, filter: 'eq', width: 90 },
  },
  ops: { list: { defaultSort: { field: 'sales', order: 'desc' } }, ...READ_ONLY },
});

/** /seller/createTj: 天天特价, an amount off each unit of one product. */
export const tjPromotionResource = promotionResource(
  'tjPromotion',
  '天天特价',
  '活动名称',
  {
    productId: { type: 'ref', ref: 'shopProductPick', label: '特价商品', required: true, list: true, form: 'both', width: 220 },
    amount: { type: 'fen', label: '每件立减（元）', required: true, min: 1, list: true, sort: true, form: 'both', width: 120, help: '单价最低减到0.01元' },
  },
  {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '还没有特价商品' },
    create: { label: '新建特价', max: 50 },
    delete: { confirm: '删除后该商品恢复原价，确定删除吗？', batch: true },
  },
);

/** /seller/throughTrain: 直通车 keyword bids (the daily budget is on /seller/editTrain). */
export const trainKeywordResource = defineResource({
  key: 'trainKeyword',
  title: '直通车关键词',
  ...SELLER_SHOP,
  labelField: 'keyword',
  fields: {
    keyword: { type: 'text', label: '关键词', required: true, max: 20, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 140 },
    productId: { type: 'ref', ref: 'shopProductPick', label: '推广商品', required: true, list: true, form: 'both', width: 220 },
    bid: { type: 'fen', label: '出价（元/次点击）', required: true, min: 1, max: 100000, list: true, sort: true, form: 'both', width: 140 },
    clicksToday: { type: 'int', label: '今日点击', list: true, width: 90 },
    spentToday: { type: 'fen', label: '今日花费', list: true, width: 100 },
    enabled: { type: 'bool', label: '状态', options: choices([true, '推广中', 'success'], [false, '已暂停', 'default']), list: true, filter: 'eq', width: 90 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'bid', order: 'desc' }, emptyText: '还没有推广关键词，添加一个吧' },
    create: { label: '添加关键词', max: 100 },
    update: {},
    delete: { confirm: '删除后该关键词停止推广，确定删除吗？', batch: true },
    actions: {
      pause: { label: '暂停', when: { field: 'enabled', in: [true] }, set: { enabled: false }, success: '已暂停', batch: true },
      resume: { label: '推广', when: { field: 'enabled', in: [false] }, set: { enabled: true }, success: '已开始推广', batch: true },
    },
  },
});

/** /seller/onlineReply: quick replies the service desk sends with one tap. */
export const quickReplyResource = defineResource({
  key: 'quickReply',
  title: '快捷回复',
  ...SELLER_SHOP,
  labelField: 'text',
  fields: {
    text: { type: 'textarea', label: '回复内容', required: true, max: 200, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 360 },
    sort: { type: 'int', label: '排序', min: 0, max: 9999, list: true, sort: true, form: 'both', initial: 0, help: '数字越小越靠前', width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '还没有快捷回复' },
    create: { label: '新建快捷回复', max: 50 },
    update: {},
    delete: { confirm: '确定删除这条快捷回复吗？', batch: true },
  },
});

/** /seller/addLiveing: live-selling sessions with their product shelf. */
export const liveSessionResource = defineResource({
  key: 'sellerLive',
  title: '直播',
  ...SELLER_SHOP,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '直播标题', required: true, max: 30, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 200 },
    startsAt: { type: 'datetime', label: '开播时间', required: true, list: true, sort: true, form: 'both', width: 160 },
    hours: { type: 'int', label: '直播时长（小时）', required: true, min: 1, max: 12, form: 'both', initial: 2, list: true, width: 120 },
    productIds: { type: 'ref', ref: 'shopProductPick', multiple: true, label: '商品货架', required: true, list: true, form: 'both', width: 260 },
    viewers: { type: 'int', label: '观看人数', list: true, width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'startsAt', order: 'desc' }, emptyText: '还没有直播，发起一场吧' },
    create: { label: '发起直播', max: 100 },
    update: {},
    delete: { confirm: '确定删除这场直播吗？' },
  },
});

/** /seller/logistics: the shop's freight templates (rules per province are edited on freightTemplateEdit). */
export const freightTemplateResource = defineResource({
  key: 'freightTemplate',
  title: '运费模板',
  ...SELLER_SHOP,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '模板名称', list: true, title: true, filter: 'like', sort: true, width: 180 },
    firstUnits: { type: 'int', label: '首件（件）', list: true, width: 90 },
    firstFee: { type: 'fen', label: '首费（元）', list: true, width: 100 },
    extraUnits: { type: 'int', label: '续件（件）', list: true, width: 90 },
    extraFee: { type: 'fen', label: '续费（元）', list: true, width: 100 },
    freeOver: { type: 'fen', label: '满额包邮（元）', list: true, width: 120 },
    ruleCount: { type: 'int', label: '指定地区', list: true, width: 90 },
    isDefault: { type: 'bool', label: '默认模板', options: choices([true, '默认', 'primary'], [false, '—', 'default']), list: true, filter: 'eq', width: 90 },
  },
  ops: {
    list: { defaultSort: { field: 'name', order: 'asc' }, emptyText: '还没有运费模板' },
    create: false,
    update: false,
    delete: { confirm: '使用该模板的商品将改用默认模板，确定删除吗？', when: { field: 'isDefault', in: [false] } },
    actions: {
      makeDefault: { label: '设为默认', when: { field: 'isDefault', in: [false] }, success: '已设为默认模板' },
    },
  },
});
