import type { Queryable } from '../db/client.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';

/** The intelligent service centre entry (spec §4): its links are drawn by the app, a sub-account keeps it. */
export const SERVICE_CENTRE = '/znfwzx';

/** A menu entry's title: its own (a group, or renamed by an administrator), else its page's route title. */
export function menuTitle(path: string, own: string | null): string {
  return own ?? findRoute(path)?.route.meta.title ?? path;
}

/**
 * The role's back-office menu as a tree; learners (role 6) have none (their menu is fixed in the app).
 * `pages` (a sub-account's menu) keeps only those pages, the groups that still hold one, and the
 * service centre. /manage/menuManage edits the rows this reads: what it saves is what this answers.
 */
export async function menuTree(db: Queryable, role: Role, pages: readonly string[] | null = null): Promise<MenuItem[]> {
  if (role === 6) return [];
  const rows = await db.query<{ id: number; parentId: number | null; path: string; title: string | null; icon: string; hidden: boolean }>(
    'select id, parent_id as "parentId", path, title, icon, hidden from menus where role = $1 order by sort, id',
    [role],
  );
  // built with children it can add to, answered as the read-only MenuItem
  type Building = MenuItem & { children: MenuItem[] };
  const items = new Map<number, Building>();
  for (const r of rows) items.set(r.id, { path: r.path, hidden: r.hidden, meta: { title: menuTitle(r.path, r.title), icon: r.icon }, children: [] });
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const item = items.get(r.id)!;
    const parent = r.parentId === null ? undefined : items.get(r.parentId);
    if (parent) parent.children.push(item);
    else if (r.parentId === null) roots.push(item);
  }
  if (!pages) return roots;
  const keep = new Set(pages);
  const prune = (list: readonly MenuItem[]): MenuItem[] =>
    list.flatMap((m) => {
      if (m.path === SERVICE_CENTRE) return [m];
      if (!m.children.length) return keep.has(m.path) ? [m] : [];
      const children = prune(m.children);
      return children.length ? [{ ...m, children }] : [];
    });
  return prune(roots);
}

/** The menu of a signed-in caller: their role's, narrowed to a sub-account's pages. */
export const menuOf = (db: Queryable, caller: { role: Role; menuPaths: string[] | null }) => menuTree(db, caller.role, caller.menuPaths);

/** The pages (leaves) of a menu that are shown. */
export function visiblePages(menu: readonly MenuItem[]): string[] {
  return menu.flatMap((m) => (m.hidden || m.path === SERVICE_CENTRE ? [] : m.children.length ? visiblePages(m.children) : [m.path]));
}

/** Whether a caller's own menu offers the page (a sub-account only its pages; everyone else their role's menu). */
export async function menuOffers(db: Queryable, caller: { role: Role; menuPaths: string[] | null }, path: string): Promise<boolean> {
  return visiblePages(await menuOf(db, caller)).includes(path);
}
