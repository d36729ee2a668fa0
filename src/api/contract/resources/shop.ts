import { AFTER_SALE_KIND_NAMES, AFTER_SALE_STATUS_NAMES, type AfterSaleStatus } from '../shop.ts';
import { SORT_FIELD } from '../resource/presets.ts';
import { defineResource } from '../resource/types.ts';
import { SELLER_SHOP } from '../routes/seller.ts';
import { choices } from '../options.ts';
import { uniqueName, READ_ONLY } from './fields.ts';

/**
 * /seller/classManage: the shop's own categories (buyers browse the shop home by them). Deleting one
 * leaves its products uncategorised.
 */
export const shopCategoryResource = defineResource({
  key: 'shopCategory',
  title: '店铺分类',
  ...SELLER_SHOP,
  labelField: 'name',
  fields: {
    name: uniqueName('分类名称', 20, 200),
    sort: SORT_FIELD,
    visible: {
      type: 'bool',
      label: '店铺首页显示',
      options: choices([true, '显示', 'success'], [false, '隐藏', 'default']),
      list: true,
      filter: 'eq',
      form: 'both',
      initial: true,
      width: 120,
    },
    productCount: { type: 'int', label: '商品数', list: true, width: 90 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'sort', order: 'asc' }, emptyText: '还没有分类，新建一个吧' },
    create: { max: 50 },
    update: {},
    delete: { confirm: '删除后该分类下的商品将变为未分类，确定删除吗？', batch: true },
    actions: {
      show: { label: '显示', when: { field: 'visible', in: [false] }, set: { visible: true }, success: '已显示', batch: true },
      hide: { label: '隐藏', when: { field: 'visible', in: [true] }, set: { visible: false }, success: '已隐藏', batch: true },
    },
  },
});

const AFTER_SALE_TONES: Record<AfterSaleStatus, 'warning' | 'primary' | 'success' | 'danger' | 'default'> = {
  applied: 'warning',
  awaiting_return: 'primary',
  returned: 'warning',
  refunded: 'success',
  rejected: 'danger',
  cancelled: 'default',
};

/**
 * /seller/afterSales: the shop's after-sale cases, those waiting for the seller first, each tab with its
 * count. Read here; a case is handled on its own page (/seller/afterSalesDetail: agree, reject, receive).
 */
export const shopAfterSaleResource = defineResource({
  key: 'shopAfterSale',
  title: '售后申请',
  ...SELLER_SHOP,
  labelField: 'orderNo',
  fields: {
    orderNo: { type: 'text', label: '订单', list: true, title: true, filter: 'like', width: 190 },
    kind: {
      type: 'enum',
      label: '类型',
      options: Object.entries(AFTER_SALE_KIND_NAMES).map(([value, label]) => ({ value, label })),
      list: true,
      width: 100,
    },
    amount: { type: 'fen', label: '金额', list: true, width: 100 },
    status: {
      type: 'enum',
      label: '状态',
      options: Object.entries(AFTER_SALE_STATUS_NAMES).map(([value, label]) => ({ value, label, tone: AFTER_SALE_TONES[value as AfterSaleStatus] })),
      list: true,
      width: 110,
    },
    reason: { type: 'text', label: '原因', list: true, width: 200 },
    createdAt: { type: 'datetime', label: '申请时间', list: true, sort: true, width: 150 },
  },
  views: [
    { key: 'todo', label: '待处理', filter: { status: ['applied', 'returned'] } },
    { key: 'waiting', label: '待买家退货', filter: { status: ['awaiting_return'] } },
    { key: 'done', label: '已完结', filter: { status: ['refunded', 'rejected', 'cancelled'] } },
    { key: 'all', label: '全部' },
  ],
  summary: [
    { label: '笔数', agg: 'count' },
    { label: '合计金额', agg: 'sum', field: 'amount' },
  ],
  ops: { list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '暂无售后申请' }, ...READ_ONLY },
});

/**
 * /seller/complaintManagement and /seller/reportingManagement: the buyers' complaints (投诉) or reports
 * (举报) against the caller's shop and the platform's decision; before it the shop may explain (申诉说明).
 */
function shopCaseResource<const K extends string>(key: K, noun: string) {
  const explain = { label: '申诉说明', required: '请输入回复内容', max: 500 };
  return defineResource({
    key,
    title: noun,
    ...SELLER_SHOP,
    labelField: 'reason',
    fields: {
      reason: { type: 'text', label: `${noun}原因`, list: true, title: true, width: 160 },
      state: {
        type: 'enum',
        label: '处理状态',
        options: choices(
          ['pending', '待平台处理', 'default'],
          ['explained', '已说明，待平台判定', 'default'],
          ['upheld', `平台判定：${noun}成立`, 'danger'],
          ['dismissed', `平台判定：${noun}不成立`, 'success'],
        ),
        list: true,
        card: true,
        width: 170,
      },
      content: { type: 'textarea', label: `${noun}内容`, list: true, card: 'whenSet', width: 220 },
      orderNo: { type: 'text', label: '订单', list: true, card: 'whenSet', width: 170 },
      productTitle: { type: 'text', label: '商品', list: true, card: 'whenSet', width: 160 },
      reply: { type: 'textarea', label: '店铺说明', list: true, card: 'whenSet', width: 200 },
      decisionNote: { type: 'textarea', label: '平台处理意见', list: true, card: 'whenSet', width: 200 },
      decidedAt: { type: 'datetime', label: '判定时间', list: true, width: 150 },
      createdAt: { type: 'datetime', label: `${noun}时间`, list: true, card: true, width: 150 },
    },
    views: [
      { key: 'all', label: '全部' },
      { key: 'open', label: '待判定', filter: { state: ['pending', 'explained'] } },
      { key: 'decided', label: '已判定', filter: { state: ['upheld', 'dismissed'] } },
    ],
    ops: {
      list: { emptyText: `暂无${noun}` },
      ...READ_ONLY,
      actions: {
        explain: { label: '申诉说明', when: { field: 'state', in: ['pending'] }, reason: explain, success: '已提交申诉说明' },
        reexplain: { label: '修改说明', when: { field: 'state', in: ['explained'] }, reason: explain, success: '已提交申诉说明' },
      },
    },
  });
}

export const shopComplaintCaseResource = shopCaseResource('sellerComplaint', '投诉');
export const shopReportCaseResource = shopCaseResource('sellerReport', '举报');
