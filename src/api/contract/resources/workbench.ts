import { ALL_ROLES } from '../roles.ts';
import { defineResource } from '../resource/types.ts';
import { SELLER_SHOP } from '../routes/seller.ts';
import { choices } from '../options.ts';

/**
 * The anchor workbench's list/form pages and the shop's side of distribution
 * (docs/supply-and-workbench.md). An anchor's rows are their own only ('self' scope), whatever the role.
 */

/** /workbench/MyProducts: the anchor's selection from the selection centre; sort arranges the shelf. */
export const anchorProductResource = defineResource({
  key: 'anchorProduct',
  title: '我的选品',
  roles: ALL_ROLES,
  scope: 'self',
  mount: 'workbench',
  labelField: 'productTitle',
  fields: {
    productTitle: { type: 'text', label: '商品', list: true, title: true, filter: 'like', width: 220 },
    productId: { type: 'int', label: '商品编号' },
    shopName: { type: 'text', label: '店铺', list: true, filter: 'like', width: 150 },
    priceFen: { type: 'fen', label: '售价', list: true, card: true, sort: true, width: 100 },
    rate: { type: 'int', label: '佣金比例(%)', list: true, card: true, sort: true, width: 110 },
    commissionFen: { type: 'fen', label: '每件预估佣金', list: true, card: true, width: 120 },
    open: {
      type: 'bool',
      label: '分销状态',
      options: choices([true, '分销中', 'success'], [false, '已停止分销', 'danger']),
      list: true,
      card: true,
      width: 110,
    },
    stock: { type: 'int', label: '库存', list: true, width: 80 },
    sort: { type: 'int', label: '货架顺序', min: 0, max: 9999, list: true, sort: true, form: 'both', help: '数字越小越靠前，开播时按此顺序上架', width: 100 },
    note: { type: 'text', label: '讲解要点', max: 50, list: true, form: 'both', width: 180 },
    createdAt: { type: 'datetime', label: '加入时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '还没有选品，去选品中心挑选商品吧' },
    create: false,
    update: {},
    delete: { confirm: '确定将该商品移出我的选品吗？', batch: true },
  },
});

/** /workbench/CreatorCenter: the anchor's public profile (made on first visit). */
export const anchorProfileResource = defineResource({
  key: 'anchorProfile',
  title: '主播资料',
  roles: ALL_ROLES,
  scope: 'self',
  mount: 'workbench',
  labelField: 'nickname',
  fields: {
    nickname: { type: 'text', label: '主播昵称', required: true, max: 20, list: true, title: true, form: 'both' },
    avatar: { type: 'image', label: '头像', form: 'both' },
    tags: { type: 'text', label: '擅长品类', max: 50, list: true, form: 'both', help: '如：农产品、美妆，用逗号分隔' },
    intro: { type: 'textarea', label: '主播简介', max: 200, list: true, form: 'both' },
    fans: { type: 'int', label: '粉丝', list: true },
    createdAt: { type: 'datetime', label: '成为主播', list: true },
  },
  ops: { list: {}, create: false, update: {}, delete: false, export: false },
});

/**
 * The shop's side (seller/shopDistribution, shown in /workbench/DistributionOrder): which of its
 * products anchors may sell and at what commission rate. Every product has a row (closed at 10%).
 */
export const shopDistributionResource = defineResource({
  key: 'shopDistribution',
  title: '分销商品设置',
  ...SELLER_SHOP,
  labelField: 'title',
  fields: {
    title: { type: 'text', label: '商品', list: true, title: true, filter: 'like', width: 220 },
    priceFen: { type: 'fen', label: '售价', list: true, card: true, width: 100 },
    stock: { type: 'int', label: '库存', list: true, width: 80 },
    sales: { type: 'int', label: '销量', list: true, sort: true, width: 80 },
    open: {
      type: 'bool',
      label: '开放分销',
      options: choices([true, '已开放', 'success'], [false, '未开放', 'default']),
      list: true,
      card: true,
      filter: 'eq',
      form: 'both',
      width: 100,
    },
    rate: { type: 'int', label: '佣金比例(%)', required: true, min: 1, max: 50, list: true, card: true, sort: true, form: 'both', width: 110 },
    commissionFen: { type: 'fen', label: '每件佣金', list: true, width: 100 },
    anchors: { type: 'int', label: '选品主播', list: true, width: 90 },
    updatedAt: { type: 'datetime', label: '更新时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'updatedAt', order: 'desc' }, emptyText: '店铺还没有商品' },
    create: false,
    update: {},
    delete: false,
    actions: {
      open: { label: '开放分销', when: { field: 'open', in: [false] }, set: { open: true }, success: '已开放分销', batch: true },
      close: {
        label: '停止分销',
        when: { field: 'open', in: [true] },
        set: { open: false },
        confirm: '停止后主播不能再带货该商品（已下的订单佣金照常结算），确定停止吗？',
        success: '已停止分销',
        batch: true,
      },
    },
  },
});
