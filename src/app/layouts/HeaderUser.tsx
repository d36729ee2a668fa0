import { useState } from 'react';
import { useSnapshot } from 'valtio';
import Popover from 'antd-mobile/es/components/popover';
import Avatar from 'antd-mobile/es/components/avatar';
import { session, logout } from '../../state/session.ts';
import { ROLE_NAMES } from '../../api/contract/roles.ts';
import ChangePasswordDialog from '../../features/account/ChangePasswordDialog.tsx';
import { serviceCentreLinks } from './serviceCentre.ts';
import { openServiceLink } from './serviceActions.ts';

/** Name, avatar and a menu with 修改密码 and 退出登录 (back-office and seller headers). */
export function HeaderUser({ compact }: { compact?: boolean }) {
  const s = useSnapshot(session);
  const [pwdOpen, setPwdOpen] = useState(false);
  const role = s.roles[0];
  return (
    <>
      <Popover.Menu
        trigger="click"
        placement="bottom-end"
        actions={[
          { key: 'pwd', text: '修改密码' },
          { key: 'logout', text: '退出登录' },
        ]}
        onAction={(a) => {
          if (a.key === 'pwd') setPwdOpen(true);
          else void logout();
        }}
      >
        <button type="button" className="hdr-user" aria-label="用户菜单">
          <Avatar src={s.avatar} style={{ '--size': '28px', '--border-radius': '50%' }} />
          {!compact && (
            <span className="hdr-user-name">
              {s.name || '用户'}
              {role !== undefined && <small>{ROLE_NAMES[role]}</small>}
            </span>
          )}
        </button>
      </Popover.Menu>
      <ChangePasswordDialog visible={pwdOpen} onClose={() => setPwdOpen(false)} />
    </>
  );
}

/** The intelligent service centre menu (resource centre for role 5 only). */
export function ServiceCentreMenu({ compact }: { compact?: boolean }) {
  const { roles } = useSnapshot(session);
  const links = serviceCentreLinks(roles[0]);
  return (
    <Popover.Menu
      trigger="click"
      placement="bottom-end"
      actions={links.map((l) => ({ key: l.key, text: l.title }))}
      onAction={(a) => void openServiceLink(String(a.key))}
    >
      <button type="button" className="hdr-btn" aria-label="智能服务中心">
        {compact ? '服务' : '智能服务中心'}
      </button>
    </Popover.Menu>
  );
}
