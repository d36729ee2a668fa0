import { cityAdminResource } from '../../api/contract/resources/admins.ts';
import RegionAdminsView from './RegionAdminsView.tsx';

/** /manage/cityManage: the cities of the caller's province and their administrators. */
export default function CityManagePage() {
  return (
    <RegionAdminsView
      resource={cityAdminResource}
      level={2}
      note="辖区内各市人社部门的管理员账号。新建账号时初始密码以短信发送到管理员手机，首次登录须修改。"
    />
  );
}
