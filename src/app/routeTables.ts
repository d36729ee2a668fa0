import { allAreasKnown, findRoute, knowAreas, type FoundRoute } from '../api/contract/routes/lookup.ts';
import { publicArea } from '../api/contract/routes/public.ts';

// The entry carries the public area's table only: the sign-in pages decide without the rest.
knowAreas([publicArea], false);

/** The route of a path, once every area's table is here if the public area does not have it. */
export async function routeOf(pathname: string): Promise<FoundRoute | null> {
  const found = findRoute(pathname);
  if (found || allAreasKnown()) return found;
  await import('../api/contract/routes/index.ts');
  return findRoute(pathname);
}
