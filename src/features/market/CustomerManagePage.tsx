import { supplyCustomerResource } from '../../api/contract/resources/supply.ts';
import { supplierListPage } from './supplierListPage.tsx';

/** /supplymarket/customerManage: the supplier's buyers (kept by the orders), graded and noted by the supplier. */
export default supplierListPage(supplyCustomerResource, {
  what: '采购客户',
  title: '客户列表',
  intro: '卖家付款后成为您的客户，成交订单和采购金额随订单自动更新；可为客户设置等级和备注。',
});
