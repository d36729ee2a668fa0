import { r, type RouteArea } from './meta.ts';

/** Shop pages (spec §2 "Shop routes"): any signed-in role; /productDetail and /shopHome are also public. */
export const shopArea: RouteArea = {
  name: 'shop',
  layout: 'shop',
  routes: [
    r(
      '/home',
      '商城首页',
      { shopTab: '/home', door: { label: '商城首页', order: 10, hint: '逛商城，选购各家店铺的好货', supplyBar: true } },
      {
        page: 'shop/HomePage',
        prefetchPublic: 'mallHome',
      },
    ),
    // the buy bar (客服, 店铺, 收藏, 购物车, 加入购物车, 立即购买) is the page's bottom bar
    r('/productDetail', '商品详情', { hidden: true, ownBottomBar: true }, { page: 'shop/ProductDetailPage' }),
    r('/productList', '商品列表', { shopTab: '/productList' }, { page: 'shop/ProductListPage' }),
    r('/shopHome', '店铺首页', { hidden: true }, { page: 'shop/ShopHomePage' }),
    r('/shopList', '店铺列表', { shopTab: '/productList' }, { page: 'shop/ShopListPage' }),
    r('/liveingList', '直播列表', { shopTab: '/productList' }, { page: 'shop/LiveListPage' }),
    r('/liveing', '直播间', { hidden: true, noCache: true }, { page: 'shop/LiveRoomPage' }),
    r('/shopCart', '购物车', { shopTab: '/shopCart', door: { label: '购物车', order: 30 } }, { page: 'shop/CartPage' }),
    // the order's 提交订单 bar is the page's bottom bar
    r('/orderMake', '确认订单', { hidden: true, noCache: true, ownBottomBar: true }, { page: 'shop/OrderMakePage' }),
    r('/commitOrder', '提交订单', { hidden: true, noCache: true, shopTab: '/shopCart' }, { page: 'shop/CommitOrderPage' }),
  ],
};
