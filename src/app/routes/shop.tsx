import { r, type RouteArea } from '../routeMeta.ts';

/** Shop pages (spec §2 "Shop routes"): any signed-in role; /productDetail and /shopHome are also public. */
export const shopArea: RouteArea = {
  name: 'shop',
  layout: 'shop',
  routes: [
    r('/home', '商城首页'),
    r('/productDetail', '商品详情', { hidden: true }),
    r('/productList', '商品列表'),
    r('/shopHome', '店铺首页', { hidden: true }),
    r('/shopList', '店铺列表'),
    r('/liveingList', '直播列表'),
    r('/liveing', '直播间', { hidden: true, noCache: true }),
    r('/shopCart', '购物车'),
    r('/orderMake', '确认订单', { hidden: true, noCache: true }),
    r('/commitOrder', '提交订单', { hidden: true, noCache: true }),
  ],
};
