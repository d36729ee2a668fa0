import type { AppRoute, RouteArea } from './meta.ts';
import { knowAreas } from './lookup.ts';
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

export const ALL_ROUTES: { route: AppRoute; area: RouteArea }[] = AREAS.flatMap((area) => area.routes.map((route) => ({ route, area })));

knowAreas(AREAS, true);

export { findRoute, type FoundRoute } from './lookup.ts';
export { publicArea, ondemandArea, shopArea, buyerArea, sellerArea, learnerArea, manageArea, supplyArea, workbenchArea, otherArea };
