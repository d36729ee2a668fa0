import { type AppRoute, r, type RouteArea, type RouteMeta } from './meta.ts';

/** A buyer-centre page: under the mall's 我的 tab on phones. */
const b = (path: string, title: string, extra: Partial<RouteMeta> = {}, more: Partial<Omit<AppRoute, 'path' | 'meta'>> = {}) =>
  r(path, title, { shopTab: '/buyerCenterHome', ...extra }, more);

/** Buyer centre (spec §2): children at top-level paths; any signed-in role. */
export const buyerArea: RouteArea = {
  name: 'buyer',
  layout: 'buyer',
  routes: [
    b('/buyerCenter', '买家中心', { hidden: true, door: { label: '买家中心', order: 20 } }, { redirect: '/buyerCenterHome' }),
    b('/buyerCenterHome', '买家中心', { group: '买家中心' }, { page: 'buyer/BuyerHomePage' }),
    b('/buyeUserInfo', '个人信息', { group: '账户设置' }, { page: 'buyer/UserInfoPage' }),
    b('/buyedProduct', '已买到的宝贝', { group: '交易管理' }, { page: 'buyer/OrdersPage' }),
    b('/orderDetail', '订单详情', { hidden: true, activeMenu: '/buyedProduct' }, { page: 'buyer/OrderDetailPage' }),
    b('/evaluate', '评价管理', { group: '交易管理' }, { page: 'buyer/EvaluatePage' }),
    b('/evaluateProduct', '评价商品', { hidden: true, activeMenu: '/evaluate' }, { page: 'buyer/EvaluateProductPage' }),
    b('/collection', '我的收藏', { group: '交易管理', door: { label: '我的收藏', order: 40 } }, { page: 'buyer/CollectionPage' }),
    b('/refund', '退款售后', { group: '售后服务' }, { page: 'buyer/RefundPage' }),
    b('/refundDetail', '退款详情', { hidden: true, activeMenu: '/refund' }, { page: 'buyer/RefundDetailPage' }),
    b('/harvestAddress', '收货地址', { group: '账户设置' }, { page: 'buyer/AddressPage' }),
    b('/complaintManagement', '投诉管理', { group: '售后服务' }, { page: 'buyer/ComplaintManagementPage' }),
    b('/reportingManagement', '举报管理', { group: '售后服务' }, { page: 'buyer/ReportingManagementPage' }),
  ],
};
