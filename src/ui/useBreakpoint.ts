import { useEffect, useState } from 'react';

export type Breakpoint = 'phone' | 'tablet' | 'desktop';

/** Phone < 768 px, tablet 768–1199 px, desktop ≥ 1200 px (ARCHITECTURE.md). */
export function breakpointFor(width: number): Breakpoint {
  if (width < 768) return 'phone';
  if (width < 1200) return 'tablet';
  return 'desktop';
}

function current(): Breakpoint {
  return typeof window === 'undefined' ? 'desktop' : breakpointFor(window.innerWidth);
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
