import { describe, expect, it } from 'vitest';
import { urlsToWarm, USER_CACHE_PREFIX } from '../../src/pwa/cacheKeys.ts';
import { CACHE_RULES, isAppRoute, perUserKey, ruleFor } from '../../src/pwa/cacheRules.ts';

const ORIGIN = 'https://px.example.com';
const req = (destination = '', method = 'GET', mode = 'cors') => ({ method, destination, mode });
const rule = (path: string, r = req()) => ruleFor(new URL(path, ORIGIN), r, ORIGIN);

describe('navigation fallback', () => {
  it.each(['/', '/login', '/cultivate/learningtasks', '/supplymarket/notice', '/manage/studentList/3/张三'])('%s answers the shell', (p) => {
    expect(isAppRoute(p)).toBe(true);
  });
  it.each([
    '/v1/wangchuang/student/loadSysMsg/num',
    '/v2/wangchuang/common/x',
    '/uploads/abc.png',
    '/uploads/abc',
    '/manual/student-manual.pdf',
    '/manifest.webmanifest',
    '/sw.js',
    '/assets/index-abc.js',
  ])('%s never answers the shell', (p) => {
    expect(isAppRoute(p)).toBe(false);
  });
});

describe('runtime caching table', () => {
  it('notices are network first with a 3 s time-out, 7 days, per user', () => {
    for (const p of [
      '/v1/wangchuang/student/loadSysMsg/num',
      '/v1/wangchuang/teacher/loadSendSysMsg?pageSize=5&pageNum=1',
      '/v1/wangchuang/city/train/lookSysMsg/Details/12',
    ]) {
      const r = rule(p);
      expect(r?.strategy, p).toBe('NetworkFirst');
      expect(r?.networkTimeoutSeconds).toBe(3);
      expect(r?.maxAgeSeconds).toBe(7 * 86400);
      expect(r?.perUser).toBe(true);
      expect(r?.cacheName.startsWith(USER_CACHE_PREFIX)).toBe(true);
    }
  });
  it('seller centre figures are network first, per user; their writes are never cached', () => {
    for (const p of ['/v1/wangchuang/seller/centre/overview', '/v1/wangchuang/seller/data/analysis?season=2', '/v1/wangchuang/seller/decor']) {
      expect(rule(p)?.cacheName, p).toBe(`${USER_CACHE_PREFIX}seller`);
      expect(rule(p)?.strategy).toBe('NetworkFirst');
    }
    expect(rule('/v1/wangchuang/seller/decor', req('', 'POST'))).toBeUndefined();
    expect(rule('/v1/wangchuang/seller/goods/12')).toBeUndefined();
  });
  it('class pages are network first per user, and only their reads', () => {
    for (const p of [
      '/v1/wangchuang/city/class/12/information',
      '/v1/wangchuang/teacher/class/12/scores?pageNum=1&pageSize=20',
      '/v1/wangchuang/institution/class/3/storeData',
      '/v1/wangchuang/area/classStats?regionId=4',
    ]) {
      const r = rule(p);
      expect(r?.cacheName, p).toBe(`${USER_CACHE_PREFIX}classes`);
      expect(r?.strategy).toBe('NetworkFirst');
      expect(r?.perUser).toBe(true);
    }
    expect(rule('/v1/wangchuang/teacher/class/12/plan/3/grade', req('', 'POST'))).toBeUndefined();
    expect(rule('/v1/wangchuang/student/class/12/information')).toBeUndefined();
  });
  it('who qualifies for a subsidy is network first per user, under back-office prefixes only', () => {
    const r = rule('/v1/wangchuang/city/subsidy/class/12/qualified');
    expect(r?.cacheName).toBe(`${USER_CACHE_PREFIX}subsidy`);
    expect(r?.perUser).toBe(true);
    expect(rule('/v1/wangchuang/student/subsidy/class/12/qualified')).toBeUndefined();
  });
  it('report tables and print data are network first per user; their exports are never cached', () => {
    for (const p of [
      '/v1/wangchuang/province/reports/stats/statistical?regionId=4',
      '/v1/wangchuang/city/reports/print?kind=roster&classId=3',
      '/v1/wangchuang/student/reports/print?kind=certificate&classId=3',
    ]) {
      expect(rule(p)?.cacheName, p).toBe(`${USER_CACHE_PREFIX}reports`);
      expect(rule(p)?.perUser).toBe(true);
    }
    expect(rule('/v1/wangchuang/city/reports/stats/statistical/export?format=xlsx')).toBeUndefined();
    expect(rule('/v1/wangchuang/city/reports/scores/export?classId=3')).toBeUndefined();
  });
  it('导出记录 is cached like every resource list; a job’s progress and its file never are', () => {
    expect(rule('/v1/wangchuang/common/exportJob/list?pageNum=1&pageSize=10')?.cacheName).toBe(rule('/v1/wangchuang/city/teacher/list')?.cacheName);
    expect(rule('/v1/wangchuang/common/exports/5')).toBeUndefined();
    expect(rule('/v1/wangchuang/common/exports/5/file')).toBeUndefined();
  });
  it('seller centre trade pages are network first per user; the live consult streams are never cached', () => {
    for (const p of ['/v1/wangchuang/seller/orders?status=paid&pageNum=1', '/v1/wangchuang/seller/aftersaleFull/3', '/v1/wangchuang/buyers/consult/7']) {
      const r = rule(p);
      expect(r?.strategy, p).toBe('NetworkFirst');
      expect(r?.perUser, p).toBe(true);
    }
    expect(rule('/v1/wangchuang/seller/consult/stream')).toBeUndefined();
    expect(rule('/v1/wangchuang/buyers/consult/stream')).toBeUndefined();
    expect(rule('/v1/wangchuang/seller/order/ship', req('', 'POST'))).toBeUndefined();
  });
  it('learner reads are network first per user (never a live stream or a write)', () => {
    for (const p of ['/v1/wangchuang/student/train/tasks', '/v2/wangchuang/student/train/papers']) {
      expect(rule(p)?.cacheName, p).toBe(`${USER_CACHE_PREFIX}learner`);
      expect(rule(p)?.strategy).toBe('NetworkFirst');
    }
    expect(rule('/v1/wangchuang/student/train/plan', req('', 'POST'))).toBeUndefined();
  });
  it('a notice writer’s read list opens offline as last seen', () => {
    const r = rule('/v1/wangchuang/teacher/announcement/readers/42?read=unread&pageNum=1&pageSize=20');
    expect([r?.cacheName, r?.strategy, r?.perUser]).toEqual([`${USER_CACHE_PREFIX}resources`, 'NetworkFirst', true]);
    expect(rule('/v1/wangchuang/student/announcement/readers/42')).toBeUndefined();
  });
  it('never caches writes or other API calls', () => {
    expect(rule('/v1/wangchuang/student/readSysMsg/3', req('', 'POST'))).toBeUndefined();
    expect(rule('/v1/wangchuang/student/loadSysMsg/num', req('', 'POST'))).toBeUndefined();
    expect(rule('/v1/wangchuang/common/info')).toBeUndefined();
    expect(rule('/v1/wangchuang/common/logout')).toBeUndefined();
  });
  it('catalog lists and product details revalidate in the background; uploads and images are cache first', () => {
    expect(rule('/v1/wangchuang/student/train/product/list?pageNum=1')?.strategy).toBe('StaleWhileRevalidate');
    expect(rule('/v1/wangchuang/student/train/goods/detail/12')?.strategy).toBe('StaleWhileRevalidate');
    expect(rule('/uploads/0123456789abcdef0123456789abcdef.png', req('image'))?.strategy).toBe('CacheFirst');
    expect(rule('/brand/default.svg', req('image'))?.cacheName).toBe('cy-images');
    expect(rule('/assets/learner-abc123.js', req('script'))?.cacheName).toBe('cy-assets');
  });
  it('supply market and workbench reads are network first per user; the big screen’s stream and writes are never cached', () => {
    for (const p of [
      '/v1/wangchuang/supply/market?pageNum=1&sort=sales',
      '/v1/wangchuang/supply/product/4',
      '/v1/wangchuang/supply/orders?side=buy&status=all',
      '/v1/wangchuang/supply/finance/ledger?pageNum=1',
      '/v1/wangchuang/workbench/home',
      '/v1/wangchuang/workbench/selection?sort=commission',
      '/v1/wangchuang/workbench/session/9',
      '/v1/wangchuang/workbench/commissions?status=all',
    ]) {
      const r = rule(p);
      expect(r?.strategy, p).toBe('NetworkFirst');
      expect(r?.perUser, p).toBe(true);
    }
    expect(rule('/v1/wangchuang/workbench/session/9/stream')).toBeUndefined();
    expect(rule('/v1/wangchuang/workbench/session/9/stats')).toBeUndefined();
    expect(rule('/v1/wangchuang/supply/order/pay', req('', 'POST'))).toBeUndefined();
    expect(rule('/v1/wangchuang/supply/media/4.svg', req('image'))?.cacheName).toBe('cy-images');
  });
  it('leaves other origins alone and bounds every cache', () => {
    expect(ruleFor(new URL('https://cdn.other.com/x.png'), req('image'), ORIGIN)).toBeUndefined();
    for (const r of CACHE_RULES) {
      expect(r.maxEntries, r.name).toBeGreaterThan(0);
      expect(r.maxAgeSeconds, r.name).toBeGreaterThan(0);
    }
  });
  it('keys per-user answers by a hash of the token, never the token itself', async () => {
    const url = `${ORIGIN}/v1/wangchuang/student/loadSysMsg/num`;
    const a = await perUserKey(url, 'token-a');
    const b = await perUserKey(url, 'token-b');
    expect(a).not.toBe(b);
    expect(a).toBe(await perUserKey(url, 'token-a'));
    expect(a).not.toContain('token-a');
    expect(new URL(a).pathname).toBe('/v1/wangchuang/student/loadSysMsg/num');
  });
});

describe('files loaded before the worker ran (first install)', () => {
  it('sends the app files and pictures of this origin, once each, and nothing else', () => {
    const entries = [
      { name: `${ORIGIN}/assets/NoticeList-abc.js`, initiatorType: 'script' },
      { name: `${ORIGIN}/assets/NoticeList-abc.js`, initiatorType: 'link' },
      { name: `${ORIGIN}/assets/layouts-x.css`, initiatorType: 'link' },
      { name: `${ORIGIN}/v1/wangchuang/media/live/1.svg`, initiatorType: 'img' },
      { name: `${ORIGIN}/v1/wangchuang/student/loadSendSysMsg?pageNum=1`, initiatorType: 'fetch' },
      { name: 'https://cdn.example.com/assets/other.js', initiatorType: 'script' },
      { name: 'not a url', initiatorType: 'img' },
    ];
    expect(urlsToWarm(entries, ORIGIN)).toEqual([
      `${ORIGIN}/assets/NoticeList-abc.js`,
      `${ORIGIN}/assets/layouts-x.css`,
      `${ORIGIN}/v1/wangchuang/media/live/1.svg`,
    ]);
  });
});
