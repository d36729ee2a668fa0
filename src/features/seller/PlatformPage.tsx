import { useNavigate } from 'react-router-dom';
import { marketingSummary } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './trade.css';

/** /seller/platform: the marketing tools, each with what is running now. */
export default function PlatformPage() {
  const navigate = useNavigate();
  const { data: s, error, loading, reload } = useLoad(() => marketingSummary(), []);
  const tools = s
    ? [
        { icon: '满', color: '#ff4d4f', title: '满减活动', path: '/seller/createMj', desc: `${s.mj}档进行中` },
        { icon: '券', color: '#fa8c16', title: '优惠券', path: '/seller/createYhq', desc: `${s.yhq}张进行中` },
        { icon: '包', color: '#f5222d', title: '店铺红包', path: '/seller/createHb', desc: `${s.hb}个进行中` },
        { icon: '特', color: '#faad14', title: '天天特价', path: '/seller/createTj', desc: `${s.tj}件特价中` },
        { icon: '车', color: '#1677ff', title: '直通车', path: '/seller/throughTrain', desc: `${s.keywords}个关键词推广中` },
        { icon: '播', color: '#eb2f96', title: '发起直播', path: '/seller/addLiveing', desc: `${s.live}场待播/直播中` },
        { icon: '报', color: '#13c2c2', title: '活动报名', path: '/seller/activitySign', desc: `已报名${s.activities}个活动` },
        { icon: '保', color: '#52c41a', title: '保证金', path: '/seller/bondHome', desc: `已缴${money(s.bondFen)}` },
      ]
    : [];
  return (
    <div className="st-page">
      <div className="st-muted">店铺的促销会按 天天特价 → 满减 → 优惠券 → 红包 的顺序计入买家结算。</div>
      <PageState loading={loading} error={error} onRetry={reload}>
        <div className="st-grid">
          {tools.map((t) => (
            <button type="button" key={t.path} className="st-tool" onClick={() => navigate(t.path)}>
              <span className="st-tool-icon" aria-hidden="true" style={{ background: t.color }}>
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
