import { useContext, useRef, type ContextType, type ReactElement } from 'react';
import { UNSAFE_LocationContext as LocationContext, useLocation, useOutlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { layout } from '../../state/layout.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import { ViewActive } from '../../state/useFresh.ts';

/** The tab key of a location: path plus query, so the same path with other params is its own tab. */
export function tabKey(pathname: string, search: string): string {
  return pathname + search;
}

interface CachedView {
  element: ReactElement;
  /** The location the view last had while active: a hidden view keeps seeing it. */
  location: ContextType<typeof LocationContext>;
}

/**
 * Keep-alive built on React Router's outlet: one cached element per tab key, rendered hidden while
 * another tab is active. A key leaves the cache when its tab is closed or evicted (its state goes too);
 * noCache routes are never cached, so revisiting re-mounts them; refresh bumps a nonce that re-mounts.
 * Each view reads the location it had when last active, so a hidden page never reacts to another
 * tab's address (it would otherwise follow ?params meant for the visible one). Each view knows whether
 * it is the one shown (ViewActive): a hidden view's data waits to be loaded again until it is shown.
 */
export default function KeepAliveOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const current = useContext(LocationContext);
  const { views, nonces } = useSnapshot(layout);
  const cache = useRef(new Map<string, CachedView>());
  const key = tabKey(location.pathname, location.search);
  const noCache = !!findRoute(location.pathname)?.route.meta.noCache;

  if (outlet && !noCache) cache.current.set(key, { element: outlet, location: current });
  const keep = new Set(views.map((v) => v.key));
  for (const k of [...cache.current.keys()]) if (k !== key && !keep.has(k)) cache.current.delete(k);

  return (
    <>
      {[...cache.current.entries()].map(([k, view]) => (
        <div key={`${k}#${nonces[k] ?? 0}`} className="keep-alive-view" hidden={k !== key} data-tab={k}>
          <ViewActive.Provider value={k === key}>
            <LocationContext.Provider value={view.location}>{view.element}</LocationContext.Provider>
          </ViewActive.Provider>
        </div>
      ))}
      {noCache && outlet && (
        <div key={`${key}#nc${nonces[key] ?? 0}`} className="keep-alive-view" data-tab={key}>
          {outlet}
        </div>
      )}
    </>
  );
}
