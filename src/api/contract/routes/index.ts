import type { AppRoute, RouteArea } from './meta.ts';
import { compilePattern } from './meta.ts';
import { publicArea } from './public.ts';
import { ondemandArea } from './ondemand.ts';
import { shopArea } from './shop.ts';
import { buyerArea } from './buyer.ts';
import { sellerArea } from './seller.ts';
import { learnerArea } from './learner.ts';
import { manageArea } from './manage.ts';
import { supplyArea } from './supplymarket.ts';
import { workbenchArea } from './workbench.ts';
import { otherArea } from './other.ts';

/** Every area's table. "Other" comes before "manage" so its /manage/* pages keep their own meta. */
export const AREAS: RouteArea[] = [publicArea, ondemandArea, shopArea, buyerArea, sellerArea, learnerArea, otherArea, manageArea, supplyArea, workbenchArea];

export interface FoundRoute {
  route: AppRoute;
  area: RouteArea;
  params: Record<string, string>;
}

export const ALL_ROUTES: { route: AppRoute; area: RouteArea }[] = AREAS.flatMap((area) => area.routes.map((route) => ({ route, area })));

let matchers: { match: ReturnType<typeof compilePattern>; route: AppRoute; area: RouteArea }[] | null = null;
/** Recent lookups: layouts, the guard and the title all ask for the same few paths on every render. */
const recent = new Map<string, FoundRoute | null>();
const RECENT_MAX = 50;

/** The route table entry for a pathname (no query), or null. */
export function findRoute(pathname: string): FoundRoute | null {
  const known = recent.get(pathname);
  if (known !== undefined) return known;
  matchers ??= ALL_ROUTES.map(({ route, area }) => ({ match: compilePattern(route.path), route, area }));
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

export { publicArea, ondemandArea, shopArea, buyerArea, sellerArea, learnerArea, manageArea, supplyArea, workbenchArea, otherArea };
