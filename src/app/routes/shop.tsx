import { r, type RouteArea } from '../routeMeta.ts';

/** Shop pages (spec §2 "Shop routes"): any signed-in role; /productDetail and /shopHome are also public. */
export const shopArea: RouteArea = {
  name: 'shop',
  layout: 'shop',
  routes: [
    r(
      '/home',
      '商城首页',
      {},
      {
        page: () => import('../../features/shop/HomePage.tsx'),
        prefetchPublic: () => import('../../api/shop.ts').then((m) => m.prefetchMallHome()).catch(() => undefined),
      },
    ),
    r('/productDetail', '商品详情', { hidden: true }, { page: () => import('../../features/shop/ProductDetailPage.tsx') }),
    r('/productList', '商品列表', {}, { page: () => import('../../features/shop/ProductListPage.tsx') }),
    r('/shopHome', '店铺首页', { hidden: true }, { page: () => import('../../features/shop/ShopHomePage.tsx') }),
    r('/shopList', '店铺列表', {}, { page: () => import('../../features/shop/ShopListPage.tsx') }),
    r('/liveingList', '直播列表', {}, { page: () => import('../../features/shop/LiveListPage.tsx') }),
    r('/liveing', '直播间', { hidden: true, noCache: true }, { page: () => import('../../features/shop/LiveRoomPage.tsx') }),
    r('/shopCart', '购物车', {}, { page: () => import('../../features/shop/CartPage.tsx') }),
    r('/orderMake', '确认订单', { hidden: true, noCache: true }, { page: () => import('../../features/shop/OrderMakePage.tsx') }),
    r('/commitOrder', '提交订单', { hidden: true, noCache: true }, { page: () => import('../../features/shop/CommitOrderPage.tsx') }),
  ],
};
