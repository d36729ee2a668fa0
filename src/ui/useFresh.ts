import { createContext, useCallback, useContext, useEffect, useRef } from 'react';
import { dataGeneration, onStale, REVALIDATE_AFTER_MS } from '../api/freshness.ts';

/**
 * Whether the view around a component is the one on screen: a kept-alive tab that is hidden says
 * false (KeepAliveOutlet). Anything outside such a view (headers, menus) is always on screen.
 */
export const ViewActive = createContext(true);

const tabShown = () => typeof document === 'undefined' || document.visibilityState !== 'hidden';

/**
 * Keeps a loader's data fresh (docs/architecture.md "Fresh data"): `reload` runs (quietly: the caller
 * keeps what it shows until the answer replaces it) when the data generation moved past the one the
 * data was asked for at, as soon as the view is on screen and the browser tab shown; a view shown
 * again after REVALIDATE_AFTER_MS loads again even so (someone else may have written). Answers
 * `began`, to call whenever the caller starts a load of its own (the data is then as fresh as now).
 */
export function useFresh(reload: () => Promise<unknown>, enabled = true): () => void {
  const active = useContext(ViewActive);
  const seen = useRef({ generation: dataGeneration(), at: Date.now() });
  const latest = useRef({ reload, active, enabled });
  latest.current = { reload, active, enabled };

  const began = useCallback(() => {
    seen.current = { generation: dataGeneration(), at: Date.now() };
  }, []);

  const check = useCallback(
    (old: boolean, wait?: (p: Promise<unknown>) => void) => {
      const now = latest.current;
      if (!now.enabled || !now.active || !tabShown()) return;
      const behind = seen.current.generation < dataGeneration();
      if (!behind && !(old && Date.now() - seen.current.at >= REVALIDATE_AFTER_MS)) return;
      began();
      const running = now.reload();
      wait?.(running);
    },
    [began],
  );

  useEffect(() => onStale((event) => check(false, event.wait)), [check]);

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
