import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { trainKeywordResource } from '../../api/contract/resources/sellerMarketing.ts';
import { trainPlan } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './trade.css';

/** /seller/throughTrain: 直通车 — today's budget and spend, and the keyword bids. */
export default function ThroughTrainPage() {
  const navigate = useNavigate();
  const { data: p } = useLoad(() => trainPlan(), []);
  return (
    <ResourcePage
      resource={trainKeywordResource}
      toolbar={
        <Button size="small" onClick={() => navigate('/seller/editTrain')}>
          设置每日预算
        </Button>
      }
      intro={
        <div className="st-card" style={{ marginBottom: 8 }}>
          <div className="st-stat">
            <div>
              <b>{p ? money(p.budgetFen) : '—'}</b>
              <span className="st-muted">每日预算{p && !p.enabled ? '（已暂停）' : ''}</span>
            </div>
            <div>
              <b>{p ? money(p.spentTodayFen) : '—'}</b>
              <span className="st-muted">今日花费</span>
            </div>
            <div>
              <b>{p ? p.clicksToday : '—'}</b>
              <span className="st-muted">今日点击</span>
            </div>
          </div>
          <p className="st-muted" style={{ margin: '8px 0 0' }}>
            买家搜索的关键词与您的关键词一致时，出价最高且预算和金币余额足够支付一次点击的商品排在搜索结果第一位，标注“广告”。每位买家每天点击只扣费一次，按出价从店铺金币扣除，当日花费不超过预算。
          </p>
        </div>
      }
    />
  );
}
