import { useEffect, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import './ui.css';

/** How far (after damping) the list must be pulled before letting go refreshes it. */
const PULL_THRESHOLD = 60;
const HEAD_HEIGHT = 40;
const MAX_PULL = 120;
const DAMPING = 0.5;
const DONE_MS = 500;

type Status = 'idle' | 'pulling' | 'canRelease' | 'refreshing' | 'complete';
const TEXT: Record<Exclude<Status, 'idle'>, string> = { pulling: '下拉刷新', canRelease: '释放立即刷新', refreshing: '加载中…', complete: '刷新成功' };

/** Where a touch belongs to a control of its own (typing, a slider, a drawing, a player): no pull starts there. */
const OWN_GESTURES = 'input, textarea, select, canvas, video, [data-no-pull]';

/** True when the element or any ancestor is scrolled away from its top: a pull then scrolls instead. */
function scrolledDown(el: HTMLElement | null): boolean {
  for (let node = el; node; node = node.parentElement) if (node.scrollTop > 0) return true;
  return (document.scrollingElement?.scrollTop ?? 0) > 0;
}

/**
 * Pull to refresh on phones: pulled down from the top, the head says 下拉刷新, then 释放立即刷新;
 * letting go there refreshes (加载中…, 刷新成功). Plain touch events and a growing head: the list
 * is never remounted and no gesture library loads. Disabled, it is a plain wrapper. Nested, the
 * innermost one takes the pull; a mostly sideways move (a carousel, tabs) is no pull.
 */
export default function PullToRefresh({ enabled, onRefresh, children }: { enabled: boolean; onRefresh: () => Promise<unknown>; children: ReactNode }) {
  const [status, setStatus] = useState<Status>('idle');
  const [pull, setPull] = useState(0);
  const startY = useRef<number | null>(null);
  const startX = useRef(0);
  const box = useRef<HTMLDivElement>(null);

  // The browser's own pull-to-refresh (a full reload) would fight this one.
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    const before = root.style.overscrollBehaviorY;
    root.style.overscrollBehaviorY = 'contain';
    return () => void (root.style.overscrollBehaviorY = before);
  }, [enabled]);

  const reset = () => {
    startY.current = null;
    setPull(0);
    setStatus('idle');
  };
  const onTouchStart = (e: TouchEvent) => {
    if (!enabled) return;
    // the innermost pull-to-refresh owns the gesture (a list inside a page that has one too)
    e.stopPropagation();
    if (status === 'refreshing' || status === 'complete' || scrolledDown(box.current)) return;
    if (e.target instanceof Element && e.target.closest(OWN_GESTURES)) return;
    startY.current = e.touches[0]?.clientY ?? null;
    startX.current = e.touches[0]?.clientX ?? 0;
  };
  const onTouchMove = (e: TouchEvent) => {
    if (startY.current === null) return;
    const dy = (e.touches[0]?.clientY ?? startY.current) - startY.current;
    const dx = (e.touches[0]?.clientX ?? startX.current) - startX.current;
    if (dy <= 0 || Math.abs(dx) > dy) {
      setPull(0);
      setStatus('idle');
      return;
    }
    const distance = Math.min(dy * DAMPING, MAX_PULL);
    setPull(distance);
    setStatus(distance >= PULL_THRESHOLD ? 'canRelease' : 'pulling');
  };
  const onTouchEnd = async () => {
    if (startY.current === null) return;
    startY.current = null;
    if (status !== 'canRelease') return reset();
    setStatus('refreshing');
    setPull(HEAD_HEIGHT);
    try {
      await onRefresh();
      setStatus('complete');
      await new Promise((resolve) => setTimeout(resolve, DONE_MS));
    } catch {
      // the list shows its own error state
    }
    reset();
  };

  return (
    <div ref={box} className="pull-refresh" onTouchStart={onTouchStart} onTouchMove={onTouchMove} onTouchEnd={() => void onTouchEnd()} onTouchCancel={reset}>
      <div className="pull-refresh-head" style={{ height: pull }} role="status" aria-live="polite">
        {status !== 'idle' && TEXT[status]}
      </div>
      {children}
    </div>
  );
}
