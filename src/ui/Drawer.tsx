import type { ReactNode } from 'react';
import Popup from './overlay/Popup.tsx';

/** A side drawer (phones): open while mounted; use through whenOpen so it loads on first use. */
export default function Drawer({
  onClose,
  bodyClassName,
  position = 'left',
  children,
}: {
  onClose: () => void;
  bodyClassName?: string;
  position?: 'left' | 'right';
  children: ReactNode;
}) {
  return (
    <Popup visible position={position} onMaskClick={onClose} bodyClassName={bodyClassName}>
      {children}
    </Popup>
  );
}
