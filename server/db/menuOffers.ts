import type { Queryable } from './client.ts';
import { MENUS, type SeedMenu } from './seed/menus.ts';

/**
 * Adds to each role's menu the default entries (server/db/seed/menus.ts) this database has not been
 * offered yet (table menu_offers, migration 091): all of them into a new database, in order; into an
 * existing one, the pages added to the defaults since, each after its preceding sibling in the defaults
 * (or last in its group). An entry whose group an administrator removed is not added. Answers how many
 * entries were added. Runs under the start-up lock (server/db/open.ts), so one process at a time.
 */
export async function offerNewMenus(q: Queryable): Promise<number> {
  const offered = new Set((await q.query<{ role: number; path: string }>('select role, path from menu_offers')).map((r) => `${r.role} ${r.path}`));
  let added = 0;
  for (const [roleKey, menus] of Object.entries(MENUS)) {
    const role = Number(roleKey);
    const walk = async (items: readonly SeedMenu[], parentPath: string | null) => {
      for (const [i, item] of items.entries()) {
        if (!offered.has(`${role} ${item.path}`)) {
          if (await addEntry(q, role, item, parentPath, items[i - 1]?.path ?? null)) added++;
          await q.query('insert into menu_offers (role, path) values ($1, $2) on conflict do nothing', [role, item.path]);
        }
        if (item.children) await walk(item.children, item.path);
      }
    };
    await walk(menus ?? [], null);
  }
  return added;
}

/** Inserts one entry under its group's row, after its preceding sibling's row; false when it is there already or its group is gone. */
async function addEntry(q: Queryable, role: number, item: SeedMenu, parentPath: string | null, previousPath: string | null): Promise<boolean> {
  const rowOf = async (path: string) =>
    (
      await q.query<{ id: number; parentId: number | null; sort: number }>(
        'select id, parent_id as "parentId", sort from menus where role = $1 and path = $2 order by id limit 1',
        [role, path],
      )
    )[0];
  if (await rowOf(item.path)) return false;
  const parent = parentPath === null ? null : await rowOf(parentPath);
  if (parentPath !== null && !parent) return false;
  const parentId = parent?.id ?? null;
  const previous = previousPath === null ? undefined : await rowOf(previousPath);
  let sort: number;
  if (previous && previous.parentId === parentId) {
    sort = previous.sort + 1;
    await q.query('update menus set sort = sort + 1 where role = $1 and parent_id is not distinct from $2 and sort >= $3', [role, parentId, sort]);
  } else {
    const [last] = await q.query<{ sort: number }>(
      'select coalesce(max(sort), -1) + 1 as sort from menus where role = $1 and parent_id is not distinct from $2',
      [role, parentId],
    );
    sort = last!.sort;
  }
  await q.query('insert into menus (role, parent_id, path, title, icon, hidden, sort) values ($1, $2, $3, $4, $5, $6, $7)', [
    role,
    parentId,
    item.path,
    item.title,
    item.icon ?? '',
    item.hidden ?? false,
    sort,
  ]);
  return true;
}
