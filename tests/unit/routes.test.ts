import { describe, expect, it } from 'vitest';
import { ALL_ROUTES, findRoute } from '../../src/api/contract/routes/index.ts';
import { pageExists } from '../../src/app/pages.ts';
import { learnerMenu, serverMenu, activeMenuFor, areaMenu } from '../../src/app/layouts/menus.ts';
import { serviceCentreLinks } from '../../src/app/layouts/serviceCentre.ts';
import { encodeHxJson, hxServiceUrl } from '../../src/api/simulation.ts';
import { sellerArea } from '../../src/api/contract/routes/seller.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';

describe('route tables', () => {
  it('every path appears once', () => {
    const paths = ALL_ROUTES.map((r) => r.route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('every route has a Chinese title', () => {
    for (const { route } of ALL_ROUTES) expect(route.meta.title, route.path).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('every route names its page or a redirect: no placeholder is left', () => {
    const missing = ALL_ROUTES.filter(({ route }) => !route.page && !route.redirect).map(({ route }) => route.path);
    expect(missing).toEqual([]);
  });

  it('every page a route names is a page module', async () => {
    for (const { route } of ALL_ROUTES) if (route.page) expect(await pageExists(route.page), route.path).toBe(true);
  });

  it('public, notice and announcement pages are real pages', async () => {
    for (const p of [
      '/login',
      '/loginWLH',
      '/regist',
      '/codePage',
      '/register',
      '/404',
      '/',
      '/indexWLH',
      '/detailWLH',
      '/playBack',
      '/supplymarket/notice',
      '/manage/announcement',
    ]) {
      expect(await pageExists(findRoute(p)?.route.page ?? ''), p).toBe(true);
    }
  });

  it('other routes keep their own meta: no roles, largeScreen/annualReport full screen', () => {
    for (const p of ['/manage/print', '/manage/chatpage', '/manage/largeScreen', '/manage/annualReport'])
      expect(findRoute(p)?.route.meta.roles, p).toBeUndefined();
    expect(findRoute('/manage/largeScreen')?.route.layout).toBe('fullscreen');
    expect(findRoute('/manage/annualReport')?.route.layout).toBe('fullscreen');
    expect(findRoute('/manage/liveRoom')?.route.meta.hideChrome).toBe(true);
  });

  it('activeMenu rules of spec §2', () => {
    expect(activeMenuFor('/workbench/Anchorbigscreen')).toBe('/workbench/myLiveHome');
    expect(activeMenuFor('/workbench/workStoreShop')).toBe('/workbench/ProductSelectionCenter');
    expect(activeMenuFor('/workbench/goodsDetails')).toBe('/workbench/ProductSelectionCenter');
    expect(activeMenuFor('/workbench/Livereplay')).toBe('/workbench/workbenchHome');
    expect(activeMenuFor('/manage/classLivePage')).toBe('/manage/classList');
    expect(activeMenuFor('/supplymarket/marketEvaluate')).toBe('/supplymarket/orderManage');
    expect(activeMenuFor('/manage/information/5')).toBe('/manage/classList');
    expect(activeMenuFor('/manage/classList')).toBe('/manage/classList');
    expect(findRoute('/supplymarket/marketEvaluate')?.route.meta.noTitleBar).toBe(true);
    expect(findRoute('/supplymarket/notice')?.route.meta.title).toBe('通知公告');
  });
});

describe('menus', () => {
  const paths = (nodes: { path: string }[]) => nodes.map((n) => n.path);

  it('the fixed learner menu follows the class-type rules of the routes', () => {
    expect(paths(learnerMenu('SYB'))).toContain('/cultivate/prospectus');
    expect(paths(learnerMenu('SYB'))).not.toContain('/cultivate/planning');
    for (const t of ['ZBB', 'DSB'] as const) {
      const p = paths(learnerMenu(t));
      expect(p).toEqual(expect.arrayContaining(['/cultivate/planning', '/cultivate/practice', '/cultivate/certificate']));
      expect(p).not.toContain('/cultivate/prospectus');
    }
    const gyb = paths(learnerMenu('GYB'));
    for (const p of ['/cultivate/prospectus', '/cultivate/planning', '/cultivate/practice', '/cultivate/certificate']) expect(gyb).not.toContain(p);
    expect(gyb[0]).toBe('/cultivate/learningtasks');
  });

  it('server menu: hidden entries dropped, /znfwzx filled with the service links; resource centre for role 5 only', () => {
    const menu: MenuItem[] = [
      { path: '/znfwzx', hidden: false, meta: { title: '智能服务中心', icon: '' }, children: [] },
      {
        path: '/manage/class',
        hidden: false,
        meta: { title: '班级管理', icon: '' },
        children: [
          { path: '/manage/classList', hidden: false, meta: { title: '班级列表', icon: '' }, children: [] },
          { path: '/manage/secret', hidden: true, meta: { title: '隐藏', icon: '' }, children: [] },
        ],
      },
    ];
    const teacher = serverMenu(menu, 5);
    expect(teacher[0].children!.map((c) => c.title)).toContain('资源中心');
    expect(teacher[1].children!.map((c) => c.path)).toEqual(['/manage/classList']);
    for (const r of [1, 2, 3, 4, 20] as const) expect(serverMenu(menu, r)[0].children!.map((c) => c.title)).not.toContain('资源中心');
    expect(serviceCentreLinks(5).map((l) => l.title)).toEqual(['仿真实训平台', '就业创业服务平台', '数据驾驶舱', '年度报告', '资源中心']);
    expect(serviceCentreLinks(1).map((l) => l.key)).not.toContain('resource');
  });

  it('seller menu is grouped and shows no hidden pages', () => {
    const nodes = areaMenu(sellerArea, 6);
    const leaves = nodes.flatMap((n) => n.children ?? [n]).map((n) => n.path);
    expect(leaves).toContain('/seller/index');
    expect(leaves).not.toContain('/seller/exam');
    expect(leaves).not.toContain('/seller/createMj');
  });
});

describe('service centre link encoding', () => {
  it('data → JSON → base64 with + replaced by *', () => {
    const data = { url: 'x', name: '张三>>>?' };
    const b64 = Buffer.from(JSON.stringify(data), 'utf8').toString('base64');
    expect(b64).toContain('+');
    expect(encodeHxJson(data)).toBe(b64.replace(/\+/g, '*'));
    expect(hxServiceUrl('https://s.example.com/sso', data)).toBe(`https://s.example.com/sso?json=${b64.replace(/\+/g, '*')}`);
    expect(hxServiceUrl('https://s.example.com/sso?a=1', { a: 1 })).toMatch(/^https:\/\/s\.example\.com\/sso\?a=1&json=/);
  });
});
