import { countyAdminResource } from '../../api/contract/resources/admins.ts';
import RegionAdminsView from './RegionAdminsView.tsx';

/** /manage/countyManage: the counties of the caller's city (or province) and their administrators. */
export default function CountyManagePage() {
  return (
    <RegionAdminsView
      resource={countyAdminResource}
      level={3}
      note="辖区内各区县人社部门的管理员账号。新建账号时初始密码以短信发送到管理员手机，首次登录须修改。"
    />
  );
}
