import { describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import { offerNewMenus } from '../../server/db/menuOffers.ts';

/**
 * A page added to the default menus (server/db/seed/menus.ts) reaches a database that already exists
 * on its next start (server/db/menuOffers.ts, run by server/db/open.ts), in its place; an entry an
 * administrator removed stays removed.
 */
const PAGE = '/manage/pendingApproval';
/** The city administrator's 班级管理 group as the default menus have it. */
const CITY_CLASS_MENU = ['/manage/classList', '/manage/reviewedClassList', '/manage/unClassList', PAGE, '/manage/classListNum', '/manage/ClassInformation'];

async function cityMenu(t: Awaited<ReturnType<typeof testApp>>) {
  const menu = (await t.call('GET', '/v1/wangchuang/common/loadMenus', { token: await t.login('city01') })).body.data as MenuItem[];
  return menu.find((g) => g.path === '/manage/class')!.children.map((m) => m.path);
}

describe('default menu entries reach existing databases', () => {
  it('a new database has every default entry, in order', async () => {
    const t = await testApp();
    expect(await cityMenu(t)).toEqual(CITY_CLASS_MENU);
    expect(await offerNewMenus(t.db)).toBe(0);
  });

  it('an entry never offered to a database (one made before it was a default) is added after its sibling, once', async () => {
    const t = await testApp();
    // a database from before: the page neither in its menus nor offered
    await t.db.query('delete from menus where role = 3 and path = $1', [PAGE]);
    await t.db.query('delete from menu_offers where role = 3 and path = $1', [PAGE]);
    expect(await cityMenu(t)).not.toContain(PAGE);

    expect(await offerNewMenus(t.db)).toBe(1);
    expect(await cityMenu(t)).toEqual(CITY_CLASS_MENU);
    expect(await offerNewMenus(t.db)).toBe(0);
    expect(await t.db.query('select 1 from menus where role = 3 and path = $1', [PAGE])).toHaveLength(1);
  });

  it('an entry an administrator removed does not come back', async () => {
    const t = await testApp();
    await t.db.query('delete from menus where role = 3 and path = $1', [PAGE]);
    expect(await offerNewMenus(t.db)).toBe(0);
    expect(await cityMenu(t)).not.toContain(PAGE);
  });
});
