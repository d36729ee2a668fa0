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
