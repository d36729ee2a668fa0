import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { dataGeneration, onStale, REVALIDATE_AFTER_MS } from '../api/freshness.ts';

/**
 * Whether the view around a component is the one on screen: a kept-alive tab that is hidden says
 * false (KeepAliveOutlet). Anything outside such a view (headers, menus) is always on screen.
 */
export const ViewActive = createContext(true);

/** Loads begun by any loader so far: a view whose data is older than another view's has been outdone by what the user saw there. */
let loadsBegun = 0;

const tabShown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Keeps a loader's data fresh (docs/architecture.md "Fresh data"): `reload` runs (quietly: the caller
 * keeps what it shows until the answer replaces it) when the data generation moved past the one the
 * data was asked for at, as soon as the view is on screen and the browser tab shown. A view shown
 * again loads again even so (someone else may have written) when another view has loaded since its
 * data (the user may have seen newer data there: a list with the state a record opened from it still
 * lacks) or after REVALIDATE_AFTER_MS. Answers
 * `began`, to call whenever the caller starts a load of its own (the data is then as fresh as now).
 * With `pollMs`, it also loads again every so often while on screen: what other users write (a
 * buyer's question, a live session starting) moves no generation here.
 */
export function useFresh(reload: () => Promise<unknown>, enabled = true, pollMs?: number): () => void {
  const active = useContext(ViewActive);
  const seen = useRef({ generation: dataGeneration(), at: Date.now(), load: loadsBegun });
  const latest = useRef({ reload, active, enabled });
  latest.current = { reload, active, enabled };

  const began = useCallback(() => {
    seen.current = { generation: dataGeneration(), at: Date.now(), load: ++loadsBegun };
  }, []);

  const check = useCallback(
    (old: boolean, wait?: (p: Promise<unknown>) => void) => {
      const now = latest.current;
      if (!now.enabled || !now.active || !tabShown()) return;
      const behind = seen.current.generation < dataGeneration();
      const outdone = loadsBegun > seen.current.load || Date.now() - seen.current.at >= REVALIDATE_AFTER_MS;
      if (!behind && !(old && outdone)) return;
      began();
      const running = now.reload();
      wait?.(running);
    },
    [began],
  );

  useEffect(() => onStale((event) => check(false, event.wait)), [check]);

  useEffect(() => {
    if (!pollMs) return;
    const timer = setInterval(() => {
      const now = latest.current;
      if (!now.enabled || !now.active || !tabShown()) return;
      began();
      void now.reload();
    }, pollMs);
    return () => clearInterval(timer);
  }, [pollMs, began]);

  // a kept-alive view shown again catches up
  const wasActive = useRef(active);
  useEffect(() => {
    if (active && !wasActive.current) check(true);
    wasActive.current = active;
  }, [active, check]);

  return began;
}

/** Loads into a store now (while `enabled`) and keeps it fresh: what headers show (the coin balance, the unread count). `load` must be stable. */
export function useStoreFresh(load: () => Promise<unknown>, enabled = true): void {
  const began = useFresh(load, enabled);
  useEffect(() => {
    if (!enabled) return;
    began();
    void load();
  }, [enabled, began, load]);
}
