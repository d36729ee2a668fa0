import { describe, expect, it } from 'vitest';
import { routeOf } from '../../src/app/routeTables.ts';
import { allAreasKnown, findRoute } from '../../src/api/contract/routes/lookup.ts';

describe('the route tables the app loads', () => {
  it('decides a sign-in page with the public area alone, and loads every other area for any other path', async () => {
    // the entry carries the public table only
    expect(allAreasKnown()).toBe(false);
    expect(findRoute('/home')).toBeNull();
    expect((await routeOf('/login'))?.route.page).toBe('auth/LoginPage');
    expect((await routeOf('/codePage'))?.area.name).toBe('public');
    expect(allAreasKnown()).toBe(false);
    // a path of another area brings every table, and a lookup remembered as missing is forgotten
    expect((await routeOf('/home'))?.area.name).toBe('shop');
    expect(allAreasKnown()).toBe(true);
    expect(findRoute('/manage/teacherList')?.route.page).toBe('manage/TeacherListPage');
    expect(await routeOf('/no/such/page')).toBeNull();
  });
});
