import AntCenterPopup, { type CenterPopupProps } from 'antd-mobile/es/components/center-popup';
import { usePopupKeys } from './useOverlay.ts';

/** antd-mobile's CenterPopup (dialogs with a form or a text) with the keyboard of Popup.tsx. */
export default function CenterPopup({ children, ...props }: CenterPopupProps) {
  const marker = usePopupKeys(props);
  return (
    <AntCenterPopup {...props}>
      <span ref={marker} hidden />
      {children}
    </AntCenterPopup>
  );
}
export type { CenterPopupProps };
