import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { DECLARED } from '../declaredResources.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import { resourceBase } from '../../src/api/contract/resource/ops.ts';
import { idTypeResource } from '../../src/api/contract/resources/dictionaries.ts';
import { findRoute } from '../../src/api/contract/routes/index.ts';
import { BINDINGS } from '../../server/resources/index.ts';
import { MENUS } from '../../server/db/seed/menus.ts';
import { offerNewMenus } from '../../server/db/menuOffers.ts';
import { ruleFor } from '../../src/pwa/cacheRules.ts';

/**
 * docs/resources.md "Add a page", followed for its example, 证件类型 (/manage/IdType): each step gives
 * what the doc says it gives, and the four steps are all the page needed.
 */
const PATH = '/manage/IdType';
const DOC = readFileSync('docs/resources.md', 'utf8');
const section = DOC.slice(DOC.indexOf('## Add a page'), DOC.indexOf('## Fields'));

async function menuPaths(t: Awaited<ReturnType<typeof testApp>>, user: string) {
  const menu = (await t.call('GET', '/v1/wangchuang/common/loadMenus', { token: await t.login(user) })).body.data as MenuItem[];
  return menu.flatMap((g) => [g.path, ...(g.children ?? []).map((m) => m.path)]);
}

describe('add a page (docs/resources.md), followed for 证件类型', () => {
  it('the doc names the files this page is made of', () => {
    for (const file of [
      'src/api/contract/resources/dictionaries.ts',
      'server/resources/index.ts',
      'src/features/manage/IdTypePage.tsx',
      'server/db/seed/menus.ts',
    ])
      expect(section).toContain(file);
  });

  it('1–3: one declaration, bound once, a route whose page renders it', () => {
    expect(DECLARED.filter((d) => d === idTypeResource)).toHaveLength(1);
    expect(BINDINGS.filter((b) => b.resource === idTypeResource)).toHaveLength(1);
    const found = findRoute(PATH);
    expect(found?.route.meta.title).toBe('证件类型');
    expect(found?.route.page).toBe('manage/IdTypePage');
    expect(readFileSync(`src/features/${found!.route.page}.tsx`, 'utf8')).toContain('<ResourcePage resource={idTypeResource} />');
  });

  it('4: the menu entry is in the defaults and reaches a database made before it', async () => {
    expect(JSON.stringify(MENUS[1])).toContain(`"${PATH}"`);
    const t = await testApp();
    expect(await menuPaths(t, 'admin01')).toContain(PATH);
    // a database from before the page: neither in its menus nor offered; its next start adds it
    await t.db.query('delete from menus where path = $1', [PATH]);
    await t.db.query('delete from menu_offers where path = $1', [PATH]);
    expect(await menuPaths(t, 'admin01')).not.toContain(PATH);
    expect(await offerNewMenus(t.db)).toBeGreaterThan(0);
    expect(await menuPaths(t, 'admin01')).toContain(PATH);
  });

  it('what comes with it: the API with its roles, export as a job, and offline reading', async () => {
    const t = await testApp();
    const admin = resourceBase(idTypeResource, 1);
    const name = `测试证件${Date.now() % 100000}`;
    const made = await t.call('POST', `${admin}create`, { token: await t.login('admin01'), json: { name, sort: 9 } });
    expect(made.status).toBe(200);
    // every back-office role reads it; only the national administrator writes (the declaration's ops roles)
    const province = await t.login('province01');
    const listed = await t.call('GET', `${resourceBase(idTypeResource, 2)}list?name=${encodeURIComponent(name)}`, { token: province });
    expect(listed.body.data.list.map((r: { name: string }) => r.name)).toEqual([name]);
    expect((await t.call('POST', `${resourceBase(idTypeResource, 2)}create`, { token: province, json: { name: `${name}2`, sort: 1 } })).status).toBe(403);
    // a learner has no back-office prefix at all
    expect((await t.call('GET', `${admin}list`, { token: await t.login('zbb_student01') })).status).toBeGreaterThanOrEqual(401);

    const job = await t.call('POST', `${admin}export?format=csv`, { token: await t.login('admin01') });
    expect(job.status).toBe(200);
    expect(job.body.data).toMatchObject({ format: 'csv', status: expect.stringMatching(/^(queued|running|done)$/) });
    expect(job.body.data.name).toMatch(/^证件类型-\d{8}\.csv$/);

    const rule = ruleFor(new URL(`https://app.example${admin}list?pageNum=1`), { method: 'GET', destination: '', mode: 'cors' }, 'https://app.example');
    expect(rule?.strategy).toBe('NetworkFirst');
    expect(rule?.perUser).toBe(true);
  });
});
