import { useNavigate } from 'react-router-dom';
import StarOutline from 'antd-mobile-icons/es/StarOutline';
import LocationOutline from 'antd-mobile-icons/es/LocationOutline';
import EditSOutline from 'antd-mobile-icons/es/EditSOutline';
import ExclamationCircleOutline from 'antd-mobile-icons/es/ExclamationCircleOutline';
import { useSnapshot } from 'valtio';
import Skeleton from 'antd-mobile/es/components/skeleton';
import { ORDER_TABS } from '../../api/contract/shop.ts';
import { balance, orderCounts } from '../../api/shop.ts';
import { money } from '../../api/contract/money.ts';
import { session } from '../../state/session.ts';
import PageState from '../../ui/PageState.tsx';
import { CartIcon } from '../../ui/CartIcon.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import '../../ui/commerce.css';
import './buyer.css';

/** /buyerCenterHome: gold-coin balance and order counts by status. */
export default function BuyerHomePage() {
  const navigate = useNavigate();
  const s = useSnapshot(session);
  const { data, loading, error, reload } = useLoad(async () => {
    const [b, c] = await Promise.all([balance(), orderCounts()]);
    return { b, c };
  }, []);
  return (
    <div className="sp-page sp-narrow">
      <div className="bc-head">
        <div>
          <strong>{s.name || '买家'}</strong>
          <div style={{ fontSize: 12, opacity: 0.85 }}>金币余额</div>
          <div className="bc-coins" data-testid="balance">
            {data ? money(data.b.balanceFen) : '—'}
          </div>
        </div>
        <button type="button" className="sp-link" style={{ color: '#fff' }} onClick={() => navigate('/buyeUserInfo')}>
          个人信息 ›
        </button>
      </div>
      <section className="sp-section">
        <header className="sp-section-head">
          <h2>我的订单</h2>
          <button type="button" className="sp-link" onClick={() => navigate('/buyedProduct')}>
            全部订单 ›
          </button>
        </header>
        {loading && !data ? (
          <Skeleton.Paragraph lineCount={2} animated />
        ) : (
          <PageState error={!data && error} onRetry={reload}>
            <div className="bc-counts">
              {ORDER_TABS.filter((t) => t.key !== 'all').map((t) => (
                <button type="button" key={t.key} onClick={() => navigate(t.key === 'aftersale' ? '/refund' : `/buyedProduct?tab=${t.key}`)}>
                  <b data-testid={`count-${t.key}`}>{data?.c[t.key] ?? 0}</b>
                  {t.title}
                </button>
              ))}
            </div>
          </PageState>
        )}
      </section>
      <section className="sp-section">
        <div className="bc-counts">
          <button type="button" onClick={() => navigate('/collection')}>
            <b>
              <StarOutline />
            </b>
            我的收藏
          </button>
          <button type="button" onClick={() => navigate('/harvestAddress')}>
            <b>
              <LocationOutline />
            </b>
            收货地址
          </button>
          <button type="button" onClick={() => navigate('/evaluate')}>
            <b>
              <EditSOutline />
            </b>
            评价管理
          </button>
          <button type="button" onClick={() => navigate('/shopCart')}>
            <b>
              <CartIcon size={20} />
            </b>
            购物车
          </button>
          <button type="button" onClick={() => navigate('/complaintManagement')}>
            <b>
              <ExclamationCircleOutline />
            </b>
            投诉管理
          </button>
        </div>
      </section>
    </div>
  );
}
