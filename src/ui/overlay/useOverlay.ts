import { useEffect, useRef } from 'react';
import { openOverlay } from './stack.ts';

/** While `open`: Escape calls `close`, focus stays inside `body()` and goes back to the opener afterwards. */
export function useOverlay(open: boolean, close: (() => void) | undefined, body: () => HTMLElement | null) {
  const latest = useRef({ close, body });
  latest.current = { close, body };
  useEffect(() => {
    if (!open) return;
    return openOverlay(
      () => latest.current.close?.(),
      () => latest.current.body(),
    );
  }, [open]);
}

/**
 * The keyboard of an antd-mobile popup (Popup, CenterPopup): Escape calls onClose, else onMaskClick.
 * Returns the ref of a hidden marker to render first inside the popup: its parent is the popup's body.
 */
export function usePopupKeys(props: { visible?: boolean; onClose?: () => void; onMaskClick?: unknown }) {
  const marker = useRef<HTMLSpanElement>(null);
  useOverlay(!!props.visible, props.onClose ?? (props.onMaskClick as (() => void) | undefined), () => marker.current?.parentElement ?? null);
  return marker;
}
