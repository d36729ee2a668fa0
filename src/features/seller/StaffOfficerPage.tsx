import { shopStaffResource } from '../../api/contract/resources/goods.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './seller.css';

/**
 * /seller/staffOfficer: the shop's sub-accounts. Each signs in on the ordinary login page with its own
 * account and password, lands in this shop's seller centre and sees only the areas granted to it; the
 * server refuses anything else. The gold-coin account, the bond and sub-accounts stay the owner's.
 */
export default function StaffOfficerPage() {
  return (
    <ResourcePage
      resource={shopStaffResource}
      intro={
        <div className="sc-banner is-warn" style={{ marginBottom: 10 }}>
          子账号在登录页用自己的登录账号和密码登录，登录后直接进入本店的卖家中心，只能看到并操作分配给他的模块（例如客服只分配「订单与评价」和「客户服务」）。停用或删除后立即退出登录。
        </div>
      }
    />
  );
}
