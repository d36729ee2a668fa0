import { Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import type { AppEnv } from '../../server/http/context.ts';
import { fail } from '../../server/http/envelope.ts';
import { AppError } from '../../server/errors.ts';
import type { Caller } from '../../server/caller.ts';
import { findUserByToken } from '../../server/http/auth.ts';
import { sha256 } from '../../server/services/passwords.ts';
import { allow, caller, inClass, ownShop, signedIn } from '../../server/http/caller.ts';
import { ALL_ROLES, ROLE_PREFIX, type Role } from '../../src/api/contract/roles.ts';
import { sysMsgPrefix } from '../../src/api/contract/prefixes.ts';

type App = Awaited<ReturnType<typeof testApp>>;
let t: App;
const V = '/v1/wangchuang';
const SIGN_IN_AGAIN = '登录已失效，请重新登录';
const ROLE_REFUSED = '您的角色无权访问该功能';
/** A demo account of each role (server/db/seed/core.ts). */
const ACCOUNT: Record<Role, string> = {
  1: 'admin01',
  2: 'province01',
  3: 'city01',
  4: 'inst01',
  5: 'teacher01',
  6: 'zbb_student01',
  20: 'area01',
};
const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  t = await testApp();
  for (const role of ALL_ROLES) tokens[role] = await t.login(ACCOUNT[role]);
});

describe('the caller middleware on its own', () => {
  /** A tiny app with this caller already identified, the real middleware and the error envelope. */
  function miniApp(user: Caller | null) {
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('user', user);
      await next();
    });
    app.get('/signed', signedIn, (c) => c.json({ id: caller(c).id }));
    app.get('/admins', allow([1]), (c) => c.json({ id: caller(c).id }));
    app.get('/shop', ownShop(t.db), (c) => c.json({ shopId: c.var.shopId }));
    app.get('/class', inClass(t.db), (c) => c.json({ classType: c.var.learner.classType }));
    app.onError((err, c) => (err instanceof AppError ? fail(c, err.status, err.message) : fail(c, 500, String(err))));
    return async (path: string) => {
      const res = await app.request(path);
      return { status: res.status, body: (await res.json()) as { msg?: string; shopId?: number; id?: number; classType?: string } };
    };
  }
  /** The caller `identify` finds for a fresh sign-in of this account. */
  const userOf = async (username: string) => (await findUserByToken(t.db, sha256(await t.login(username))))!.user;

  it('signedIn and allow: 401 without a caller, then 403 for another role', async () => {
    const anon = miniApp(null);
    for (const path of ['/signed', '/admins', '/shop', '/class']) {
      const res = await anon(path);
      expect(res.status, path).toBe(401);
      expect(res.body.msg).toBe(SIGN_IN_AGAIN);
    }
    const teacher = await userOf('teacher01');
    const asTeacher = miniApp(teacher);
    expect(await asTeacher('/signed')).toEqual({ status: 200, body: { id: teacher.id } });
    expect(await asTeacher('/admins')).toMatchObject({ status: 403, body: { msg: ROLE_REFUSED } });
    expect(await asTeacher('/class')).toMatchObject({ status: 403, body: { msg: ROLE_REFUSED } });
    const admin = await userOf('admin01');
    expect(await miniApp(admin)('/admins')).toEqual({ status: 200, body: { id: admin.id } });
  });

  it('ownShop sets c.var.shopId to the caller’s own shop, or answers 400 请先开店', async () => {
    const owner = await userOf('dsb_student01');
    const shop = await t.db.one<{ id: number }>('select id from shops where owner_id = $1', [owner.id]);
    expect(await miniApp(owner)('/shop')).toEqual({ status: 200, body: { shopId: shop!.id } });
    expect(await miniApp(await userOf('gyb_student01'))('/shop')).toMatchObject({ status: 400, body: { msg: '请先开店' } });
  });

  it('inClass sets c.var.learner, or answers 403 for a learner without a class', async () => {
    expect(await miniApp(await userOf('syb_student01'))('/class')).toEqual({ status: 200, body: { classType: 'SYB' } });
    expect(await miniApp(await userOf('new_student01'))('/class')).toMatchObject({ status: 403, body: { msg: '您尚未加入培训班' } });
  });
});

describe('the caller middleware in the app', () => {
  it('answers 401 登录已失效 without a token on every kind of signed-in route', async () => {
    for (const [method, path] of [
      ['GET', `${V}/common/info`],
      ['GET', `${V}/admin/common/idTypes`],
      ['POST', `${V}/upload/temporary/file`],
      ['GET', `${V}/store/valid/question`],
      ['GET', `${V}/buyers/cart`],
      ['GET', `${V}/seller/orders`],
      ['POST', `${V}/buyers/live/1/chat`],
      ['GET', `${V}/video/courses`],
      ['GET', `${V}/student/train/tasks`],
      ['GET', `${V}/admin/loadClazzWhere`],
      ['GET', `${V}/city/announcement/list`],
      ['GET', `${V}/student/loadSysMsg/num`],
    ] as const) {
      const res = await t.call(method, path);
      expect(res.status, path).toBe(401);
      expect(res.body.msg, path).toBe(SIGN_IN_AGAIN);
    }
  });

  it('answers 403 您的角色无权访问该功能 to a role the route does not allow', async () => {
    const perfect = await t.call('POST', `${V}/common/up-to-date/perfect`, { token: tokens[5], json: {} });
    expect(perfect.status).toBe(403);
    expect(perfect.body.msg).toBe(ROLE_REFUSED);
    const season = await t.call('GET', `${V}/student/nextTurn`, { token: tokens[6] });
    expect(season.status).toBe(403);
    expect(season.body.msg).toBe(ROLE_REFUSED);
    // another role's prefix is refused by roleGuard before any route
    expect((await t.call('GET', `${V}/admin/loadClazzWhere`, { token: tokens[2] })).status).toBe(403);
  });

  it('answers 400 请先开店 to a seller call without a shop, for every shop list', async () => {
    for (const path of ['shop', 'orders', 'order/counts', 'order/1', 'shopAfterSale/list', 'reviews', 'sellerComplaint/list', 'sellerReport/list']) {
      const res = await t.call('GET', `${V}/seller/${path}`, { token: tokens[1] });
      expect(res.status, path).toBe(400);
      expect(res.body.msg, path).toBe('请先开店');
    }
    expect((await t.call('GET', `${V}/seller/orders`, { token: await t.login('dsb_student01') })).status).toBe(200);
  });
});

describe('role prefixes mounted once', () => {
  it('answers each back-office prefix (and teacher/train/) to its own role only', async () => {
    for (const role of [1, 2, 3, 4, 5, 20] as Role[]) {
      expect((await t.call('GET', `${V}/${ROLE_PREFIX[role]}loadClazzWhere`, { token: tokens[role] })).status, ROLE_PREFIX[role]).toBe(200);
    }
    expect((await t.call('GET', `${V}/teacher/train/loadClazzWhere`, { token: tokens[5] })).status).toBe(200);
    expect((await t.call('GET', `${V}/teacher/train/loadClazzWhere`, { token: tokens[3] })).status).toBe(403);
  });

  it('matches the whole segment: a longer name is no role prefix', async () => {
    for (const path of ['adminx/loadClazzWhere', 'xadmin/loadClazzWhere', 'cityy/announcement/list', 'teacherx/nextTurn', 'areas/train/loadSysMsg/num']) {
      const res = await t.call('GET', `${V}/${path}`, { token: tokens[1] });
      expect(res.status, path).toBe(404);
    }
  });

  it('reads notices only under the caller’s own sysMsg prefix, as before', async () => {
    const readerPrefixes = [...new Set(ALL_ROLES.map(sysMsgPrefix))];
    expect(readerPrefixes.sort()).toEqual(
      [`${V}/admin/train/`, `${V}/area/train/`, `${V}/city/train/`, `${V}/institution/train/`, `${V}/province/train/`, `${V}/student/`, `${V}/teacher/`].sort(),
    );
    for (const role of ALL_ROLES) {
      for (const prefix of readerPrefixes) {
        const res = await t.call('GET', `${prefix}loadSysMsg/num`, { token: tokens[role] });
        expect(res.status, `${ACCOUNT[role]} ${prefix}`).toBe(prefix === sysMsgPrefix(role) ? 200 : 403);
      }
    }
    // the other shapes of a role's own prefix answer nothing
    expect((await t.call('GET', `${V}/city/loadSysMsg/num`, { token: tokens[3] })).status).toBe(404);
    expect((await t.call('GET', `${V}/teacher/train/loadSysMsg/num`, { token: tokens[5] })).status).toBe(404);
    expect((await t.call('GET', `${V}/teacher/train/announcement/list`, { token: tokens[5] })).status).toBe(404);
  });

  it('keeps an unknown path a 404 for anyone, signed in or not', async () => {
    for (const path of [`${V}/common/nope`, `${V}/buyers/nope`, `${V}/seller/nope`, `${V}/video/nope`, `${V}/store/nope`]) {
      expect((await t.call('GET', path)).status, path).toBe(404);
      expect((await t.call('GET', path, { token: tokens[6] })).status, path).toBe(404);
    }
  });
});
