import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { LIVE_STATE_NAMES, type AnchorSession, type Commission, type LiveState } from '../../api/contract/workbench.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { money } from '../../api/contract/money.ts';
import './workbench.css';

export { fmtDateTime };

export function StateTag({ state }: { state: LiveState }) {
  return <span className={`wb-tag is-${state}`}>{LIVE_STATE_NAMES[state]}</span>;
}

/** A figure on a summary card. */
export function Figure({ label, value, money: isMoney }: { label: string; value: ReactNode; money?: boolean }) {
  return (
    <div className="wb-figure">
      <span>{label}</span>
      <strong className={isMoney ? 'wb-money' : undefined}>{value}</strong>
    </div>
  );
}

/** A session as a card: state, time, shelf, figures, and the page's own buttons. */
export function SessionCard({ s, children }: { s: AnchorSession; children?: ReactNode }) {
  return (
    <li className="wb-session" data-testid={`session-${s.id}`}>
      <img src={s.cover} alt="" width={96} height={128} loading="lazy" />
      <div className="wb-session-body">
        <div className="wb-between">
          <strong>{s.title}</strong>
          <StateTag state={s.state} />
        </div>
        <span className="wb-muted">
          {fmtDateTime(s.startsAt)} 开播 · {s.durationMin} 分钟 · 货架 {s.products.length} 件
        </span>
        <span className="wb-muted">
          观看 {s.totalViews}
          {s.state === 'live' ? ` · 在线 ${s.viewers}` : ''} · 订单 {s.orders} · 成交 {money(s.salesFen)} · 佣金 {money(s.commissionFen)}
        </span>
        {children && <div className="wb-actions">{children}</div>}
      </div>
    </li>
  );
}

const COMMISSION_TONE = { pending: 'is-upcoming', settled: 'is-settled', reversed: 'is-ended', cancelled: 'is-ended' } as const;

/** One commission: the product, the order, the base × rate, and where it stands. */
export function CommissionRow({ c, side }: { c: Commission; side: 'anchor' | 'shop' }) {
  const navigate = useNavigate();
  return (
    <li className="wb-commission" data-testid={`commission-${c.orderId}`}>
      <img src={c.image} alt="" width={56} height={56} loading="lazy" />
      <div className="wb-session-body">
        <div className="wb-between">
          <button
            type="button"
            className="wb-link wb-title-link"
            style={{ whiteSpace: 'normal', textAlign: 'left' }}
            onClick={() => navigate(`/workbench/goodsDetails?id=${c.productId}`)}
          >
            {c.title}
          </button>
          <span className={`wb-tag ${COMMISSION_TONE[c.status]}`}>{c.statusName}</span>
        </div>
        <span className="wb-muted">
          订单 {c.orderNo} · {c.orderStatusName} · {side === 'anchor' ? c.shopName : `主播 ${c.anchorName}`}
          {c.sessionTitle ? ` · ${c.sessionTitle}` : ''}
        </span>
        <span className="wb-muted">
          实付 {money(c.baseFen)} × {c.rate}% = <strong className="wb-money">{money(c.amountFen)}</strong>
          {c.reversedFen > 0 && c.status !== 'cancelled' ? ` · 已退回 ${money(c.reversedFen)}` : ''}
          {c.settledAt ? ` · ${fmtDateTime(c.settledAt)} 结算` : ''}
        </span>
      </div>
    </li>
  );
}

/** Tabs as buttons (status filters). */
export function Chips<K extends string>({
  items,
  value,
  onChange,
  label,
}: {
  items: readonly { key: K; title: string }[];
  value: K;
  onChange: (k: K) => void;
  label: string;
}) {
  return (
    <div className="wb-chips" role="tablist" aria-label={label}>
      {items.map((t) => (
        <button key={t.key} type="button" role="tab" aria-selected={value === t.key} onClick={() => onChange(t.key)}>
          {t.title}
        </button>
      ))}
    </div>
  );
}
