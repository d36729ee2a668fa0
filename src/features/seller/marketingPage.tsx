import type { ResourceDecl } from '../../api/contract/resource/types.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './trade.css';

/** A seller-centre marketing page (红包, 满减, 特价, 优惠券, 直播): the resource's page under one muted line saying how it works. */
export function marketingPage(resource: ResourceDecl, note: string) {
  return function MarketingPage() {
    return (
      <ResourcePage
        resource={resource}
        intro={
          <div className="st-muted" style={{ paddingBottom: 8 }}>
            {note}
          </div>
        }
      />
    );
  };
}
