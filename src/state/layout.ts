import { proxy } from 'valtio';
import { getSidebarStatus, setSidebarStatus } from '../lib/cookies.ts';
import { onLogout } from './session.ts';

/** Spec §9: the tabs bar shows at most the last 8 visited views. */
export const MAX_VIEWS = 8;

/** One tab: the key is the path with its query, so the same path with other params is its own tab. */
export interface TabView {
  key: string;
  path: string;
  title: string;
  affix?: boolean;
}

export interface LayoutState {
  /** Sidebar expanded (tablets: collapsible; kept in the sidebarStatus cookie as 1/0). */
  sidebarOpened: boolean;
  /** Phone drawer open. */
  drawerOpen: boolean;
  views: TabView[];
  /** Bumped by refresh: a new nonce re-mounts that tab's page. */
  nonces: Record<string, number>;
}

export const layout = proxy<LayoutState>({
  sidebarOpened: getSidebarStatus() !== '0',
  drawerOpen: false,
  views: [],
  nonces: {},
});

export function setSidebar(open: boolean) {
  layout.sidebarOpened = open;
  setSidebarStatus(open);
}

export function toggleSidebar() {
  setSidebar(!layout.sidebarOpened);
}

/** Reads the cookie again (after sign-in or in tests). */
export function syncSidebarFromCookie() {
  layout.sidebarOpened = getSidebarStatus() !== '0';
}

/**
 * Visits a view: adds it (or refreshes its title) and keeps at most MAX_VIEWS,
 * dropping the oldest view that is neither affix nor the one being visited.
 */
export function addView(view: TabView) {
  const existing = layout.views.find((v) => v.key === view.key);
  if (existing) {
    existing.title = view.title;
    return;
  }
  layout.views.push({ ...view });
  while (layout.views.length > MAX_VIEWS) {
    const i = layout.views.findIndex((v) => !v.affix && v.key !== view.key);
    if (i === -1) break;
    dropAt(i);
  }
}

function dropAt(i: number) {
  const [gone] = layout.views.splice(i, 1);
  if (gone) delete layout.nonces[gone.key];
}

/**
 * Closes a tab (affix tabs cannot be closed). When it was the active one, answers the path to go to:
 * the last remaining view, or `fallback` when none is left. Otherwise null.
 */
export function closeView(key: string, activeKey: string, fallback = '/'): string | null {
  const i = layout.views.findIndex((v) => v.key === key);
  if (i === -1 || layout.views[i].affix) return null;
  dropAt(i);
  if (key !== activeKey) return null;
  const last = layout.views[layout.views.length - 1];
  return last ? last.path : fallback;
}

/** Keeps the affix tabs and the given one. */
export function closeOthers(key: string) {
  for (let i = layout.views.length - 1; i >= 0; i--) {
    const v = layout.views[i];
    if (!v.affix && v.key !== key) dropAt(i);
  }
}

/** Keeps only the affix tabs; answers the path to go to (the last affix tab, or the fallback). */
export function closeAll(fallback = '/'): string {
  for (let i = layout.views.length - 1; i >= 0; i--) if (!layout.views[i].affix) dropAt(i);
  const last = layout.views[layout.views.length - 1];
  return last ? last.path : fallback;
}

/** Re-mounts a tab's page (its kept state is dropped). */
export function refreshView(key: string) {
  layout.nonces[key] = (layout.nonces[key] ?? 0) + 1;
}

/** Sign-out clears the tabs (spec §4 Logout). */
export function resetTabs() {
  layout.views = [];
  layout.nonces = {};
  layout.drawerOpen = false;
}

onLogout(resetTabs);
