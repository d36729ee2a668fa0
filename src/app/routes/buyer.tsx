import { r, type RouteArea } from '../routeMeta.ts';

/** Buyer centre (spec §2): children at top-level paths; any signed-in role. */
export const buyerArea: RouteArea = {
  name: 'buyer',
  layout: 'buyer',
  routes: [
    r('/buyerCenter', '买家中心', { hidden: true }, { redirect: '/buyerCenterHome' }),
    r('/buyerCenterHome', '买家中心', { group: '买家中心' }),
    r('/buyeUserInfo', '个人信息', { group: '账户设置' }),
    r('/buyedProduct', '已买到的宝贝', { group: '交易管理' }),
    r('/orderDetail', '订单详情', { hidden: true, activeMenu: '/buyedProduct' }),
    r('/evaluate', '评价管理', { group: '交易管理' }),
    r('/evaluateProduct', '评价商品', { hidden: true, activeMenu: '/evaluate' }),
    r('/collection', '我的收藏', { group: '交易管理' }),
    r('/refund', '退款售后', { group: '售后服务' }),
    r('/refundDetail', '退款详情', { hidden: true, activeMenu: '/refund' }),
    r('/harvestAddress', '收货地址', { group: '账户设置' }),
    r('/complaintManagement', '投诉管理', { group: '售后服务' }),
    r('/reportingManagement', '举报管理', { group: '售后服务' }),
  ],
};
