import { useEffect } from 'react';

/**
 * Calls `refresh` every `ms` while the page is visible; on coming back into view it refreshes at
 * once (a wall display left in a background tab costs the server nothing).
 */
export function useLive(refresh: () => void, ms: number) {
  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    const start = () => {
      clearInterval(timer);
      timer = setInterval(refresh, ms);
    };
    const onVisibility = () => {
      if (document.hidden) clearInterval(timer);
      else {
        refresh();
        start();
      }
    };
    if (!document.hidden) start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [refresh, ms]);
}
