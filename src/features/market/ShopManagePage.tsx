import { supplyShopResource } from '../../api/contract/resources/supply.ts';
import { supplierListPage } from './supplierListPage.tsx';

/** /supplymarket/shopManage: the shops selling this supplier's goods, bought into their stock or drop-shipped. */
export default supplierListPage(supplyShopResource, {
  what: '销售您商品的店铺',
  title: '销售店铺',
  intro: '卖家采购入库或开通一件代发后，其店铺中对应的商品、库存和售价会出现在这里。',
});
