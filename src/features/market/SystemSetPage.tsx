import { supplierSettingsResource } from '../../api/contract/resources/supply.ts';
import SingleRecord from '../../ui/resource/SingleRecord.tsx';
import { SupplierOnly } from './common.tsx';

/** /supplymarket/systemSet: how the supplier trades — open or paused, drop-ship applications, shipping, minimum order. */
export default function SystemSetPage() {
  return (
    <div className="mk-page">
      <SupplierOnly what="交易设置">
        {() => (
          <>
            <SingleRecord
              resource={supplierSettingsResource}
              title="交易设置"
              editLabel="修改设置"
              fields={['status', 'autoApproveChannels', 'defaultCarrier', 'shipDays', 'minOrderFen']}
            />
            <div className="mk-card mk-muted">
              <p style={{ margin: 0 }}>
                暂停营业后，您的商品不在货源大厅展示，已有订单照常发货和结算。代发申请设为自动通过时，卖家申请后立即获得代发授权，价格为商品的代发价。
              </p>
            </div>
          </>
        )}
      </SupplierOnly>
    </div>
  );
}
