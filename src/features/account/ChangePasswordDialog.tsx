import CenterPopup from '../../ui/overlay/CenterPopup.tsx';
import { currentPath } from '../../lib/navigation.ts';
import ChangePasswordForm, { SIGN_OUT_DELAY_MS } from './ChangePasswordForm.tsx';
import './account.css';

export { SIGN_OUT_DELAY_MS };

interface Props {
  visible: boolean;
  onClose: () => void;
}

/**
 * Spec §4/§5 change password in the header: success closes the dialog and 1.5 s later signs out to
 * /login?redirect={current path}. Cancel clears the three fields and closes.
 */
export default function ChangePasswordDialog({ visible, onClose }: Props) {
  return (
    <CenterPopup visible={visible} onMaskClick={onClose} destroyOnClose>
      <div className="pwd-dialog">
        <h3>修改密码</h3>
        <ChangePasswordForm
          onDone={onClose}
          redirect={currentPath}
          secondary={{
            text: '取消',
            run: (reset) => {
              reset();
              onClose();
            },
          }}
        />
      </div>
    </CenterPopup>
  );
}
