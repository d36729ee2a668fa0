import { tjPromotionResource } from '../../api/contract/resources/sellerMarketing.ts';
import { marketingPage } from './marketingPage.tsx';

/** /seller/createTj: 天天特价，指定商品每件立减，最先计算（单价最低0.01元）。 */
export default marketingPage(tjPromotionResource, '天天特价，指定商品每件立减，最先计算（单价最低0.01元）。');
