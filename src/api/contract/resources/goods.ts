import { defineResource } from '../resource/types.ts';
import { SELLER_ROLES, SELLER_SHOP } from '../routes/seller.ts';
import { STOCK_REASON_NAMES } from '../seller.ts';
import { STAFF_AREAS } from '../staff.ts';
import { choices } from '../options.ts';
import { categoryPickResource, READ_ONLY } from './fields.ts';

/**
 * The seller centre's list pages on the shop's own rows (docs/seller-centre.md "Shop, goods and stock"):
 * goods, recommendations, the picture library, the warehouse and sub-accounts. Editing a product is the
 * /seller/addGoods page (server/routes/sellerCentre.ts), not a form here.
 */

const STATUS_OPTIONS = choices([1, '出售中', 'success'], [0, '已下架', 'default']);

/** The platform's categories (read-only): what goods filter and pick by. */
export const goodsCategoryResource = categoryPickResource('goodsCategory', SELLER_ROLES, 'seller');

/** /seller/goodsList: the shop's products. */
export const sellerProductResource = defineResource({
  key: 'sellerProduct',
  title: '商品',
  ...SELLER_SHOP,
  labelField: 'title',
  fields: {
    cover: { type: 'image', label: '主图', list: true, card: true, noExport: true, width: 64 },
    title: { type: 'text', label: '商品标题', list: true, title: true, filter: 'like', sort: true, width: 240 },
    categoryId: { type: 'ref', ref: 'goodsCategory', label: '类目', list: true, filter: 'eq', width: 110 },
    shopCategoryId: { type: 'ref', ref: 'shopCategory', label: '店铺分类', list: true, filter: 'eq', width: 110 },
    priceFen: { type: 'fen', label: '价格', list: true, card: true, sort: true, width: 100 },
    stock: { type: 'int', label: '库存', list: true, card: true, sort: true, width: 90 },
    soldOut: { type: 'bool', label: '库存状态', options: choices([true, '已售罄', 'danger'], [false, '有货', 'success']), filter: 'eq' },
    sales: { type: 'int', label: '销量', list: true, card: true, sort: true, width: 80 },
    status: { type: 'enum', label: '状态', options: STATUS_OPTIONS, list: true, card: true, filter: 'eq', width: 90 },
    createdAt: { type: 'datetime', label: '发布时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有商品，去发布一个吧' },
    create: false,
    update: false,
    delete: { when: { field: 'status', in: [0] }, confirm: '删除后无法恢复，确定删除该商品吗？', batch: true },
    actions: {
      onShelf: { label: '上架', when: { field: 'status', in: [0] }, set: { status: 1 }, success: '已上架', batch: true },
      offShelf: {
        label: '下架',
        when: { field: 'status', in: [1] },
        set: { status: 0 },
        success: '已下架',
        batch: true,
        confirm: '下架后买家将无法购买，确定下架吗？',
      },
    },
  },
});

/** /seller/recomGoods: products the shop recommends on its home (店长推荐). */
export const shopRecommendResource = defineResource({
  key: 'shopRecommend',
  title: '推荐商品',
  ...SELLER_SHOP,
  labelField: 'title',
  fields: {
    cover: { type: 'image', label: '主图', list: true, noExport: true, width: 64 },
    title: { type: 'text', label: '商品标题' },
    productId: { type: 'ref', ref: 'sellerProduct', label: '推荐商品', required: true, list: true, title: true, form: 'both', unique: true, width: 240 },
    reason: { type: 'text', label: '推荐语', max: 30, list: true, form: 'both', placeholder: '如：店长亲测，回购率最高', width: 200 },
    priceFen: { type: 'fen', label: '价格', list: true, width: 100 },
    productStatus: { type: 'enum', label: '商品状态', options: STATUS_OPTIONS, list: true, width: 90 },
    sort: { type: 'int', label: '排序', min: 0, max: 9999, list: true, sort: true, form: 'both', initial: 0, help: '数字越小越靠前', width: 80 },
    createdAt: { type: 'datetime', label: '添加时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '还没有推荐商品，添加后会展示在店铺首页「店长推荐」' },
    create: { max: 12, label: '添加推荐' },
    update: {},
    delete: { confirm: '确定取消推荐该商品吗？', batch: true },
  },
});

/** /seller/imgManage: folders of the picture library. */
export const shopAssetFolderResource = defineResource({
  key: 'shopAssetFolder',
  title: '图片分组',
  ...SELLER_SHOP,
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '分组名称', required: true, max: 20, list: true, title: true, filter: 'like', sort: true, form: 'both', unique: true },
    sort: { type: 'int', label: '排序', min: 0, max: 9999, list: true, sort: true, form: 'both', initial: 0 },
    assetCount: { type: 'int', label: '图片数', list: true },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '还没有分组' },
    create: { max: 30, label: '新建分组' },
    update: {},
    delete: { confirm: '删除分组后，其中的图片将移到「未分组」，确定删除吗？' },
  },
});

/** /seller/imgManage: the shop's pictures (uploads and ready-made ones); a picture in use cannot be deleted. */
export const shopAssetResource = defineResource({
  key: 'shopAsset',
  title: '图片',
  ...SELLER_SHOP,
  labelField: 'name',
  fields: {
    url: { type: 'image', label: '图片', required: true, list: true, form: 'create', noExport: true, width: 72 },
    name: { type: 'text', label: '图片名称', required: true, max: 30, list: true, title: true, filter: 'like', sort: true, form: 'both', width: 180 },
    folderId: { type: 'ref', ref: 'shopAssetFolder', label: '分组', list: true, filter: 'eq', form: 'both', width: 120 },
    source: {
      type: 'enum',
      label: '来源',
      options: choices(['upload', '上传', 'primary'], ['library', '网站素材', 'default']),
      list: true,
      filter: 'eq',
      width: 90,
    },
    usedBy: { type: 'int', label: '使用次数', list: true, width: 90 },
    createdAt: { type: 'datetime', label: '上传时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, pageSize: 20, emptyText: '图片空间还是空的，上传一张吧' },
    create: { label: '上传图片', max: 500 },
    update: {},
    delete: { confirm: '删除后无法恢复，确定删除该图片吗？', batch: true },
  },
});

const STOCK_STATE = choices(['soldOut', '已售罄', 'danger'], ['low', '库存紧张', 'warning'], ['ok', '充足', 'success']);

/** /seller/logisticA: stock per SKU. */
export const skuStockResource = defineResource({
  key: 'skuStock',
  title: '库存',
  ...SELLER_SHOP,
  labelField: 'productTitle',
  fields: {
    productTitle: { type: 'text', label: '商品', list: true, title: true, filter: 'like', width: 220 },
    specText: { type: 'text', label: '规格', list: true, filter: 'like', width: 140 },
    priceFen: { type: 'fen', label: '售价', list: true, sort: true, width: 100 },
    stock: { type: 'int', label: '库存', list: true, sort: true, filter: 'range', width: 90 },
    stockState: { type: 'enum', label: '库存状态', options: STOCK_STATE, list: true, filter: 'eq', width: 100 },
    productStatus: { type: 'enum', label: '商品状态', options: STATUS_OPTIONS, list: true, filter: 'eq', width: 90 },
    lastMoveAt: { type: 'datetime', label: '最近变动', list: true, width: 150 },
  },
  ops: { list: { defaultSort: { field: 'stock', order: 'asc' }, emptyText: '还没有商品规格' }, ...READ_ONLY },
});

const REASON_OPTIONS = (Object.entries(STOCK_REASON_NAMES) as [keyof typeof STOCK_REASON_NAMES, string][]).map(([value, label]) => ({
  value,
  label,
  tone: (['inbound', 'supply', 'return', 'cancel', 'refund', 'restart', 'initial'].includes(value) ? 'success' : value === 'adjust' ? 'warning' : 'primary') as
    | 'success'
    | 'warning'
    | 'primary',
}));

/** /seller/logisticB–D: the stock ledger (written by the database: migration 009), read-only. */
export const stockMoveResource = defineResource({
  key: 'stockMove',
  title: '库存流水',
  ...SELLER_SHOP,
  labelField: 'productTitle',
  fields: {
    createdAt: { type: 'datetime', label: '时间', list: true, sort: true, filter: 'range', width: 150 },
    productTitle: { type: 'text', label: '商品', list: true, title: true, filter: 'like', width: 200 },
    specText: { type: 'text', label: '规格', list: true, width: 120 },
    reason: { type: 'enum', label: '类型', options: REASON_OPTIONS, list: true, filter: 'in', width: 100 },
    delta: { type: 'int', label: '变动数量', list: true, sort: true, width: 90 },
    balanceAfter: { type: 'int', label: '变动后库存', list: true, width: 100 },
    ref: { type: 'text', label: '单号', list: true, filter: 'like', width: 190 },
    note: { type: 'text', label: '备注', list: true, width: 180 },
    actorName: { type: 'text', label: '操作人', list: true, width: 100 },
  },
  ops: { list: { defaultSort: { field: 'createdAt', order: 'desc' }, pageSize: 20, emptyText: '暂无库存流水' }, ...READ_ONLY },
});

/** /seller/staffOfficer: the shop's sub-accounts and the areas each may work in. */
export const shopStaffResource = defineResource({
  key: 'shopStaff',
  title: '子账号',
  ...SELLER_SHOP,
  labelField: 'username',
  fields: {
    username: { type: 'username', label: '登录账号', required: true, list: true, title: true, filter: 'like', form: 'create', width: 150 },
    realName: { type: 'text', label: '姓名', required: true, max: 20, list: true, form: 'both', width: 100 },
    phone: { type: 'phone', label: '手机号', list: true, form: 'both', width: 130 },
    password: { type: 'password', label: '登录密码', required: true, form: 'create', noExport: true },
    perms: {
      type: 'enum',
      label: '权限',
      multiple: true,
      required: true,
      options: STAFF_AREAS.map((a) => ({ value: a.key, label: a.label, tone: 'primary' as const })),
      list: true,
      filter: 'eq',
      form: 'both',
      help: '子账号只能看到并操作所选模块；金币账户、保证金和子账号管理仅店主可用',
      width: 260,
    },
    enabled: { type: 'bool', label: '状态', options: choices([true, '启用', 'success'], [false, '停用', 'default']), list: true, filter: 'eq', width: 80 },
    lastLoginAt: { type: 'datetime', label: '最近登录', list: true, width: 150 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有子账号：客服、运营可以用自己的账号登录，只看到分配给他们的模块' },
    create: { max: 20, label: '新建子账号' },
    update: {},
    delete: { confirm: '删除后该子账号将无法登录，确定删除吗？' },
    actions: {
      disable: {
        label: '停用',
        when: { field: 'enabled', in: [true] },
        set: { enabled: false },
        success: '已停用',
        confirm: '停用后该子账号将立即退出登录，确定停用吗？',
      },
      enable: { label: '启用', when: { field: 'enabled', in: [false] }, set: { enabled: true }, success: '已启用' },
      resetPassword: { label: '重置密码', success: '密码已重置', reason: { label: '新密码', required: '请输入新密码', max: 24 } },
    },
  },
});
