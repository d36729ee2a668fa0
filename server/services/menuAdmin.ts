import type { Db, Queryable } from '../db/client.ts';
import { badRequest, notFound } from '../errors.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';
import { MENU_ICONS, type MenuEntry, type MenuEntryBody } from '../../src/api/contract/settings.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { menuTitle } from './menus.ts';

/**
 * The menu editor (/manage/menuManage): a role's menu rows with what loadMenus makes of them. A page
 * entry's title is null until renamed (the route table's title shows); 恢复默认 sets it back to null.
 * Groups keep a title of their own. Order is the `sort` among siblings; 上移/下移 swap two siblings.
 */

interface Row {
  id: number;
  parentId: number | null;
  path: string;
  title: string | null;
  icon: string;
  hidden: boolean;
  sort: number;
  role: Role;
}

const SELECT = 'select id, parent_id as "parentId", path, title, icon, hidden, sort, role from menus';
const routeTitle = (path: string) => findRoute(path)?.route.meta.title ?? null;
/** A page entry: a route of the tables (groups and the service centre are not). */
const isPage = (row: Pick<Row, 'path'>, hasChildren: boolean) => !hasChildren && routeTitle(row.path) !== null;

export async function menuEntries(q: Queryable, role: Role): Promise<MenuEntry[]> {
  const rows = await q.query<Row>(`${SELECT} where role = $1 order by sort, id`, [role]);
  const entries = new Map<number, MenuEntry>();
  for (const r of rows)
    entries.set(r.id, {
      id: r.id,
      parentId: r.parentId,
      path: r.path,
      ownTitle: r.title,
      title: menuTitle(r.path, r.title),
      routeTitle: routeTitle(r.path),
      icon: r.icon,
      hidden: r.hidden,
      sort: r.sort,
      children: [],
    });
  const roots: MenuEntry[] = [];
  for (const r of rows) {
    const parent = r.parentId === null ? undefined : entries.get(r.parentId);
    if (parent) parent.children.push(entries.get(r.id)!);
    else roots.push(entries.get(r.id)!);
  }
  return roots;
}

async function rowOf(q: Queryable, id: number, lock = false): Promise<Row & { children: number }> {
  const [row] = await q.query<Row & { children: number }>(
    `select m.id, m.parent_id as "parentId", m.path, m.title, m.icon, m.hidden, m.sort, m.role,
            (select count(*)::int from menus c where c.parent_id = m.id) as children
       from menus m where m.id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  if (!row) throw notFound('菜单不存在');
  return row;
}

const CONTROL_RE = /[\u0000-\u001f\u007f<>]/;

/** Rename (or back to the route's title with null), icon, hidden, in a transaction of its own. Answers the role's menu as the editor shows it. */
export async function updateMenuEntry(db: Db, id: number, body: MenuEntryBody): Promise<MenuEntry[]> {
  return db.tx(async (q) => {
    const row = await rowOf(q, id, true);
    let title: string | null = null;
    if (body.title === null) {
      if (!isPage(row, row.children > 0)) throw badRequest('分组菜单须有名称，不能恢复默认');
    } else {
      title = body.title.trim();
      if (!title) throw badRequest('请输入菜单名称');
      if (title.length > 20) throw badRequest('菜单名称最多20个字');
      if (CONTROL_RE.test(title)) throw badRequest('菜单名称含有非法字符');
      // the route's own title is stored as no title: the entry follows the route table again
      if (isPage(row, row.children > 0) && title === routeTitle(row.path)) title = null;
    }
    if (body.icon !== '' && !Object.hasOwn(MENU_ICONS, body.icon)) throw badRequest('图标有误');
    await q.query('update menus set title = $2, icon = $3, hidden = $4 where id = $1', [id, title, body.icon, body.hidden]);
    return menuEntries(q, row.role);
  });
}

/** Swaps the entry with its previous or next sibling (siblings are numbered 0, 1, 2… first), in a transaction of its own. */
export async function moveMenuEntry(db: Db, id: number, direction: 'up' | 'down'): Promise<MenuEntry[]> {
  return db.tx(async (q) => {
    const row = await rowOf(q, id, true);
    const siblings = await q.query<{ id: number }>(`select id from menus where role = $1 and parent_id is not distinct from $2 order by sort, id for update`, [
      row.role,
      row.parentId,
    ]);
    const ids = siblings.map((s) => s.id);
    const at = ids.indexOf(id);
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= ids.length) throw badRequest(direction === 'up' ? '已经是第一个' : '已经是最后一个');
    [ids[at], ids[to]] = [ids[to], ids[at]];
    await q.query('update menus m set sort = t.k - 1 from unnest($1::int[]) with ordinality as t(id, k) where m.id = t.id', [ids]);
    return menuEntries(q, row.role);
  });
}
