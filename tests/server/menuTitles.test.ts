import { describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { MENUS, type SeedMenu } from '../../server/db/seed/menus.ts';

/**
 * The seeded menus and the route tables agree: a page's entry stores no title (the route's shows,
 * server/services/menus.ts menuTitle) until /manage/menuManage renames it, every page in a role's
 * menu is a route that role may open, and loadMenus answers the route titles.
 */
describe('seeded menu titles are the route titles', () => {
  it('every leaf of every role’s seeded menu is a route the role may open, with no title of its own', () => {
    let pages = 0;
    for (const [role, menu] of Object.entries(MENUS) as [string, SeedMenu[]][]) {
      const walk = (items: SeedMenu[]) => {
        for (const item of items) {
          if (item.children?.length) {
            expect(item.title, `${role} group ${item.path}`).toMatch(/[\u4e00-\u9fa5]/);
            walk(item.children);
            continue;
          }
          if (item.path === '/znfwzx') continue; // the service centre: links drawn by the app
          pages++;
          const route = findRoute(item.path)?.route;
          expect(route, `${role} ${item.path} is a route`).toBeDefined();
          expect(item.title, `${role} ${item.path} takes its route's title`).toBeNull();
          expect(!route?.meta.roles || route.meta.roles.includes(Number(role) as Role), `role ${role} may open ${item.path}`).toBe(true);
        }
      };
      walk(menu);
    }
    expect(pages).toBeGreaterThan(100);
  });

  it('the menus table holds exactly that, and loadMenus answers the route titles', async () => {
    const t = await testApp();
    const rows = await t.db.query<{ role: number; path: string; title: string | null; children: number }>(
      'select m.role, m.path, m.title, (select count(*)::int from menus c where c.parent_id = m.id) as children from menus m',
    );
    for (const r of rows.filter((x) => x.children === 0 && x.path !== '/znfwzx')) {
      expect(r.title, `${r.role} ${r.path}`).toBeNull();
      expect(findRoute(r.path), `${r.role} ${r.path}`).toBeDefined();
    }
    const leaves = (items: readonly MenuItem[]): MenuItem[] => items.flatMap((m) => (m.children.length ? leaves(m.children) : [m]));
    for (const username of ['admin01', 'province01', 'city01', 'area01', 'inst01', 'teacher01']) {
      const menu = (await t.call('GET', '/v1/wangchuang/common/loadMenus', { token: await t.login(username) })).body.data as MenuItem[];
      for (const page of leaves(menu).filter((m) => m.path !== '/znfwzx'))
        expect(page.meta.title, `${username} ${page.path}`).toBe(findRoute(page.path)?.route.meta.title);
    }
  });
});
