import type { ClassType, Role } from '../../api/contract/roles.ts';
import { type Holding, holdingsOf, type Places } from '../../api/contract/places.ts';
import { ALL_ROUTES, findRoute } from '../../api/contract/routes/index.ts';
import type { DoorAudience, DoorMeta } from '../../api/contract/routes/meta.ts';
import { routeAllows } from '../../lib/guard.ts';

/**
 * The doors between areas (docs/journeys.md "Doors"): drawn from the route tables, where a route
 * that is an area's way in carries `meta.door`. Nothing here lists areas by hand: a new area gets
 * its doors by its meta.
 */

/** Who is looking at the doors. Holdings are known only once the server was asked (`places`). */
export interface DoorUser {
  role: Role;
  classType: ClassType | null;
  /** null: not known yet (never asked, or offline on the first visit). */
  holds: readonly Holding[] | null;
}

/** A door as the top navigation and the door cards draw it. */
export interface Door {
  /** The route that carries the door (its key). */
  id: string;
  /** The area it leads into. */
  area: string;
  label: string;
  /** Where a click leads this user. */
  to: string;
  hint?: string;
  sellerGate?: boolean;
  supplyBar?: boolean;
}

/** The doors of the route tables, in their order. */
export const DOOR_ROUTES = ALL_ROUTES.filter(({ route }) => route.meta.door).sort((a, b) => a.route.meta.door!.order - b.route.meta.door!.order);

function fits(a: DoorAudience, user: DoorUser): boolean {
  if (a.roles && !a.roles.includes(user.role)) return false;
  if (a.classTypes && (!user.classType || !a.classTypes.includes(user.classType))) return false;
  if (a.holds && !user.holds?.includes(a.holds)) return false;
  return true;
}

/** Whether a user sees a door: everyone when it names no audience, else a user matching one entry. */
export function seesDoor(door: DoorMeta, user: DoorUser | null): boolean {
  if (!door.audience) return true;
  return !!user && door.audience.some((a) => fits(a, user));
}

/** The doors a user (or a visitor, null) sees, wherever they are. */
export function doorsFor(user: DoorUser | null): Door[] {
  return DOOR_ROUTES.flatMap(({ route, area }) => {
    const door = route.meta.door!;
    if (!seesDoor(door, user)) return [];
    // a signed-in user sees only doors they may go through (the visitor is asked to sign in there)
    if (user && !routeAllows({ route, area, params: {} }, { roles: [user.role], classType: user.classType })) return [];
    const lacks = door.unless && user?.holds && !user.holds.includes(door.unless.holds);
    return [
      {
        id: route.path,
        area: area.name,
        label: door.label,
        to: lacks ? door.unless!.to : route.path,
        hint: lacks ? door.unless!.hint : door.hint,
        sellerGate: door.sellerGate,
        supplyBar: door.supplyBar,
      },
    ];
  });
}

/** The doors shown on a page: every door the user sees except the one into the page's own area. */
export function doorsAt(pathname: string, user: DoorUser | null): Door[] {
  const here = findRoute(pathname)?.area.name;
  return doorsFor(user).filter((d) => d.area !== here);
}

/** The door user of a session's facts. */
export function doorUser(role: Role | undefined, classType: ClassType | null, places: Places | null): DoorUser | null {
  return role === undefined ? null : { role, classType, holds: places ? holdingsOf(places) : null };
}
