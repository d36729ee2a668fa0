import { supplyCustomerResource } from '../../api/contract/resources/supply.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { SupplierOnly } from './common.tsx';

/** /supplymarket/customerManage: the supplier's buyers (kept by the orders), graded and noted by the supplier. */
export default function CustomerManagePage() {
  return (
    <SupplierOnly what="采购客户">
      {() => (
        <ResourcePage
          resource={supplyCustomerResource}
          title="客户列表"
          intro={<p className="mk-muted">卖家付款后成为您的客户，成交订单和采购金额随订单自动更新；可为客户设置等级和备注。</p>}
        />
      )}
    </SupplierOnly>
  );
}
