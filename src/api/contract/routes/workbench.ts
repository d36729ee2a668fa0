import { type DoorMeta, r, type RouteArea } from './meta.ts';

const HOME = '/workbench/workbenchHome';
const SELECT = '/workbench/ProductSelectionCenter';

/**
 * The anchors' door: learners of the live-stream class, learners with a shop (they sell live, docs/live.md)
 * and anyone who already has an anchor profile.
 */
const WORKBENCH_DOOR: DoorMeta = {
  label: '主播工作台',
  order: 70,
  hint: '选品、开播，带货赚佣金',
  audience: [{ roles: [6], classTypes: ['ZBB'] }, { roles: [6], holds: 'shop' }, { holds: 'anchor' }],
};

/** Workbench (spec §2): any signed-in role. */
export const workbenchArea: RouteArea = {
  name: 'workbench',
  layout: 'workbench',
  routes: [
    r('/workbench', '工作台', { hidden: true, door: WORKBENCH_DOOR }, { redirect: HOME }),
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
