import { liveSessionResource } from '../../api/contract/resources/sellerMarketing.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './trade.css';

/** /seller/addLiveing: schedule a live-selling session with its product shelf (shown at /liveingList). */
export default function AddLiveingPage() {
  return (
    <ResourcePage
      resource={liveSessionResource}
      intro={
        <div className="st-muted" style={{ paddingBottom: 8 }}>
          到开播时间后直播出现在商城“直播”频道，观众可从货架直接购买商品。
        </div>
      }
    />
  );
}
