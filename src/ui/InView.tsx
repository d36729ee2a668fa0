import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * Renders its children once the spot scrolls near the viewport (below-the-fold content loads later);
 * `margin`: how near (200px by default; '0px' for content just below the fold of a first screen).
 */
export default function InView({ children, minHeight = 200, margin = '200px' }: { children: ReactNode; minHeight?: number; margin?: string }) {
  const spot = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: margin },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [seen, margin]);
  return (
    <div ref={spot} style={seen ? undefined : { minHeight }}>
      {seen ? children : null}
    </div>
  );
}
