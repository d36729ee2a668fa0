import type { Db } from '../db/client.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';

/** A menu entry's title: its own (a group, or renamed by an administrator), else its page's route title. */
export function menuTitle(path: string, own: string | null): string {
  return own ?? findRoute(path)?.route.meta.title ?? path;
}

/** The role's back-office menu as a tree; learners (role 6) have none (their menu is fixed in the app). */
export async function menuTree(db: Db, role: Role): Promise<MenuItem[]> {
  if (role === 6) return [];
  const rows = await db.query<{ id: number; parentId: number | null; path: string; title: string | null; icon: string; hidden: boolean }>(
    'select id, parent_id as "parentId", path, title, icon, hidden from menus where role = $1 order by sort, id',
    [role],
  );
  const items = new Map<number, MenuItem>();
  for (const r of rows) items.set(r.id, { path: r.path, hidden: r.hidden, meta: { title: menuTitle(r.path, r.title), icon: r.icon }, children: [] });
  const roots: MenuItem[] = [];
  for (const r of rows) {
    const item = items.get(r.id)!;
    const parent = r.parentId === null ? undefined : items.get(r.parentId);
    if (parent) parent.children.push(item);
    else if (r.parentId === null) roots.push(item);
  }
  return roots;
}
