import { useEffect, useState } from 'react';

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
