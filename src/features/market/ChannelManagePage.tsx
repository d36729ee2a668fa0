import { supplyChannelResource } from '../../api/contract/resources/supply.ts';
import { supplierListPage } from './supplierListPage.tsx';

/** /supplymarket/channelManage: which shops may drop-ship which goods at what price (shops apply; the supplier approves, prices, ends). */
export default supplierListPage(supplyChannelResource, {
  what: '代发渠道',
  title: '代发渠道',
  intro: '卖家在商品详情申请一件代发，通过后可上架到自己的店铺：您为其预留库存，买家确认收货后按代发价自动结算给您。终止渠道时，未售出的预留库存退回。',
});
