import { useEffect, useRef, useState, type ReactNode } from 'react';

/** Renders its children once the spot scrolls near the viewport (below-the-fold content loads later). */
export default function InView({ children, minHeight = 200 }: { children: ReactNode; minHeight?: number }) {
  const spot = useRef<HTMLDivElement>(null);
  const [seen, setSeen] = useState(typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    if (seen || !spot.current) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) setSeen(true);
      },
      { rootMargin: '200px' },
    );
    observer.observe(spot.current);
    return () => observer.disconnect();
  }, [seen]);
  return (
    <div ref={spot} style={seen ? undefined : { minHeight }}>
      {seen ? children : null}
    </div>
  );
}
