import Switch from 'antd-mobile/es/components/switch';
import { guarantees, setGuarantee } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './trade.css';

/** /seller/guarantee: the service promises shown on the shop's product pages. */
export default function GuaranteePage() {
  const { data, error, loading, reload } = useLoad(() => guarantees(), []);
  return (
    <div className="st-page">
      <div className="st-muted">开通的保障会显示在本店所有商品的详情页上。部分保障需要先缴纳保证金。</div>
      <PageState loading={loading} error={error} onRetry={reload}>
        {(data ?? []).map((g) => (
          <div className="st-card st-row" key={g.code}>
            <div>
              <b>{g.title}</b>
              <div className="st-muted">
                {g.detail}
                {g.bondFen > 0 && ` · 需保证金${money(g.bondFen)}`}
              </div>
            </div>
            <Switch
              checked={g.enabled}
              aria-label={g.title}
              onChange={async (on) => {
                const r = await act(() => setGuarantee(g.code, on), { key: `guarantee-${g.code}`, success: on ? '已开通' : '已关闭' });
                if (r.ok) reload();
              }}
            />
          </div>
        ))}
      </PageState>
    </div>
  );
}
