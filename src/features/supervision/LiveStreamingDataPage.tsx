import { liveStreamingDataResource } from '../../api/contract/resources/supervision.ts';
import { introPage } from '../../ui/introPage.tsx';

/** /manage/LiveStreamingData: each live session in scope with its viewing, sales and chat figures (docs/back-office.md "Supervision"). */
export default introPage(
  liveStreamingDataResource,
  '峰值观看为同一时刻在线观看的最多人数，平均观看为直播期间的平均在线人数（按每位观众进入、离开直播间的时间计算）；累计观看为进入直播间的人次；订单与销售额为从该直播间下单的订单（销售额为已付款金额扣除退款）；互动消息数为直播间的聊天消息条数（不含被删除的消息）。',
);
