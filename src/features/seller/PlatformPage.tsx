import { useNavigate } from 'react-router-dom';
import { marketingSummary } from '../../api/sellerTrade.ts';
import { money } from '../../lib/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './trade.css';

/** /seller/platform: the marketing tools, each with what is running now. */
export default function PlatformPage() {
  const navigate = useNavigate();
  const { data: s, error, loading, reload } = useLoad(() => marketingSummary(), []);
  const tools = s
    ? [
        { icon: '🎯', title: '满减活动', path: '/seller/createMj', desc: `${s.mj}档进行中` },
        { icon: '🎫', title: '优惠券', path: '/seller/createYhq', desc: `${s.yhq}张进行中` },
        { icon: '🧧', title: '店铺红包', path: '/seller/createHb', desc: `${s.hb}个进行中` },
        { icon: '⚡', title: '天天特价', path: '/seller/createTj', desc: `${s.tj}件特价中` },
        { icon: '🚆', title: '直通车', path: '/seller/throughTrain', desc: `${s.keywords}个关键词推广中` },
        { icon: '📺', title: '发起直播', path: '/seller/addLiveing', desc: `${s.live}场待播/直播中` },
        { icon: '🏁', title: '活动报名', path: '/seller/activitySign', desc: `已报名${s.activities}个活动` },
        { icon: '🛡️', title: '保证金', path: '/seller/bondHome', desc: `已缴${money(s.bondFen)}` },
      ]
    : [];
  return (
    <div className="st-page">
      <div className="st-muted">店铺的促销会按 天天特价 → 满减 → 优惠券 → 红包 的顺序计入买家结算。</div>
      <PageState loading={loading} error={error} onRetry={reload}>
        <div className="st-grid">
          {tools.map((t) => (
            <button type="button" key={t.path} className="st-tool" onClick={() => navigate(t.path)}>
              <span className="st-tool-icon" aria-hidden="true">
                {t.icon}
              </span>
              <b>{t.title}</b>
              <span className="st-muted">{t.desc}</span>
            </button>
          ))}
        </div>
      </PageState>
    </div>
  );
}
