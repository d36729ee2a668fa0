import { useEffect, useState } from 'react';
import { BREAKPOINT_KEY, getCookie, setCookie } from '../lib/cookies.ts';

import type { Breakpoint } from '../api/contract/prerender.ts';

export type { Breakpoint };

/** Phone < 768 px, tablet 768–1199 px, desktop ≥ 1200 px (ARCHITECTURE.md). */
export function breakpointFor(width: number): Breakpoint {
  if (width < 768) return 'phone';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

/** Where there is no window (the server drawing a page, src/prerender/signedIn.tsx): the breakpoint it guessed for the visitor. */
let withoutWindow: Breakpoint = 'desktop';
export function setBreakpointWithoutWindow(bp: Breakpoint) {
  withoutWindow = bp;
}

function current(): Breakpoint {
  return typeof window === 'undefined' ? withoutWindow : breakpointFor(window.innerWidth);
}

/**
 * Keeps the breakpoint cookie on the one measured now, and after a resize: the server draws this
 * visitor's next signed-in page for it (server/http/serverDrawn.ts). Written only when it changed
 * (the first read comes from the page's boot data, not from document.cookie).
 */
export function rememberBreakpoint() {
  if (typeof window === 'undefined') return;
  const remember = () => {
    const bp = current();
    if (getCookie(BREAKPOINT_KEY) !== bp) setCookie(BREAKPOINT_KEY, bp, 365);
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  window.addEventListener('resize', () => {
    clearTimeout(timer);
    timer = setTimeout(remember, 500);
  });
  remember();
}

/** The current breakpoint, updated on resize. The one place that decides phone/tablet/desktop. */
export function useBreakpoint(): Breakpoint {
  const [bp, setBp] = useState<Breakpoint>(current);
  useEffect(() => {
    const onResize = () => setBp(current());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return bp;
}
