import { r, type RouteArea } from './meta.ts';

/** Buyer centre (spec §2): children at top-level paths; any signed-in role. */
export const buyerArea: RouteArea = {
  name: 'buyer',
  layout: 'buyer',
  routes: [
    r('/buyerCenter', '买家中心', { hidden: true, door: { label: '买家中心', order: 20 } }, { redirect: '/buyerCenterHome' }),
    r('/buyerCenterHome', '买家中心', { group: '买家中心' }, { page: 'buyer/BuyerHomePage' }),
    r('/buyeUserInfo', '个人信息', { group: '账户设置' }, { page: 'buyer/UserInfoPage' }),
    r('/buyedProduct', '已买到的宝贝', { group: '交易管理' }, { page: 'buyer/OrdersPage' }),
    r('/orderDetail', '订单详情', { hidden: true, activeMenu: '/buyedProduct' }, { page: 'buyer/OrderDetailPage' }),
    r('/evaluate', '评价管理', { group: '交易管理' }, { page: 'buyer/EvaluatePage' }),
    r('/evaluateProduct', '评价商品', { hidden: true, activeMenu: '/evaluate' }, { page: 'buyer/EvaluateProductPage' }),
    r('/collection', '我的收藏', { group: '交易管理', door: { label: '我的收藏', order: 40 } }, { page: 'buyer/CollectionPage' }),
    r('/refund', '退款售后', { group: '售后服务' }, { page: 'buyer/RefundPage' }),
    r('/refundDetail', '退款详情', { hidden: true, activeMenu: '/refund' }, { page: 'buyer/RefundDetailPage' }),
    r('/harvestAddress', '收货地址', { group: '账户设置' }, { page: 'buyer/AddressPage' }),
    r('/complaintManagement', '投诉管理', { group: '售后服务' }, { page: 'buyer/ComplaintManagementPage' }),
    r('/reportingManagement', '举报管理', { group: '售后服务' }, { page: 'buyer/ReportingManagementPage' }),
  ],
};
