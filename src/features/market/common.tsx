import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { SupplyMe, Tier } from '../../api/contract/supply.ts';
import { supplyMe } from '../../api/supply.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import './market.css';

/** Who the caller is in the market (supplier profile, shop, coins), with reload. */
export function useSupplyMe() {
  return useLoad(supplyMe, []);
}

/** A supplier's page: the children for a supplier, an invitation to register for anyone else. */
export function SupplierOnly({ children, what }: { children: (me: SupplyMe) => ReactNode; what: string }) {
  const { data: me, loading, error, reload } = useSupplyMe();
  const navigate = useNavigate();
  return (
    <PageState loading={loading && !me} error={!me && error} onRetry={reload}>
      {me &&
        (me.supplier ? (
          children(me)
        ) : (
          <div className="mk-card mk-invite">
            <p>入驻供销市场成为供应商后，可在这里管理{what}。任何学员都可以免费入驻，发布批发商品，供卖家采购或一件代发。</p>
            <Button color="primary" onClick={() => navigate('/supplymarket/informationManage')}>
              去入驻
            </Button>
          </div>
        ))}
    </PageState>
  );
}

/** The price tiers of a listing; the tier a quantity reaches is marked. */
export function TierTable({ tiers, unit, quantity }: { tiers: readonly Tier[]; unit: string; quantity?: number }) {
  const active = quantity === undefined ? -1 : tiers.reduce((at, t, i) => (quantity >= t.minQty ? i : at), -1);
  return (
    <table className="mk-tiers">
      <caption className="mk-muted">阶梯批发价</caption>
      <thead>
        <tr>
          {tiers.map((t, i) => (
            <th key={t.minQty} scope="col" className={i === active ? 'is-on' : undefined}>
              {i < tiers.length - 1 ? `${t.minQty}-${tiers[i + 1]!.minQty - 1}${unit}` : `≥${t.minQty}${unit}`}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr>
          {tiers.map((t, i) => (
            <td key={t.minQty} className={`mk-price${i === active ? ' is-on' : ''}`}>
              {money(t.priceFen)}
            </td>
          ))}
        </tr>
      </tbody>
    </table>
  );
}

/** A figure on a summary card. */
export function Figure({ label, value, tone }: { label: string; value: ReactNode; tone?: 'money' | 'muted' }) {
  return (
    <div className="mk-figure">
      <span className="mk-figure-label">{label}</span>
      <strong className={tone === 'money' ? 'mk-price' : undefined}>{value}</strong>
    </div>
  );
}

export { fmtDateTime } from '../../api/contract/chinaTime.ts';
