import type { ReactNode } from 'react';
import Popup from '../../ui/overlay/Popup.tsx';
import CenterPopup from '../../ui/overlay/CenterPopup.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { amountToFen } from '../../api/contract/resource/validate.ts';
import type { OrderLine } from '../../api/contract/shop.ts';
import { money } from '../../api/contract/money.ts';
import './trade.css';

/** Small pieces shared by the seller centre's orders, service and marketing pages. */

export const CARRIERS = ['顺丰速运', '中通快递', '圆通速递', '韵达快递', '申通快递', 'EMS', '京东物流', '极兔速递'] as const;
/** The server's rule for tracking numbers (server/routes/sellerTrade.ts). */
export const TRACKING_RE = /^[A-Za-z0-9-]{1,40}$/;
export const trackingError = (s: string) => (!s.trim() ? '请填写运单号' : TRACKING_RE.test(s.trim()) ? null : '运单号只能包含字母、数字和横线');

export { fmtDateTime } from '../../api/contract/chinaTime.ts';

/** Yuan typed by the seller → fen, or the §5 message (the resource forms' own rule). */
export const yuanInput = amountToFen;
export const fenText = (fen: number | null | undefined) => (fen === null || fen === undefined ? '' : (fen / 100).toFixed(2).replace(/\.00$/, ''));

export function Lines({ lines }: { lines: OrderLine[] }) {
  return (
    <>
      {lines.map((l) => (
        <div className="st-line" key={l.id}>
          <img src={l.image} alt={l.title} width={56} height={56} loading="lazy" />
          <div className="st-line-body">
            <div className="st-ellipsis">{l.title}</div>
            <div className="st-muted">{l.specText}</div>
          </div>
          <div style={{ textAlign: 'right', fontSize: 13 }}>
            <div>{money(l.unitPriceFen)}</div>
            <div className="st-muted">×{l.quantity}</div>
          </div>
        </div>
      ))}
    </>
  );
}

export function Stars({ n }: { n: number }) {
  return (
    <span className="st-stars" role="img" aria-label={`${n}星`}>
      {'★'.repeat(n)}
      <span style={{ color: '#ddd' }}>{'★'.repeat(5 - n)}</span>
    </span>
  );
}

export function Card({ title, extra, children }: { title?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  return (
    <section className="st-card">
      {(title || extra) && (
        <div className="st-row" style={{ marginBottom: 8 }}>
          {title && <h3 style={{ margin: 0 }}>{title}</h3>}
          {extra}
        </div>
      )}
      {children}
    </section>
  );
}

/** A bottom sheet on phones, a centred dialog on tablets and desktops. */
export function Sheet({ title, onClose, children, tall = false }: { title: string; onClose: () => void; children: ReactNode; tall?: boolean }) {
  const phone = useBreakpoint() === 'phone';
  const body = (
    <div role="dialog" aria-label={title} className="st-sheet">
      <div className="st-row" style={{ marginBottom: 8 }}>
        <h3 style={{ margin: 0 }}>{title}</h3>
        <button type="button" className="st-close" aria-label="关闭" onClick={onClose}>
          ×
        </button>
      </div>
      {children}
    </div>
  );
  return phone ? (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ borderRadius: '12px 12px 0 0', maxHeight: '85vh', height: tall ? '85vh' : undefined, overflowY: 'auto' }}
    >
      {body}
    </Popup>
  ) : (
    <CenterPopup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      style={{ '--min-width': '520px', '--max-width': '720px' }}
      bodyStyle={{ maxHeight: '85vh', overflowY: 'auto' }}
    >
      {body}
    </CenterPopup>
  );
}
