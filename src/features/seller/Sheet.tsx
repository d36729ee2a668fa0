import type { ReactNode } from 'react';
import CenterPopup from '../../ui/overlay/CenterPopup.tsx';
import Popup from '../../ui/overlay/Popup.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';

/** A bottom sheet on phones, a centred dialog on larger screens (as the resource forms). */
export default function Sheet({ title, onClose, children }: { title: string; onClose: () => void; children: ReactNode }) {
  const phone = useBreakpoint() === 'phone';
  const body = (
    <div className={phone ? 'sc-sheet' : 'sc-dialog'} role="dialog" aria-label={title}>
      <h2 className="sc-sheet-title" style={{ fontSize: 16, margin: '0 0 10px', display: 'flex', justifyContent: 'space-between' }}>
        <span>{title}</span>
        <button type="button" className="sc-link" onClick={onClose} aria-label="关闭">
          关闭
        </button>
      </h2>
      {children}
    </div>
  );
  return phone ? (
    <Popup visible position="bottom" onMaskClick={onClose} destroyOnClose bodyStyle={{ borderRadius: '12px 12px 0 0' }}>
      {body}
    </Popup>
  ) : (
    <CenterPopup visible onMaskClick={onClose} destroyOnClose>
      {body}
    </CenterPopup>
  );
}
