import type { Call } from './firstData.ts';
import { resourceBase } from './resource/ops.ts';
import type { ResourceDecl } from './resource/types.ts';
import { teacherResource } from './resources/people.ts';
import { classResource } from './resources/classes.ts';
import type { Role } from './roles.ts';

/**
 * Back-office lists whose first page the server answers in the route's HTML (and draws it there:
 * src/prerender/signedIn.tsx), by route path. ResourcePage's first query: the first view, no filter, no
 * sort, page 1 of the declaration's page size (useListController). Kept apart from firstData.ts: the app's entry
 * imports that one, and the declarations here would come with it.
 */
const FIRST_LISTS: Record<string, ResourceDecl> = {
  '/manage/classList': classResource, // a teacher's landing
  '/manage/teacherList': teacherResource,
};

/** The first list call of a route for a role, if the route is one of these and the role may read it. */
export function firstListCall(routePath: string, role: Role | null): Call | null {
  const resource = FIRST_LISTS[routePath];
  if (!resource || role === null || !resource.roles.includes(role)) return null;
  const view = resource.views?.[0]?.key;
  return { path: `${resourceBase(resource, role)}list`, query: { ...(view ? { view } : {}), pageNum: 1, pageSize: resource.ops.list.pageSize ?? 10 } };
}
