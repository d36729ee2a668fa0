import { Children, useEffect, useRef, useState, type ReactNode } from 'react';
import './Carousel.css';

/**
 * A swipeable row of slides on CSS scroll-snap (native touch scrolling, no gesture or animation
 * library), with an optional autoplay that pauses while the user touches it, and a 1/N indicator.
 */
export default function Carousel({
  children,
  autoplayMs,
  label,
  className = '',
}: {
  children: ReactNode;
  autoplayMs?: number;
  label: string;
  className?: string;
}) {
  const track = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState(0);
  const [held, setHeld] = useState(false);
  const total = Children.count(children);

  useEffect(() => {
    if (!autoplayMs || held || total < 2) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el) return;
      const next = (Math.round(el.scrollLeft / el.clientWidth) + 1) % total;
      el.scrollTo({ left: next * el.clientWidth, behavior: 'smooth' });
    }, autoplayMs);
    return () => window.clearInterval(timer);
  }, [autoplayMs, held, total]);

  return (
    <div className={`ui-carousel ${className}`} role="region" aria-roledescription="carousel" aria-label={label}>
      <div
        ref={track}
        className="ui-carousel-track"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region is reached by Tab and scrolled with the arrow keys (WCAG 2.1.1)
        tabIndex={0}
        onScroll={(e) => setCurrent(Math.round(e.currentTarget.scrollLeft / Math.max(1, e.currentTarget.clientWidth)))}
        onPointerDown={() => setHeld(true)}
        onPointerUp={() => setHeld(false)}
        onPointerLeave={() => setHeld(false)}
      >
        {Children.map(children, (child, i) => (
          <div className="ui-carousel-slide" role="group" aria-roledescription="slide" aria-label={`${i + 1}/${total}`}>
            {child}
          </div>
        ))}
      </div>
      {total > 1 && (
        <span className="ui-carousel-count" aria-hidden="true">
          {current + 1}/{total}
        </span>
      )}
    </div>
  );
}
