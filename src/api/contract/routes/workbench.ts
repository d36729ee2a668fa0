import { r, type RouteArea } from './meta.ts';

const HOME = '/workbench/workbenchHome';
const SELECT = '/workbench/ProductSelectionCenter';

/** Workbench (spec §2): any signed-in role. */
export const workbenchArea: RouteArea = {
  name: 'workbench',
  layout: 'workbench',
  routes: [
    r('/workbench', '工作台', { hidden: true }, { redirect: HOME }),
    r(HOME, '工作台', {}, { page: 'workbench/WorkbenchHomePage' }),
    r(SELECT, '选品中心', {}, { page: 'workbench/SelectionCenterPage' }),
    r('/workbench/MyProducts', '我的商品', {}, { page: 'workbench/MyProductsPage' }),
    r('/workbench/saleOrder', '销售订单', {}, { page: 'workbench/SaleOrderPage' }),
    r('/workbench/CreatorCenter', '创作者中心', {}, { page: 'workbench/CreatorCenterPage' }),
    r('/workbench/DistributionOrder', '分销订单', {}, { page: 'workbench/DistributionOrderPage' }),
    r('/workbench/myLiveHome', '我的直播', {}, { page: 'workbench/MyLiveHomePage' }),
    r(
      '/workbench/Anchorbigscreen',
      '主播大屏',
      { hidden: true, activeMenu: '/workbench/myLiveHome', noCache: true },
      { page: 'workbench/AnchorBigScreenPage' },
    ),
    r('/workbench/workStoreShop', '店铺选品', { hidden: true, activeMenu: SELECT }, { page: 'workbench/StoreShopPage' }),
    r('/workbench/goodsDetails', '商品详情', { hidden: true, activeMenu: SELECT }, { page: 'workbench/GoodsDetailsPage' }),
    r('/workbench/Livereplay', '直播回放', { hidden: true, activeMenu: HOME }, { page: 'workbench/LiveReplayPage' }),
  ],
};
