import type { ReactNode } from 'react';
import CenterPopup from '../overlay/CenterPopup.tsx';
import Popup from '../overlay/Popup.tsx';

/** Where a form or a record opens: a bottom sheet on phones, a centred dialog on larger screens. */
export default function Sheet({ phone, onClose, children }: { phone: boolean; onClose: () => void; children: ReactNode }) {
  return phone ? (
    <Popup visible position="bottom" bodyClassName="rs-sheet" onMaskClick={onClose} destroyOnClose>
      {children}
    </Popup>
  ) : (
    <CenterPopup visible bodyClassName="rs-dialog" onMaskClick={onClose} destroyOnClose>
      {children}
    </CenterPopup>
  );
}
