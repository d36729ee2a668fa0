import { useRef } from 'react';
import AntPopup, { type PopupProps } from 'antd-mobile/es/components/popup';
import { useOverlay } from './useOverlay.ts';

/**
 * antd-mobile's Popup (sheets, drawers) that closes with Escape (onClose, else onMaskClick), keeps Tab
 * inside and gives focus back to its opener (stack.ts). Use this one, never the library's directly.
 */
export default function Popup({ children, ...props }: PopupProps) {
  const marker = useRef<HTMLSpanElement>(null);
  useOverlay(!!props.visible, props.onClose ?? (props.onMaskClick as (() => void) | undefined), () => marker.current?.parentElement ?? null);
  return (
    <AntPopup {...props}>
      <span ref={marker} hidden />
      {children}
    </AntPopup>
  );
}
export type { PopupProps };
