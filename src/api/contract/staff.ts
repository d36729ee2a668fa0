/**
 * Shop sub-accounts (/seller/staffOfficer): the areas an owner may grant a staff member. A staff member
 * signs in with their own account and works in the owner's shop; the server (server/http/staffGate.ts)
 * lets them reach only the seller calls of their areas, and the seller menu shows only those pages.
 * Anything not listed here is the owner's alone (money, bond, sub-accounts).
 */

export interface StaffArea {
  key: string;
  label: string;
  /** Seller pages (paths under /seller/, as in the route table). */
  pages: readonly string[];
  /** First segments of seller API paths (/v1/wangchuang/seller/<segment>…): a segment starting with one of these. */
  api: readonly string[];
}

export const STAFF_AREAS = [
  {
    key: 'shop',
    label: '店铺管理',
    pages: ['myShop', 'shopConfig', 'myShopDesign', 'shopTrim', 'classManage'],
    api: ['profile', 'decor', 'shopCategory', 'shopAsset', 'library'],
  },
  {
    key: 'goods',
    label: '商品管理',
    pages: ['addGoods', 'goodsList', 'recomGoods', 'imgManage', 'webResources', 'source'],
    api: ['goods', 'sellerProduct', 'shopRecommend', 'shopAsset', 'shopCategory', 'library', 'source'],
  },
  { key: 'stock', label: '仓储管理', pages: ['logisticA', 'logisticB', 'logisticC', 'logisticD'], api: ['stock', 'skuStock'] },
  {
    key: 'orders',
    label: '订单与评价',
    pages: ['order', 'evaluate', 'postEvaluate', 'afterSales', 'afterSalesDetail'],
    api: ['order', 'aftersale', 'shopAfterSale', 'review'],
  },
  {
    key: 'logistics',
    label: '物流管理',
    pages: ['logistics', 'logistics/freightTemplate/:id', 'logistics/freightTemplateEdit/:id'],
    api: ['freight', 'logistics'],
  },
  {
    key: 'marketing',
    label: '营销中心',
    pages: ['platform', 'createMj', 'createHb', 'createYhq', 'createTj', 'activitySign', 'throughTrain', 'editTrain', 'addLiveing'],
    api: ['promotion', 'marketing', 'coupon', 'train', 'live', 'activity'],
  },
  {
    key: 'service',
    label: '客户服务',
    pages: ['customer', 'consult', 'onlineReply', 'reportingManagement', 'complaintManagement'],
    api: ['consult', 'customer', 'chat', 'question', 'reply', 'complaint', 'sellerComplaint', 'sellerReport'],
  },
  { key: 'data', label: '数据中心', pages: ['activityData', 'dataAnalysis'], api: ['data'] },
] as const satisfies readonly StaffArea[];

export type StaffPerm = (typeof STAFF_AREAS)[number]['key'];

/** What every staff member may open: the seller home (and the exam page the gate may send to). */
export const STAFF_ALWAYS = { pages: ['index', 'exam'], api: ['centre', 'shop'] } as const;

export const STAFF_REFUSED = '子账号无权访问该功能';
export const STAFF_DISABLED = '该子账号已停用';

/** The seller page (path under /seller/, e.g. 'goodsList' or 'logistics/freightTemplate/:id') a staff member with these areas may open. */
export function staffMayOpen(perms: readonly string[], page: string): boolean {
  if ((STAFF_ALWAYS.pages as readonly string[]).includes(page)) return true;
  return STAFF_AREAS.some((a) => perms.includes(a.key) && (a.pages as readonly string[]).includes(page));
}

/** Whether a staff member with these areas may call /v1/wangchuang/seller/<sub>. */
export function staffMayCall(perms: readonly string[], sub: string): boolean {
  const segment = sub.replace(/^\/+/, '').split('/')[0] ?? '';
  if ((STAFF_ALWAYS.api as readonly string[]).includes(segment)) return true;
  return STAFF_AREAS.some((a) => perms.includes(a.key) && (a.api as readonly string[]).some((p) => segment.startsWith(p)));
}

/** The staff member's shop and areas, as user info carries it (null for everyone else). */
export interface StaffInfo {
  shopId: number;
  shopName: string;
  ownerName: string;
  perms: readonly StaffPerm[];
}
