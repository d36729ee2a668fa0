import type { AppRoute, RouteArea } from '../routeMeta.ts';
import { matchPattern } from '../routeMeta.ts';
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

/** The route table entry for a pathname (no query), or null. */
export function findRoute(pathname: string): FoundRoute | null {
  for (const { route, area } of ALL_ROUTES) {
    const params = matchPattern(route.path, pathname);
    if (params) return { route, area, params };
  }
  return null;
}

export { publicArea, ondemandArea, shopArea, buyerArea, sellerArea, learnerArea, manageArea, supplyArea, workbenchArea, otherArea };
