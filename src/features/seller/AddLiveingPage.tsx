import { liveSessionResource } from '../../api/contract/resources/sellerMarketing.ts';
import { marketingPage } from './marketingPage.tsx';

/** /seller/addLiveing: schedule a live-selling session with its product shelf (shown at /liveingList). */
export default marketingPage(liveSessionResource, '到开播时间后直播出现在商城“直播”频道，观众可从货架直接购买商品。');
