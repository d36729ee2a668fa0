import { provinceAdminResource } from '../../api/contract/resources/admins.ts';
import RegionAdminsView from './RegionAdminsView.tsx';

/** /manage/provinceManage: the provinces and their administrators (the national admin creates them). */
export default function ProvinceManagePage() {
  return (
    <RegionAdminsView resource={provinceAdminResource} level={1} note="各省人社部门的管理员账号。新建账号时初始密码以短信发送到管理员手机，首次登录须修改。" />
  );
}
