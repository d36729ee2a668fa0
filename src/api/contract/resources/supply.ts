import { defineResource } from '../resource/types.ts';
import { SUPPLY_ROLES } from '../routes/supplymarket.ts';
import { choices } from '../options.ts';
import { categoryPickResource, READ_ONLY } from './fields.ts';

/**
 * The supply market's list/form pages (docs/supply-and-workbench.md). A supplier's rows are its own
 * only ('supplier' scope), whatever the role; the market's catalogue, orders and money have their own
 * calls (server/routes/supply.ts).
 */

/** The mall's categories, as the listing form's picker offers them. */
export const supplyCategoryResource = categoryPickResource('supplyCategory', SUPPLY_ROLES, 'supply');

const money = { type: 'fen', form: 'both' } as const;

/** /supplymarket/supplymarketIndex (我的供货): a supplier's wholesale listings with tiers, stock and MOQ. */
export const supplyProductResource = defineResource({
  key: 'supplyProduct',
  title: '供货商品',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '商品名称', required: true, max: 40, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 220 },
    categoryId: { type: 'ref', ref: 'supplyCategory', label: '类目', required: true, list: true, filter: 'eq', form: 'both', width: 110 },
    image: { type: 'image', label: '商品图片', form: 'both', help: '不上传时使用系统生成的商品图' },
    unit: { type: 'text', label: '单位', required: true, max: 4, form: 'both', initial: '件', width: 70 },
    priceFen: { ...money, label: '批发价', required: true, min: 1, list: true, card: true, sort: true, help: '第一档：达到起批量即享此单价', width: 100 },
    moq: { type: 'int', label: '起批量', required: true, min: 1, max: 100000, list: true, card: true, sort: true, form: 'both', initial: 10, width: 90 },
    tier2Qty: { type: 'int', label: '第二档起批量', min: 0, max: 100000, form: 'both', help: '留空则不设第二档' },
    tier2PriceFen: { ...money, label: '第二档单价' },
    tier3Qty: { type: 'int', label: '第三档起批量', min: 0, max: 100000, form: 'both', help: '留空则不设第三档' },
    tier3PriceFen: { ...money, label: '第三档单价' },
    retailPriceFen: { ...money, label: '建议零售价', help: '买家入库后上架的默认售价' },
    stock: { type: 'int', label: '库存', required: true, min: 0, max: 10000000, list: true, card: true, sort: true, filter: 'range', form: 'both', width: 90 },
    dropship: {
      type: 'bool',
      label: '一件代发',
      options: choices([true, '支持', 'primary'], [false, '不支持', 'default']),
      list: true,
      filter: 'eq',
      form: 'both',
      initial: false,
      width: 90,
    },
    dropshipPriceFen: { ...money, label: '代发价', help: '支持一件代发时必填：卖家售出后按此单价结算' },
    status: {
      type: 'enum',
      label: '状态',
      options: choices([1, '出售中', 'success'], [0, '已下架', 'default']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    sales: { type: 'int', label: '销量', list: true, sort: true, width: 80 },
    detail: { type: 'textarea', label: '商品详情', max: 2000, form: 'both', detailOnly: true },
    createdAt: { type: 'datetime', label: '发布时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有供货商品，发布第一个吧' },
    create: { label: '发布商品', max: 500 },
    update: {},
    delete: { confirm: '删除后不可恢复，确定删除该商品吗？', when: { field: 'status', in: [0] } },
    actions: {
      onShelf: { label: '上架', when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已上架', batch: true },
      offShelf: { label: '下架', when: { field: 'status', in: [1] }, set: { status: 0 }, success: '已下架', batch: true },
    },
  },
});

/** /supplymarket/customerManage: the supplier's buyers, kept by the order service, graded and noted by the supplier. */
export const supplyCustomerResource = defineResource({
  key: 'supplyCustomer',
  title: '客户',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'buyerName',
  fields: {
    buyerName: { type: 'text', label: '采购人', list: true, title: true, filter: 'like', width: 110 },
    shopName: { type: 'text', label: '店铺', list: true, card: true, filter: 'like', width: 160 },
    paidOrders: { type: 'int', label: '成交订单', list: true, card: true, sort: true, width: 100 },
    paidFen: { type: 'fen', label: '采购金额', list: true, card: true, sort: true, width: 110 },
    level: {
      type: 'enum',
      label: '客户等级',
      options: choices(['normal', '普通客户', 'default'], ['key', '重点客户', 'primary'], ['vip', 'VIP客户', 'warning']),
      required: true,
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      width: 100,
    },
    note: { type: 'textarea', label: '备注', max: 200, list: true, form: 'both', width: 180 },
    firstOrderAt: { type: 'datetime', label: '首次下单', list: true, width: 150 },
    lastOrderAt: { type: 'datetime', label: '最近下单', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'lastOrderAt', order: 'desc' }, emptyText: '还没有客户：卖家采购您的商品后会出现在这里' },
    create: false,
    update: {},
    delete: false,
  },
});

/** /supplymarket/shopManage: the shops selling this supplier's goods (bought into stock or drop-shipped). */
export const supplyShopResource = defineResource({
  key: 'supplyShop',
  title: '销售店铺',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'shopName',
  fields: {
    shopName: { type: 'text', label: '店铺', list: true, title: true, filter: 'like', width: 160 },
    productTitle: { type: 'text', label: '供货商品', list: true, card: true, filter: 'like', width: 200 },
    mode: {
      type: 'enum',
      label: '经营方式',
      options: choices(['stock', '采购入库', 'primary'], ['dropship', '一件代发', 'warning']),
      list: true,
      card: true,
      filter: 'eq',
      width: 100,
    },
    totalQty: { type: 'int', label: '累计数量', list: true, card: true, sort: true, width: 100 },
    shopStock: { type: 'int', label: '店铺库存', list: true, width: 90 },
    shopPriceFen: { type: 'fen', label: '店铺售价', list: true, width: 100 },
    onShelf: { type: 'bool', label: '店铺上架', options: choices([true, '在售', 'success'], [false, '仓库中', 'default']), list: true, width: 90 },
    createdAt: { type: 'datetime', label: '开始合作', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有店铺销售您的商品' },
    ...READ_ONLY,
  },
});

/** /supplymarket/channelManage: which shops may drop-ship which goods at what price (shops apply, the supplier decides). */
export const supplyChannelResource = defineResource({
  key: 'supplyChannel',
  title: '代发渠道',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'shopName',
  fields: {
    shopName: { type: 'text', label: '申请店铺', list: true, title: true, filter: 'like', width: 160 },
    productTitle: { type: 'text', label: '代发商品', list: true, card: true, filter: 'like', width: 200 },
    priceFen: { type: 'fen', label: '代发价', required: true, min: 1, list: true, card: true, sort: true, form: 'both', width: 100 },
    status: {
      type: 'enum',
      label: '状态',
      options: choices(['applied', '待审核', 'warning'], ['approved', '已授权', 'success'], ['rejected', '已拒绝', 'danger'], ['revoked', '已终止', 'default']),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    reserved: { type: 'int', label: '代发库存', list: true, width: 90 },
    sold: { type: 'int', label: '已结算件数', list: true, width: 100 },
    note: { type: 'textarea', label: '备注', max: 200, form: 'both', list: true, width: 160 },
    reason: { type: 'text', label: '拒绝原因', list: true, width: 140 },
    createdAt: { type: 'datetime', label: '申请时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有代发申请：开启商品的一件代发后，卖家可在商品详情申请' },
    create: false,
    update: { when: { field: 'status', in: ['applied', 'approved'] } },
    delete: false,
    actions: {
      approve: { label: '通过', when: { field: 'status', in: ['applied', 'rejected'] }, success: '已授权代发', batch: true },
      reject: {
        label: '拒绝',
        when: { field: 'status', in: ['applied'] },
        danger: true,
        reason: { label: '拒绝原因', required: '请填写拒绝原因', max: 100 },
        success: '已拒绝',
      },
      revoke: {
        label: '终止',
        when: { field: 'status', in: ['approved'] },
        danger: true,
        confirm: '终止后该店铺的代发商品将下架，未售出的预留库存退回，确定终止吗？',
        success: '已终止代发',
      },
    },
  },
});

const stars = (label: string) => ({ type: 'int', label, min: 1, max: 5, list: true, width: 90 }) as const;

/** /supplymarket/marketEvaluate: what buyers said after receipt, and the supplier's replies. */
export const supplyEvaluationResource = defineResource({
  key: 'supplyEvaluation',
  title: '商品评价',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'productTitle',
  fields: {
    productTitle: { type: 'text', label: '商品', list: true, title: true, filter: 'like', width: 200 },
    buyerName: { type: 'text', label: '采购人', list: true, card: true, width: 100 },
    orderNo: { type: 'text', label: '订单号', list: true, filter: 'like', width: 180 },
    descStars: { ...stars('描述相符'), card: true, filter: 'eq', sort: true },
    serviceStars: stars('服务态度'),
    logisticsStars: stars('物流速度'),
    content: { type: 'textarea', label: '评价内容', list: true, card: true, width: 220 },
    reply: { type: 'text', label: '商家回复', list: true, width: 180 },
    createdAt: { type: 'datetime', label: '评价时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有评价' },
    ...READ_ONLY,
    actions: {
      reply: { label: '回复', when: { field: 'reply', in: [null] }, reason: { label: '回复内容', required: '请输入回复内容', max: 200 }, success: '回复成功' },
    },
  },
});

const supplierStatus = {
  type: 'enum',
  label: '经营状态',
  options: choices(['open', '营业中', 'success'], ['paused', '暂停营业', 'default']),
} as const;

/** /supplymarket/informationManage: the supplier's profile and qualifications (registration: POST supply/register). */
export const supplierProfileResource = defineResource({
  key: 'supplierProfile',
  title: '供应商资料',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '供应商名称', required: true, max: 30, list: true, title: true, form: 'both', unique: true },
    contact: { type: 'text', label: '联系人', required: true, max: 20, list: true, form: 'both' },
    phone: { type: 'phone', label: '联系电话', required: true, list: true, form: 'both' },
    categoryId: { type: 'ref', ref: 'supplyCategory', label: '主营类目', list: true, form: 'both' },
    address: { type: 'text', label: '发货地址', max: 100, list: true, form: 'both' },
    licenceNo: { type: 'text', label: '统一社会信用代码', max: 18, list: true, form: 'both', help: '营业执照上的18位代码' },
    licenceImage: { type: 'image', label: '营业执照', form: 'both' },
    intro: { type: 'textarea', label: '供应商简介', max: 500, form: 'both' },
    status: { ...supplierStatus, list: true },
    createdAt: { type: 'datetime', label: '入驻时间', list: true },
  },
  ops: { list: {}, create: false, update: {}, delete: false },
});

/** /supplymarket/systemSet: how the supplier trades (open or paused, channels, shipping, minimum order). */
export const supplierSettingsResource = defineResource({
  key: 'supplierSettings',
  title: '交易设置',
  roles: SUPPLY_ROLES,
  scope: 'supplier',
  mount: 'supply',
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '供应商名称', list: true, title: true },
    status: { ...supplierStatus, required: true, list: true, form: 'both', help: '暂停营业时商品不在货源大厅展示，已有订单照常处理' },
    autoApproveChannels: {
      type: 'bool',
      label: '代发申请',
      options: choices([true, '自动通过', 'success'], [false, '人工审核', 'default']),
      list: true,
      form: 'both',
    },
    defaultCarrier: { type: 'text', label: '默认物流公司', max: 20, list: true, form: 'both', help: '发货时预先填入' },
    shipDays: { type: 'int', label: '承诺发货天数', required: true, min: 1, max: 30, list: true, form: 'both' },
    minOrderFen: { type: 'fen', label: '起订金额', list: true, form: 'both', help: '单笔采购低于该金额不能下单，0为不限' },
  },
  ops: { list: {}, create: false, update: {}, delete: false, export: false },
});
