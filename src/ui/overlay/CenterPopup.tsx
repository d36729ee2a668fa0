import { useRef } from 'react';
import AntCenterPopup, { type CenterPopupProps } from 'antd-mobile/es/components/center-popup';
import { useOverlay } from './useOverlay.ts';

/** antd-mobile's CenterPopup (dialogs with a form or a text) with the keyboard of Popup.tsx. */
export default function CenterPopup({ children, ...props }: CenterPopupProps) {
  const marker = useRef<HTMLSpanElement>(null);
  useOverlay(!!props.visible, props.onClose ?? (props.onMaskClick as (() => void) | undefined), () => marker.current?.parentElement ?? null);
  return (
    <AntCenterPopup {...props}>
      <span ref={marker} hidden />
      {children}
    </AntCenterPopup>
  );
}
export type { CenterPopupProps };
