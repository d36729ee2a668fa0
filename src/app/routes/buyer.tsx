import { r, type RouteArea } from '../routeMeta.ts';

/** Buyer centre (spec §2): children at top-level paths; any signed-in role. */
export const buyerArea: RouteArea = {
  name: 'buyer',
  layout: 'buyer',
  routes: [
    r('/buyerCenter', '买家中心', { hidden: true }, { redirect: '/buyerCenterHome' }),
    r('/buyerCenterHome', '买家中心', { group: '买家中心' }, { page: () => import('../../features/buyer/BuyerHomePage.tsx') }),
    r('/buyeUserInfo', '个人信息', { group: '账户设置' }, { page: () => import('../../features/buyer/UserInfoPage.tsx') }),
    r('/buyedProduct', '已买到的宝贝', { group: '交易管理' }, { page: () => import('../../features/buyer/OrdersPage.tsx') }),
    r('/orderDetail', '订单详情', { hidden: true, activeMenu: '/buyedProduct' }, { page: () => import('../../features/buyer/OrderDetailPage.tsx') }),
    r('/evaluate', '评价管理', { group: '交易管理' }, { page: () => import('../../features/buyer/EvaluatePage.tsx') }),
    r('/evaluateProduct', '评价商品', { hidden: true, activeMenu: '/evaluate' }, { page: () => import('../../features/buyer/EvaluateProductPage.tsx') }),
    r('/collection', '我的收藏', { group: '交易管理' }, { page: () => import('../../features/buyer/CollectionPage.tsx') }),
    r('/refund', '退款售后', { group: '售后服务' }, { page: () => import('../../features/buyer/RefundPage.tsx') }),
    r('/refundDetail', '退款详情', { hidden: true, activeMenu: '/refund' }, { page: () => import('../../features/buyer/RefundDetailPage.tsx') }),
    r('/harvestAddress', '收货地址', { group: '账户设置' }, { page: () => import('../../features/buyer/AddressPage.tsx') }),
    r('/complaintManagement', '投诉管理', { group: '售后服务' }, { page: () => import('../../features/buyer/ComplaintManagementPage.tsx') }),
    r('/reportingManagement', '举报管理', { group: '售后服务' }, { page: () => import('../../features/buyer/ReportingManagementPage.tsx') }),
  ],
};
