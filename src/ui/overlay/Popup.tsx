import AntPopup, { type PopupProps } from 'antd-mobile/es/components/popup';
import { usePopupKeys } from './useOverlay.ts';

/**
 * antd-mobile's Popup (sheets, drawers) that closes with Escape (onClose, else onMaskClick), keeps Tab
 * inside and gives focus back to its opener (stack.ts). Use this one, never the library's directly.
 */
export default function Popup({ children, ...props }: PopupProps) {
  const marker = usePopupKeys(props);
  return (
    <AntPopup {...props}>
      <span ref={marker} hidden />
      {children}
    </AntPopup>
  );
}
export type { PopupProps };
