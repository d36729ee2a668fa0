import { accountResource } from '../../api/contract/resources/admins.ts';
import { introPage } from '../../ui/introPage.tsx';
import './people.css';

/** /manage/userManage: every account of the caller's region: lock, unlock, a new one-time password. */
export default introPage(
  accountResource,
  '锁定后账号立即退出且无法登录；解锁同时清除登录失败记录。重置密码会以短信发送一次性初始密码，用户首次登录须修改。只能操作下级账号和自己的子账号。',
  { introClass: 'mg-intro' },
);
