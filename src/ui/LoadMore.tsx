import { useEffect, useRef, type ReactNode } from 'react';
import './ui.css';

/** The nearest ancestor that scrolls vertically, else the window. */
function scrollParent(el: HTMLElement): HTMLElement | Window {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    if (/(auto|scroll|overlay)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return window;
}

const nextFrame = (run: () => void) => (typeof requestAnimationFrame === 'function' ? requestAnimationFrame(run) : setTimeout(run, 16));

/**
 * The end of an infinite list: asks for the next page while it is within `threshold` px of the bottom
 * of the screen (or of the box that scrolls it), again after each page while still there, until
 * hasMore is false. One scroll listener and one measurement a frame, in place of antd-mobile's
 * InfiniteScroll and the throttle, lock and hook libraries it brings to the first screen. A hidden
 * list (a kept-alive tab) asks for nothing.
 */
export default function LoadMore({
  loadMore,
  hasMore,
  threshold = 250,
  children = (more) => (more ? '加载中…' : '没有更多了'),
}: {
  loadMore: () => Promise<unknown>;
  hasMore: boolean;
  threshold?: number;
  children?: (hasMore: boolean) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef({ loadMore, hasMore, threshold });
  latest.current = { loadMore, hasMore, threshold };
  const schedule = useRef<() => void>(() => undefined);

  useEffect(() => {
    const el = ref.current!;
    const parent = scrollParent(el);
    let live = true;
    let pending = false;
    let loading = false;
    const check = async () => {
      pending = false;
      const { loadMore: load, hasMore: more, threshold: distance } = latest.current;
      if (!live || loading || !more || !el.offsetParent) return;
      const bottom = parent === window ? window.innerHeight : (parent as HTMLElement).getBoundingClientRect().bottom;
      if (el.getBoundingClientRect().top - distance > bottom) return;
      loading = true;
      try {
        await load();
      } catch {
        // the list shows its own error
      } finally {
        loading = false;
      }
      if (live) schedule.current();
    };
    schedule.current = () => {
      if (pending) return;
      pending = true;
      nextFrame(() => void check());
    };
    parent.addEventListener('scroll', schedule.current, { passive: true });
    window.addEventListener('resize', schedule.current);
    return () => {
      live = false;
      parent.removeEventListener('scroll', schedule.current);
      window.removeEventListener('resize', schedule.current);
    };
  }, []);

  // new items or a new hasMore: still near the end?
  useEffect(() => schedule.current());

  return (
    <div ref={ref} className="load-more">
      {children(hasMore)}
    </div>
  );
}
