import { type AppRoute, r, type RouteArea, type RouteMeta } from './meta.ts';
import type { Role } from '../roles.ts';

/** The supply market allows roles 1-6 (spec §6). */
export const SUPPLY_ROLES: readonly Role[] = [1, 2, 3, 4, 5, 6];
const s = (sub: string, title: string, meta: Partial<RouteMeta> = {}, more: Partial<AppRoute> = {}) =>
  r(`/supplymarket/${sub}`, title, { roles: SUPPLY_ROLES, ...meta }, more);

export const supplyArea: RouteArea = {
  name: 'supplymarket',
  layout: 'supply',
  routes: [
    r(
      '/supplymarket',
      '通知公告',
      { roles: SUPPLY_ROLES, hidden: true, door: { label: '供销市场', order: 60, hint: '向供应商批发进货、一件代发', audience: [{ roles: SUPPLY_ROLES }] } },
      { redirect: '/supplymarket/notice' },
    ),
    {
      ...s('notice', '通知公告'),
      page: 'notices/NoticeListPage',
      prefetch: 'notices',
    },
    s('informationManage', '信息管理', {}, { page: 'market/InformationManagePage' }),
    s('supplymarketIndex', '商品管理', {}, { page: 'market/SupplyIndexPage' }),
    s('orderManage', '订单管理', {}, { page: 'market/OrderManagePage' }),
    s('marketEvaluate', '商品评价', { hidden: true, activeMenu: '/supplymarket/orderManage', noTitleBar: true }, { page: 'market/MarketEvaluatePage' }),
    s('customerManage', '客户管理', {}, { page: 'market/CustomerManagePage' }),
    s('shopManage', '店铺管理', {}, { page: 'market/ShopManagePage' }),
    s('financialManage', '财务管理', {}, { page: 'market/FinancialManagePage' }),
    s('channelManage', '渠道管理', {}, { page: 'market/ChannelManagePage' }),
    s('systemSet', '系统设置', {}, { page: 'market/SystemSetPage' }),
    s('productDetail', '商品详情', { hidden: true, activeMenu: '/supplymarket/supplymarketIndex' }, { page: 'market/SupplyProductPage' }),
  ],
};
