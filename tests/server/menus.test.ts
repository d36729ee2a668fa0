import { describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';

const leaves = (items: MenuItem[]): MenuItem[] => items.flatMap((m) => (m.children?.length ? leaves(m.children) : [m]));

describe('loadMenus takes page titles from the route tables', () => {
  it('every page in every role’s menu has its route’s title and may be opened by that role', async () => {
    const t = await testApp();
    for (const [username, role] of [
      ['admin01', 1],
      ['province01', 2],
      ['city01', 3],
      ['inst01', 4],
      ['teacher01', 5],
      ['area01', 20],
    ] as const) {
      const token = await t.login(username);
      const menu = (await t.call('GET', '/v1/wangchuang/common/loadMenus', { token })).body.data as MenuItem[];
      const pages = leaves(menu).filter((m) => m.path.startsWith('/manage/'));
      expect(pages.length, username).toBeGreaterThan(10);
      for (const page of pages) {
        const route = findRoute(page.path)?.route;
        expect(route, `${username} ${page.path}`).toBeDefined();
        expect(page.meta.title, `${username} ${page.path}`).toBe(route?.meta.title);
        expect(!route?.meta.roles || route.meta.roles.includes(role), `${username} may open ${page.path}`).toBe(true);
      }
    }
  });
});
