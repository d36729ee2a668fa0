import type { AppRoute, RouteArea } from './meta.ts';
import { compilePattern } from './meta.ts';

export interface FoundRoute {
  route: AppRoute;
  area: RouteArea;
  params: Record<string, string>;
}

/**
 * The route tables known so far, in the order they are searched. The app's entry knows only the
 * public area (the sign-in pages need nothing more, and the other tables are a few KB gzip on every
 * first load); index.ts brings every area when it loads (the router asks for it before deciding a
 * path the public area does not have). Every area's table is known on the server and wherever
 * index.ts is imported.
 */
let areas: RouteArea[] = [];
let complete = false;
let matchers: { match: ReturnType<typeof compilePattern>; route: AppRoute; area: RouteArea }[] | null = null;
/** Recent lookups: layouts, the guard and the title all ask for the same few paths on every render. */
const recent = new Map<string, FoundRoute | null>();
const RECENT_MAX = 50;

/** Makes these areas the tables findRoute searches, in this order; `all`: every area of the app. */
export function knowAreas(known: RouteArea[], all: boolean) {
  if (complete) return;
  areas = known;
  complete = all;
  matchers = null;
  recent.clear();
}

/** Whether every area's table is known (else a path findRoute does not find may be in one not loaded yet). */
export const allAreasKnown = () => complete;

/** The route table entry for a pathname (no query), or null (also for a path of an area not known yet). */
export function findRoute(pathname: string): FoundRoute | null {
  const known = recent.get(pathname);
  if (known !== undefined) return known;
  matchers ??= areas.flatMap((area) => area.routes.map((route) => ({ match: compilePattern(route.path), route, area })));
  let found: FoundRoute | null = null;
  for (const { match, route, area } of matchers) {
    const params = match(pathname);
    if (params) {
      found = { route, area, params };
      break;
    }
  }
  if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value!);
  recent.set(pathname, found);
  return found;
}
