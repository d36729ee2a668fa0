import Tag from 'antd-mobile/es/components/tag';
import { PROMOTION_KIND_NAMES, type Promotion } from '../../api/contract/shop.ts';

/** A shop promotion; coupons and red packets not yet claimed are a button that claims them. */
export function PromotionTag({ promotion: p, onClaim }: { promotion: Promotion; onClaim: () => void }) {
  const claimable = p.kind === 'yhq' || p.kind === 'hb';
  const tag = (
    <Tag color="danger" fill="outline">
      {PROMOTION_KIND_NAMES[p.kind]} {p.title}
      {claimable && (p.claimed ? '（已领）' : ' 领取')}
    </Tag>
  );
  if (!claimable || p.claimed) return tag;
  return (
    <button type="button" className="pd-promo-claim" onClick={onClaim}>
      {tag}
    </button>
  );
}
