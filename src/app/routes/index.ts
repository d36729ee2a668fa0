import type { AppRoute, RouteArea } from '../routeMeta.ts';
import { compilePattern } from '../routeMeta.ts';
import { publicArea } from './public.tsx';
import { ondemandArea } from './ondemand.tsx';
import { shopArea } from './shop.tsx';
import { buyerArea } from './buyer.tsx';
import { sellerArea } from './seller.tsx';
import { learnerArea } from './learner.tsx';
import { manageArea } from './manage.tsx';
import { supplyArea } from './supplymarket.tsx';
import { workbenchArea } from './workbench.tsx';
import { otherArea } from './other.tsx';

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
