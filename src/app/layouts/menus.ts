import type { MenuItem } from '../../api/contract/auth.ts';
import type { ClassType, Role } from '../../api/contract/roles.ts';
import type { RouteArea } from '../../api/contract/routes/meta.ts';
import { findRoute } from '../../api/contract/routes/index.ts';
import { learnerArea } from '../../api/contract/routes/learner.ts';
import { onLearnerSide, routeAllows } from '../../lib/guard.ts';
import { SERVICE_CENTRE_PATH, serviceCentreLinks } from './serviceCentre.ts';

/** A menu entry as the layouts draw it. */
export interface MenuNode {
  /** Route path (or a group key). */
  path: string;
  title: string;
  icon?: string;
  children?: MenuNode[];
  /** Service-centre links run an action instead of navigating. */
  serviceKey?: string;
}

/**
 * Spec §2: students get the fixed learner menu, filtered by the stored class type (same rules as the
 * routes); a learner known to have no class gets the class page instead of the class's pages.
 */
export function learnerMenu(classType: ClassType | null, inClass?: boolean): MenuNode[] {
  return learnerArea.routes
    .filter((r) => !r.meta.hidden && !r.redirect && routeAllows({ route: r, area: learnerArea, params: {} }, { roles: [6], classType }))
    .filter((r) => onLearnerSide(r.meta, inClass ?? true))
    .map((r) => ({ path: r.path, title: r.meta.title }));
}

/** Non-students: the server's menu without hidden entries; /znfwzx becomes the service-centre links. */
export function serverMenu(menu: readonly MenuItem[], role: Role | undefined): MenuNode[] {
  const walk = (items: readonly MenuItem[]): MenuNode[] =>
    items
      .filter((m) => !m.hidden)
      .map((m) => {
        if (m.path === SERVICE_CENTRE_PATH) {
          return {
            path: m.path,
            title: m.meta?.title || '智能服务中心',
            icon: m.meta?.icon,
            children: serviceCentreLinks(role).map((l) => ({ path: `${SERVICE_CENTRE_PATH}/${l.key}`, title: l.title, serviceKey: l.key })),
          };
        }
        const children = m.children?.length ? walk(m.children) : undefined;
        return { path: m.path, title: m.meta?.title ?? '', icon: m.meta?.icon, children };
      });
  return walk(menu);
}

/** The back-office menu for a session. */
export function backOfficeMenu(role: Role | undefined, classType: ClassType | null, menu: readonly MenuItem[], inClass?: boolean): MenuNode[] {
  return role === 6 ? learnerMenu(classType, inClass) : serverMenu(menu, role);
}

/** A grouped menu from an area table (seller, buyer centre): visible routes, grouped by meta.group. */
export function areaMenu(area: RouteArea, role?: Role): MenuNode[] {
  const groups: MenuNode[] = [];
  for (const r of area.routes) {
    if (r.meta.hidden || r.redirect) continue;
    if (role !== undefined && r.meta.roles && !r.meta.roles.includes(role)) continue;
    const node: MenuNode = { path: r.path, title: r.meta.title };
    if (!r.meta.group) {
      groups.push(node);
      continue;
    }
    let g = groups.find((x) => x.path === `group:${r.meta.group}`);
    if (!g) {
      g = { path: `group:${r.meta.group}`, title: r.meta.group, children: [] };
      groups.push(g);
    }
    g.children!.push(node);
  }
  return groups;
}

/** A flat menu from an area table (supply market, workbench). */
export function flatMenu(area: RouteArea): MenuNode[] {
  return area.routes.filter((r) => !r.meta.hidden && !r.redirect).map((r) => ({ path: r.path, title: r.meta.title }));
}

/** The menu path to highlight for a pathname: the route's activeMenu, else the pathname itself. */
export function activeMenuFor(pathname: string): string {
  return findRoute(pathname)?.route.meta.activeMenu ?? pathname;
}

/** The parent groups of the active entry (to open them). */
export function openGroupsFor(nodes: readonly MenuNode[], active: string): string[] {
  const out: string[] = [];
  const walk = (list: readonly MenuNode[], trail: string[]): boolean => {
    for (const n of list) {
      if (n.path === active) {
        out.push(...trail);
        return true;
      }
      if (n.children && walk(n.children, [...trail, n.path])) return true;
    }
    return false;
  };
  walk(nodes, []);
  return out;
}
