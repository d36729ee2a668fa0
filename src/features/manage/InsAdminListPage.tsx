import { insAdminResource } from '../../api/contract/resources/admins.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/insAdminList: the accounts of the training institutions of the caller's region. */
export default introPage(insAdminResource, '培训机构的登录账号。新建账号时初始密码以短信发送到手机，首次登录须修改；已停用的机构不能新增账号。', {
  introClass: 'mg-intro',
});
