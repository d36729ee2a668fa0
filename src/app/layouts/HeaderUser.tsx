import { useState } from 'react';
import { useSnapshot } from 'valtio';
import UserAvatar from '../../ui/UserAvatar.tsx';
import { session, logout } from '../../state/session.ts';
import { ROLE_NAMES } from '../../api/contract/roles.ts';
import { exportRecordsPath } from '../../api/contract/exportRecords.ts';
import MenuButton from '../../ui/MenuButton.tsx';
import { serviceCentreLinks } from './serviceCentre.ts';
import { openServiceLink } from './serviceActions.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { go } from '../../lib/navigation.ts';

const ChangePasswordDialog = whenOpen(() => import('../../features/account/ChangePasswordDialog.tsx'));

/** Name, avatar and a menu with 修改密码 and 退出登录 (back-office and seller headers). */
export function HeaderUser({ compact }: { compact?: boolean }) {
  const s = useSnapshot(session);
  const [pwdOpen, setPwdOpen] = useState(false);
  const role = s.roles[0];
  return (
    <>
      <MenuButton
        className="hdr-user"
        // on phones only the avatar shows; elsewhere the name and role it shows name it, with 用户菜单 after them
        ariaLabel={compact ? '用户菜单' : undefined}
        items={[
          // back-office users keep their profile on /manage/setInfo
          ...(role !== undefined && role !== 6 ? [{ key: 'info', text: '个人设置' }] : []),
          ...(role !== undefined ? [{ key: 'exports', text: '导出记录' }] : []),
          { key: 'pwd', text: '修改密码' },
          { key: 'logout', text: '退出登录' },
        ]}
        onSelect={(key) => {
          if (key === 'info') go('/manage/setInfo');
          else if (key === 'exports') go(exportRecordsPath(role));
          else if (key === 'pwd') setPwdOpen(true);
          else void logout();
        }}
        label={
          <>
            <UserAvatar src={s.avatar} name={s.name} size={28} />
            {!compact && (
              <span className="hdr-user-name">
                {s.name || '用户'}
                {role !== undefined && <small>{ROLE_NAMES[role]}</small>}
                <span className="sr-only">用户菜单</span>
              </span>
            )}
          </>
        }
      />
      <ChangePasswordDialog open={pwdOpen} visible onClose={() => setPwdOpen(false)} />
    </>
  );
}

/** The intelligent service centre menu (resource centre for role 5 only). */
export function ServiceCentreMenu({ compact }: { compact?: boolean }) {
  const { roles } = useSnapshot(session);
  const links = serviceCentreLinks(roles[0]);
  return (
    <MenuButton
      ariaLabel="智能服务中心"
      label={compact ? '服务' : '智能服务中心'}
      items={links.map((l) => ({ key: l.key, text: l.title }))}
      onSelect={(key) => void openServiceLink(key)}
    />
  );
}
