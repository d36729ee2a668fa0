import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import type { MenuItem } from '../../src/api/contract/auth.ts';
import type { Places } from '../../src/api/contract/places.ts';

/**
 * GET common/places (where a user's work is: docs/journeys.md) and the teacher's 考勤设置 and 学员作品
 * menu entries, on a fresh database (the seed) and on an existing one (migrations 086 and 090).
 */
let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});

const places = async (username: string) => {
  const res = await t.call('GET', '/v1/wangchuang/common/places', { token: await t.login(username) });
  expect(res.status).toBe(200);
  return res.body.data as Places;
};

describe('common/places', () => {
  it('needs a signed-in caller', async () => {
    expect((await t.call('GET', '/v1/wangchuang/common/places')).status).toBe(401);
  });

  it('a seller without a class: their own shop, no class', async () => {
    expect(await places('seller01')).toEqual({
      shop: { id: expect.any(Number), name: '晨曦服饰旗舰店', own: true },
      supplier: null,
      anchor: false,
      klass: { state: 'none' },
    });
  });

  it('a supplier without a class: their supplier profile', async () => {
    const p = await places('supplier01');
    expect(p.supplier).toEqual({ id: expect.any(Number), name: '源头好货农产品供应链' });
    expect(p.shop).toBeNull();
    expect(p.klass).toEqual({ state: 'none' });
  });

  it('a learner in a class with a shop and an anchor profile', async () => {
    const p = await places('zbb_student01');
    expect(p.klass).toEqual({ state: 'member', name: expect.stringContaining('直播电商') });
    expect(p.shop?.own).toBe(true);
    expect(p.anchor).toBe(true);
  });

  it('a shop’s sub-account works in that shop, not its own', async () => {
    const p = await places('dsb_kefu01');
    expect(p.shop).toEqual({ id: expect.any(Number), name: '建国电商实训店', own: false });
  });

  it('a learner waiting in the registration pool, and one refused with the reason', async () => {
    const [waiting] = await t.db.query<{ username: string; name: string }>(
      `select u.username, c.name from enrolments e join users u on u.id = e.user_id join classes c on c.id = e.class_id
        where e.status = 'pending' and u.class_id is null order by u.id limit 1`,
    );
    expect(await places(waiting.username)).toMatchObject({ shop: null, supplier: null, anchor: false, klass: { state: 'applied', name: waiting.name } });
    const [refused] = await t.db.query<{ username: string; reason: string }>(
      `select u.username, e.reason from enrolments e join users u on u.id = e.user_id where e.status = 'rejected' and u.class_id is null order by u.id limit 1`,
    );
    expect((await places(refused.username)).klass).toEqual({ state: 'refused', name: expect.any(String), reason: refused.reason });
  });

  it('the README’s demo accounts for the class page: stu0270 waits in the pool, stu0286 was refused', async () => {
    expect((await places('stu0270')).klass.state).toBe('applied');
    expect((await places('stu0286')).klass.state).toBe('refused');
  });

  it('follows what the user does: a shop opened', async () => {
    const [user] = await t.db.query<{ id: number; username: string }>(
      `select u.id, u.username from enrolments e join users u on u.id = e.user_id where e.status = 'pending' and u.class_id is null order by u.id desc limit 1`,
    );
    expect((await places(user.username)).shop).toBeNull();
    await t.db.query(`insert into shops (owner_id, name) values ($1, '新开的小店')`, [user.id]);
    expect((await places(user.username)).shop).toEqual({ id: expect.any(Number), name: '新开的小店', own: true });
  });
});

describe('the teacher’s 考勤设置 menu entry', () => {
  const teacherLeaves = async () => {
    const menu = (await t.call('GET', '/v1/wangchuang/common/loadMenus', { token: await t.login('teacher01') })).body.data as MenuItem[];
    return menu.find((m) => m.path === '/manage/quality')?.children.map((c) => c.path);
  };
  const migration = readFileSync(new URL('../../server/db/migrations/086_teacher_attendance_menu.sql', import.meta.url), 'utf8');

  it('a new database has it after 考勤记录', async () => {
    expect(await teacherLeaves()).toEqual(['/manage/AttendanceManagement', '/manage/setAttendanceManagement', '/manage/identificationRecord']);
  });

  it('the migration adds it to a database seeded without it, in the same place, once', async () => {
    await t.db.query(`delete from menus where role = 5 and path = '/manage/setAttendanceManagement'`);
    await t.db.query(`update menus set sort = 1 where role = 5 and path = '/manage/identificationRecord'`);
    expect(await teacherLeaves()).toEqual(['/manage/AttendanceManagement', '/manage/identificationRecord']);
    await t.db.exec(migration);
    await t.db.exec(migration);
    expect(await teacherLeaves()).toEqual(['/manage/AttendanceManagement', '/manage/setAttendanceManagement', '/manage/identificationRecord']);
    // and the page it opens answers the teacher
    expect((await t.call('GET', '/v1/wangchuang/teacher/attendanceSession/list', { token: await t.login('teacher01') })).status).toBe(200);
  });
});

describe('the teacher’s 学员作品 menu entry', () => {
  const classLeaves = async () => {
    const menu = (await t.call('GET', '/v1/wangchuang/common/loadMenus', { token: await t.login('teacher01') })).body.data as MenuItem[];
    return menu.find((m) => m.path === '/manage/class')?.children.map((c) => c.path);
  };
  const migration = readFileSync(new URL('../../server/db/migrations/090_teacher_works_menu.sql', import.meta.url), 'utf8');
  const withWorks = ['/manage/classList', '/manage/classLive', '/manage/liveRoom', '/manage/studentWorks'];

  it('a new database has it after 班级直播 and 直播间', async () => {
    expect(await classLeaves()).toEqual(withWorks);
  });

  it('the migration adds it to a database seeded without it, at the end of the group, once', async () => {
    await t.db.query(`delete from menus where role = 5 and path = '/manage/studentWorks'`);
    expect(await classLeaves()).toEqual(withWorks.slice(0, 3));
    await t.db.exec(migration);
    await t.db.exec(migration);
    expect(await classLeaves()).toEqual(withWorks);
    // and the page it opens answers the teacher
    expect((await t.call('GET', '/v1/wangchuang/teacher/studentWork/list', { token: await t.login('teacher01') })).status).toBe(200);
  });
});
