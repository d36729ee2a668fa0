import { r, type RouteArea } from './meta.ts';

const HOME = '/workbench/workbenchHome';
const SELECT = '/workbench/ProductSelectionCenter';

/** Workbench (spec §2): any signed-in role. */
export const workbenchArea: RouteArea = {
  name: 'workbench',
  layout: 'workbench',
  routes: [
    r('/workbench', '工作台', { hidden: true }, { redirect: HOME }),
    r(HOME, '工作台'),
    r(SELECT, '选品中心'),
    r('/workbench/MyProducts', '我的商品'),
    r('/workbench/saleOrder', '销售订单'),
    r('/workbench/CreatorCenter', '创作者中心'),
    r('/workbench/DistributionOrder', '分销订单'),
    r('/workbench/myLiveHome', '我的直播'),
    r('/workbench/Anchorbigscreen', '主播大屏', { hidden: true, activeMenu: '/workbench/myLiveHome', noCache: true }),
    r('/workbench/workStoreShop', '店铺选品', { hidden: true, activeMenu: SELECT }),
    r('/workbench/goodsDetails', '商品详情', { hidden: true, activeMenu: SELECT }),
    r('/workbench/Livereplay', '直播回放', { hidden: true, activeMenu: HOME }),
  ],
};
