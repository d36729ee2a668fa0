import type { ClassType, Role } from '../roles.ts';
import type { Holding } from '../places.ts';

/**
 * A page, named by its module under src/features without the extension ('notices/AnnouncementPage').
 * The client loads it lazily (src/app/pages.ts): each page is its own chunk. A name, not a loader, so
 * the tables are plain data the server reads too (its menus take their titles from here).
 */
export type PageName = string;

/** First data a route asks for while its chunks load, by name (src/app/pages.ts resolves them). */
export type PrefetchName = 'notices' | 'mallHome' | 'learnerTasks';

/** Which chrome wraps a route. Layouts are lazy chunks of their own too. */
export type LayoutKind = 'none' | 'backoffice' | 'fullscreen' | 'shop' | 'buyer' | 'seller' | 'supply' | 'workbench' | 'plain';

/** Route meta of spec §2: the only place these facts live (guard, menus, title, tabs read them). */
export interface RouteMeta {
  title: string;
  /** Roles that may open the route; absent = any signed-in user (or public when whitelisted). */
  roles?: readonly Role[];
  /** Learner class types that may open the route; absent = all. */
  classTypes?: readonly ClassType[];
  /** Menu entry highlighted while this (usually hidden) route is open. */
  activeMenu?: string;
  /** Tab stays in the tabs bar (cannot be closed). */
  affix?: boolean;
  /** Tab is not kept alive: revisiting re-mounts the page. */
  noCache?: boolean;
  /** Not shown in menus. */
  hidden?: boolean;
  /** Sidebar and tabs bar hidden (liveRoom). */
  hideChrome?: boolean;
  /** The supply market hides its title bar on this page. */
  noTitleBar?: boolean;
  /** Menu group label (seller, buyer centre menus). */
  group?: string;
  /** Phones: the mall's bottom tab this page is under, lit in the tab bar (none lit without it). */
  shopTab?: ShopTab;
  /** Phones: the page has a bottom bar of its own (the product's buy bar), so the mall's tab bar is not shown. */
  ownBottomBar?: boolean;
  /**
   * Learner routes: true = only for a learner in a class, false = only for one without (the class
   * page); a learner on the other kind is sent to their side (guard.ts).
   */
  inClass?: boolean;
  /** This route is a door: a way into its area from every other area (docs/journeys.md "Doors"). */
  door?: DoorMeta;
}

/** Who sees a door: every condition given must hold (role, class type, something the user holds). */
export interface DoorAudience {
  roles?: readonly Role[];
  classTypes?: readonly ClassType[];
  holds?: Holding;
}

/**
 * A door into an area (route meta): the top navigation of every layout shows the doors a user may
 * see, and the learner's landing page shows those with a hint as cards. A door leads to its route.
 */
export interface DoorMeta {
  label: string;
  /** Its place among the doors, left to right. */
  order: number;
  /** One line on the landing page's door card; a door without one is a top-navigation link only. */
  hint?: string;
  /** Who sees it: a user matching any one entry. Absent: everyone, signed in or not. */
  audience?: readonly DoorAudience[];
  /** Where it leads instead, and its card's line, for a user known not to hold this (a seller without a shop: the exam). */
  unless?: { holds: Holding; to: string; hint: string };
  /** Spec §4 seller gate: the top bar checks the store, keeps the flag and opens it in a new window. */
  sellerGate?: boolean;
  /** One of the supply market's three top-bar links (spec §2: mall home, seller centre, training management). */
  supplyBar?: boolean;
}

/** The mall's bottom tabs on phones (src/app/layouts/ShopLayout.tsx), by the path each opens. */
export type ShopTab = '/home' | '/productList' | '/shopCart' | '/buyerCenterHome';

export interface AppRoute {
  /** Full absolute path with :params, e.g. /manage/information/:id */
  path: string;
  meta: RouteMeta;
  /** The page (every route names a page or a redirect). */
  page?: PageName;
  /** Redirect target instead of a page. */
  redirect?: string;
  /** Params that must be numeric ({id numeric} in spec §2); others make the route 404. */
  numeric?: readonly string[];
  /** Overrides the area's layout for this route. */
  layout?: LayoutKind;
  /**
   * Starts the page's first data request once the guard lets the route in, so it runs while the
   * chunks load rather than after the page mounts (the page's own call then joins it). The first
   * render waits briefly for the answer it returns.
   */
  prefetch?: PrefetchName;
  /**
   * The same for data that does not depend on who is signed in (the catalog): asked for on the
   * first load as soon as the path is known, while the session is still being restored. The first
   * render waits briefly for it too.
   */
  prefetchPublic?: PrefetchName;
}

export interface RouteArea {
  name: string;
  layout: LayoutKind;
  routes: AppRoute[];
}

const segments = (p: string) => p.replace(/\/+$/, '').split('/').filter(Boolean);

/** A /a/:b pattern split once: matching a pathname then costs one split of the pathname. */
export function compilePattern(pattern: string): (pathname: string) => Record<string, string> | null {
  const ps = segments(pattern);
  return (pathname) => {
    const xs = segments(pathname);
    if (ps.length !== xs.length) return null;
    const params: Record<string, string> = {};
    for (let i = 0; i < ps.length; i++) {
      if (ps[i].startsWith(':')) {
        try {
          params[ps[i].slice(1)] = decodeURIComponent(xs[i]);
        } catch {
          return null;
        }
      } else if (ps[i] !== xs[i]) return null;
    }
    return params;
  };
}

/** Matches a /a/:b pattern against a pathname: the params, or null. Trailing slashes are ignored. */
export function matchPattern(pattern: string, pathname: string): Record<string, string> | null {
  return compilePattern(pattern)(pathname);
}

/** Shorthand used by the route tables. */
export function r(path: string, title: string, extra: Partial<RouteMeta> = {}, more: Partial<Omit<AppRoute, 'path' | 'meta'>> = {}): AppRoute {
  return { path, meta: { title, ...extra }, ...more };
}

/** Where a learner without a class is shown what happens next (guard.ts sends them here from the class pages). */
export const JOIN_CLASS_PATH = '/cultivate/joinClass';
