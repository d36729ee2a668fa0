import { beforeAll, describe, expect, it } from 'vitest';
import { testApp, tokenFromSetCookie } from './helpers.ts';
import { subsidyAmount } from '../../server/services/settings.ts';
import { resourceBase } from '../../src/api/contract/resource/ops.ts';
import { institutionResource, teacherResource } from '../../src/api/contract/resources/people.ts';
import { accountResource, cityAdminResource, subAdminResource } from '../../src/api/contract/resources/admins.ts';
import { correctionResource, searchStudentResource } from '../../src/api/contract/resources/learners.ts';
import { regionResource, shopComplaintResource } from '../../src/api/contract/resources/system.ts';
import { educationResource, idTypeResource } from '../../src/api/contract/resources/dictionaries.ts';
import type { ResourceDecl } from '../../src/api/contract/resource/types.ts';
import type { Role } from '../../src/api/contract/roles.ts';

/**
 * People, organisation and settings (docs/back-office.md): what the parametrised resource test
 * (tests/server/resourceSuite.ts) does not cover — one-time passwords and the forced change, the
 * routes that are not resources (learner record, settings, menu editor, own profile) over the whole
 * role × scope matrix, and the rules behind each resource's own actions.
 */

type App = Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
const ROLE_OF: Record<string, Role> = {
  admin01: 1,
  province01: 2,
  province02: 2,
  city01: 3,
  city02: 3,
  area01: 20,
  area02: 20,
  inst01: 4,
  inst02: 4,
  teacher01: 5,
  teacher02: 5,
  zbb_student01: 6,
};
const PREFIX: Record<Role, string> = { 1: 'admin', 2: 'province', 3: 'city', 4: 'institution', 5: 'teacher', 6: 'student', 20: 'area' };
const base = (r: ResourceDecl, username: string) => resourceBase(r, ROLE_OF[username] ?? 1);

function tokens(t: () => App) {
  const known = new Map<string, string>();
  return async (username: string, password?: string) => {
    const key = `${username}:${password ?? ''}`;
    if (!known.has(key)) known.set(key, await t().login(username, password));
    return known.get(key)!;
  };
}

/** The one-time password the (log) SMS sender last sent to this phone. */
function smsPassword(t: App, phone: string): string {
  const line = [...t.log.lines].reverse().find((l) => l.msg === '短信初始密码' && l.extra?.phone === phone);
  if (!line) throw new Error(`no one-time password sent to ${phone}`);
  return String(line.extra?.password);
}

const idOf = async (t: App, username: string) => (await t.db.one<{ id: number }>('select id from users where username = $1', [username]))!.id;

describe('the teacher list', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });

  it('shows each teacher’s classes, counted and named (latest start first), on the page, the detail and the export', async () => {
    const inst = await tok('inst01');
    const teacherId = await idOf(t, 'teacher01');
    const taught = await t.db.query<{ name: string }>(
      'select c.name from class_teachers ct join classes c on c.id = ct.class_id where ct.teacher_id = $1 order by c.start_date desc nulls last, c.id',
      [teacherId],
    );
    expect(taught.length).toBeGreaterThan(0);
    const list = await t.call('GET', `${base(teacherResource, 'inst01')}list?username=teacher01`, { token: inst });
    const row = (list.body.data as { list: Record<string, unknown>[] }).list.find((r) => r.id === teacherId);
    expect(row).toMatchObject({ classCount: taught.length, classNames: taught.map((c) => c.name).join('、') });
    const detail = await t.call('GET', `${base(teacherResource, 'inst01')}detail/${teacherId}`, { token: inst });
    expect(detail.body.data).toMatchObject({ classCount: taught.length, classNames: taught.map((c) => c.name).join('、') });
    const csv = await t.exportFile(`${base(teacherResource, 'inst01')}export?format=csv&username=teacher01`, inst);
    expect(await csv.file?.text()).toContain(taught[0]!.name);
    // a teacher with classes is stopped, not deleted, and the refusal says why
    const refused = await t.call('POST', `${base(teacherResource, 'inst01')}delete/${teacherId}`, { token: inst });
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('该教师已有授课班级，不能删除，可停用');
    expect(await idOf(t, 'teacher01')).toBe(teacherId);
  });
});

describe('one-time passwords and the forced change', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });

  it('a new teacher gets a one-time password by SMS, never in the answer, and can do nothing but change it', async () => {
    const inst = await tok('inst01');
    const institutionId = (await t.db.one<{ id: number }>(`select id from institutions where name = '广州天河创业培训学校'`))!.id;
    const created = await t.call('POST', `${base(teacherResource, 'inst01')}create`, {
      token: inst,
      json: { realName: '新老师', username: 'new_teacher_01', phone: '13712345601', institutionId, classTypes: ['SYB'] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const otp = smsPassword(t, '13712345601');
    expect(otp).toMatch(/^[A-Za-z0-9]{12}$/);
    expect(JSON.stringify(created.body)).not.toContain(otp);
    const stored = await t.db.one<{ hash: string; must: boolean }>(
      'select password_hash as hash, must_change_password as must from users where username = $1',
      ['new_teacher_01'],
    );
    expect(stored!.hash).not.toContain(otp);
    expect(stored!.must).toBe(true);

    const login = await t.call('POST', `${V}/common/up-to-date/captcha/login`, {
      json: { username: 'new_teacher_01', password: otp, captchaId: 'x', captchaCode: 'x' },
    });
    expect(login.status).toBe(200);
    expect(login.body.data.mustChangePassword).toBe(true);
    const token = tokenFromSetCookie(login.headers)!;
    // who am I, sign out and change the password: nothing else
    const info = await t.call('GET', `${V}/common/info`, { token });
    expect([info.status, info.body.data.mustChangePassword]).toEqual([200, true]);
    for (const [method, path] of [
      ['GET', `${V}/common/loadMenus`],
      ['GET', `${V}/teacher/loadClazzWhere`],
      ['GET', `${V}/teacher/teacher/list`],
      ['GET', `${V}/admin/common/regions`],
      ['GET', `${V}/buyers/balance/info`],
      ['GET', `${V}/common/profile`],
      ['POST', `${V}/common/profile`],
      ['GET', `${V}/teacher/loadSysMsg/num`],
    ] as const) {
      const res = await t.call(method, path, { token, json: method === 'POST' ? {} : undefined });
      expect([res.status, res.body.msg], `${method} ${path}`).toEqual([403, '请先修改初始密码']);
    }
    // the §5 rules apply to the change
    expect((await t.call('POST', `${V}/common/resetPwd`, { token, json: { pwd: otp, newPwd: 'short' } })).body.msg).toBe('请输入8~24位密码');
    expect((await t.call('POST', `${V}/common/resetPwd`, { token, json: { pwd: 'wrong-one-time', newPwd: 'Teacher@2026' } })).body.msg).toBe('原密码错误');
    const changed = await t.call('POST', `${V}/common/resetPwd`, { token, json: { pwd: otp, newPwd: 'Teacher@2026' } });
    expect(changed.status).toBe(200);
    expect((await t.db.one<{ must: boolean }>('select must_change_password as must from users where username = $1', ['new_teacher_01']))!.must).toBe(false);
    // the same session may now work; the one-time password no longer signs in
    expect((await t.call('GET', `${V}/common/loadMenus`, { token })).status).toBe(200);
    const again = await t.call('POST', `${V}/common/up-to-date/captcha/login`, {
      json: { username: 'new_teacher_01', password: otp, captchaId: 'x', captchaCode: 'x' },
    });
    expect(again.body.msg).toBe('用户名或密码错误');
    const fresh = await t.call('POST', `${V}/common/up-to-date/captcha/login`, {
      json: { username: 'new_teacher_01', password: 'Teacher@2026', captchaId: 'x', captchaCode: 'x' },
    });
    expect([fresh.status, fresh.body.data.mustChangePassword]).toEqual([200, false]);
    expect((await t.db.one<{ at: Date | null }>('select last_login_at as at from users where username = $1', ['new_teacher_01']))!.at).not.toBeNull();
  });

  it('a reset (userManage) ends the sessions at once and sends a new one-time password', async () => {
    const teacher = await t.login('teacher02');
    const city = await tok('city02');
    const id = await idOf(t, 'teacher02');
    const reset = await t.call('POST', `${base(accountResource, 'city02')}action/resetPassword/${id}`, { token: city, json: {} });
    expect(reset.status, JSON.stringify(reset.body)).toBe(200);
    expect((await t.call('GET', `${V}/common/info`, { token: teacher })).status).toBe(401);
    const phone = (await t.db.one<{ phone: string }>('select phone from users where id = $1', [id]))!.phone;
    const otp = smsPassword(t, phone);
    const login = await t.call('POST', `${V}/common/up-to-date/captcha/login`, {
      json: { username: 'teacher02', password: otp, captchaId: 'x', captchaCode: 'x' },
    });
    expect(login.body.data.mustChangePassword).toBe(true);
    // the demo password is gone
    expect(
      (
        await t.call('POST', `${V}/common/up-to-date/captcha/login`, {
          json: { username: 'teacher02', password: 'Demo@2026', captchaId: 'x', captchaCode: 'x' },
        })
      ).status,
    ).toBe(400);
  });

  it('each administrator level creates the accounts below it with a one-time password of their own', async () => {
    const province = await tok('province01');
    const shenzhen = (await t.db.one<{ id: number }>(`select id from regions where code = '440300'`))!.id;
    const tianhe = (await t.db.one<{ id: number }>(`select id from regions where code = '440106'`))!.id;
    const hangzhou = (await t.db.one<{ id: number }>(`select id from regions where code = '330100'`))!.id;
    const make = (regionId: number, n: string) =>
      t.call('POST', `${base(cityAdminResource, 'province01')}create`, {
        token: province,
        json: { realName: '深圳市管理员', username: `sz_admin_${n}`, phone: `1371234570${n}`, regionId },
      });
    // a county is not a city; another province's city is not in scope
    expect((await make(tianhe, '1')).body.msg).toBe('所选管辖城市不在管辖范围内');
    expect((await make(hangzhou, '2')).body.msg).toBe('所选管辖城市不在管辖范围内');
    const ok = await make(shenzhen, '3');
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const row = await t.db.one<{ role: number; province_id: number; city_id: number; must: boolean }>(
      'select role, province_id, city_id, must_change_password as must from users where username = $1',
      ['sz_admin_3'],
    );
    expect(row).toMatchObject({ role: 3, city_id: shenzhen, must: true });
    expect(smsPassword(t, '13712345703')).toMatch(/^[A-Za-z0-9]{12}$/);
  });
});

describe('the learner record (GET {role}/people/student/{id}) over the role × scope matrix', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });

  it('each account sees exactly the learners of its scope; others are 404, learners 403', async () => {
    const gz = await idOf(t, 'zbb_student01');
    const hz = await idOf(t, 'zbb_student02');
    const sees: Record<string, number> = {
      admin01: 3,
      province01: 1,
      city01: 1,
      area01: 1,
      inst01: 1,
      teacher01: 1,
      province02: 2,
      city02: 2,
      area02: 2,
      inst02: 2,
      teacher02: 2,
    };
    for (const [username, mask] of Object.entries(sees)) {
      const token = await tok(username);
      for (const [bit, id] of [
        [1, gz],
        [2, hz],
      ] as const) {
        const res = await t.call('GET', `${V}/${PREFIX[ROLE_OF[username]]}/people/student/${id}`, { token });
        expect(res.status, `${username} → ${id}`).toBe(mask & bit ? 200 : 404);
      }
    }
    const learner = await tok('zbb_student01');
    expect((await t.call('GET', `${V}/admin/people/student/${gz}`, { token: learner })).status).toBe(403);
    expect((await t.call('GET', `${V}/admin/people/student/${gz}`)).status).toBe(401);
    expect((await t.call('GET', `${V}/admin/people/student/abc`, { token: await tok('admin01') })).status).toBe(400);
    // a teacher is not a learner
    expect((await t.call('GET', `${V}/admin/people/student/${await idOf(t, 'teacher01')}`, { token: await tok('admin01') })).status).toBe(404);
  });

  it('answers the class, scores, shop and certificate of the learner', async () => {
    const id = await idOf(t, 'dsb_student01');
    const p = (await t.call('GET', `${V}/city/people/student/${id}`, { token: await tok('city01') })).body.data;
    expect(p.realName).toBe('王建国');
    expect(p.class).toMatchObject({ classType: 'DSB' });
    expect(p.shop?.name).toBe('建国电商实训店');
    expect(p.shop.scores.service).toBeGreaterThan(0);
    expect(Array.isArray(p.exams)).toBe(true);
    expect(p.balanceFen).toBeGreaterThanOrEqual(0);
  });

  it('the list finds learners by name, phone or ID number within scope only', async () => {
    const list = async (username: string, q: string) =>
      (await t.call('GET', `${base(searchStudentResource, username)}list?${q}`, { token: await tok(username) })).body.data.list.map(
        (r: { realName: string }) => r.realName,
      );
    expect(await list('city01', `realName=${encodeURIComponent('张小')}`)).toEqual(['张小红']);
    expect(await list('city02', `realName=${encodeURIComponent('张小')}`)).toEqual([]);
    // the seeded classes hold many learners born in 天河 in 1997: search by 王建国's whole number
    const idCard = (await t.db.one<{ idCard: string }>(`select id_card as "idCard" from users where username = 'dsb_student01'`))!.idCard;
    expect(await list('teacher01', `idCard=${idCard}`)).toEqual(['王建国']);
    expect(await list('inst02', `idCard=${idCard}`)).toEqual([]);
    const phone = (await t.db.one<{ phone: string }>(`select phone from users where username = 'gyb_student01'`))!.phone;
    expect(await list('area01', `phone=${phone}`)).toEqual(['刘志强']);
  });
});

describe('the menu editor and loadMenus', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });
  type Item = { path: string; hidden: boolean; meta: { title: string; icon: string }; children: Item[] };
  const menuOf = async (username: string) => (await t.call('GET', `${V}/common/loadMenus`, { token: await t.login(username) })).body.data as Item[];
  const tree = async (role: Role) => (await t.call('GET', `${V}/admin/menuManage/tree?role=${role}`, { token: await tok('admin01') })).body.data;
  const find = (items: { path: string; children: unknown[] }[], path: string): any => {
    for (const i of items) {
      if (i.path === path) return i;
      const hit = find(i.children as never, path);
      if (hit) return hit;
    }
    return null;
  };

  it('only the national administrator edits menus (and only with the page in its menu)', async () => {
    for (const u of ['province01', 'city01', 'area01', 'inst01', 'teacher01'])
      expect((await t.call('GET', `${V}/${PREFIX[ROLE_OF[u]]}/menuManage/tree?role=3`, { token: await tok(u) })).status, u).toBe(403);
    expect((await t.call('GET', `${V}/admin/menuManage/tree?role=3`, { token: await tok('zbb_student01') })).status).toBe(403);
    expect((await t.call('GET', `${V}/admin/menuManage/tree?role=6`, { token: await tok('admin01') })).body.msg).toBe('角色有误');
    // admin01_ops is a sub-account of admin01 without 菜单管理
    expect((await t.call('GET', `${V}/admin/menuManage/tree?role=3`, { token: await tok('admin01_ops') })).body.msg).toBe('您的账号无权使用该功能');
  });

  it('a rename is what loadMenus answers at the next sign-in; 恢复默认 goes back to the route title', async () => {
    const entry = find(await tree(3), '/manage/searchStudent');
    expect(entry).toMatchObject({ ownTitle: null, title: '学员查询', routeTitle: '学员查询' });
    const saved = await t.call('POST', `${V}/admin/menuManage/update/${entry.id}`, {
      token: await tok('admin01'),
      json: { title: '学员档案查询', icon: 'user', hidden: false },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(find(await menuOf('city01'), '/manage/searchStudent').meta).toEqual({ title: '学员档案查询', icon: 'user' });
    // other roles keep theirs
    expect(find(await menuOf('province01'), '/manage/searchStudent').meta.title).toBe('学员查询');
    await t.call('POST', `${V}/admin/menuManage/update/${entry.id}`, { token: await tok('admin01'), json: { title: null, icon: '', hidden: false } });
    expect(find(await tree(3), '/manage/searchStudent')).toMatchObject({ ownTitle: null, title: '学员查询' });
    expect(find(await menuOf('city01'), '/manage/searchStudent').meta.title).toBe('学员查询');
    // typing the route's own title stores no title
    await t.call('POST', `${V}/admin/menuManage/update/${entry.id}`, { token: await tok('admin01'), json: { title: '学员查询', icon: '', hidden: false } });
    expect(find(await tree(3), '/manage/searchStudent').ownTitle).toBeNull();
  });

  it('refuses bad titles and icons, and a group without a title, changing nothing', async () => {
    const admin = await tok('admin01');
    const menu = await tree(2);
    const page = find(menu, '/manage/teacherList');
    const group = find(menu, '/manage/org');
    const cases: [number, unknown, string][] = [
      [page.id, { title: '  ', icon: '', hidden: false }, '请输入菜单名称'],
      [page.id, { title: '名'.repeat(21), icon: '', hidden: false }, '菜单名称最多20个字'],
      [page.id, { title: '<b>x</b>', icon: '', hidden: false }, '菜单名称含有非法字符'],
      [page.id, { title: '教师', icon: 'rocket', hidden: false }, '图标有误'],
      [page.id, { title: '教师', icon: '', hidden: 'no' }, '显示状态有误'],
      [group.id, { title: null, icon: 'org', hidden: false }, '分组菜单须有名称，不能恢复默认'],
    ];
    for (const [id, json, msg] of cases) {
      const res = await t.call('POST', `${V}/admin/menuManage/update/${id}`, { token: admin, json });
      expect([res.status, res.body.msg], JSON.stringify(json)).toEqual([400, msg]);
    }
    expect((await t.call('POST', `${V}/admin/menuManage/update/999999`, { token: admin, json: { title: 'x', icon: '', hidden: false } })).status).toBe(404);
    expect(JSON.stringify(await tree(2))).toBe(JSON.stringify(menu));
  });

  it('order and hiding are what loadMenus answers; the service centre stays first', async () => {
    const admin = await tok('admin01');
    const org = find(await tree(20), '/manage/org');
    const [first, second] = org.children;
    const moved = await t.call('POST', `${V}/admin/menuManage/move/${second.id}`, { token: admin, json: { direction: 'up' } });
    expect(moved.status).toBe(200);
    expect(
      find(await menuOf('area01'), '/manage/org')
        .children.map((c: Item) => c.path)
        .slice(0, 2),
    ).toEqual([second.path, first.path]);
    expect((await t.call('POST', `${V}/admin/menuManage/move/${second.id}`, { token: admin, json: { direction: 'up' } })).body.msg).toBe('已经是第一个');
    expect((await t.call('POST', `${V}/admin/menuManage/move/${second.id}`, { token: admin, json: { direction: 'left' } })).status).toBe(400);
    await t.call('POST', `${V}/admin/menuManage/update/${first.id}`, { token: admin, json: { title: first.ownTitle, icon: first.icon, hidden: true } });
    const menu = await menuOf('area01');
    expect(find(menu, first.path).hidden).toBe(true);
    expect(menu[0].path).toBe('/znfwzx');
  });

  it('a sub-account gets its own pages of its administrator’s menu (and the service centre), nothing else', async () => {
    const menu = await menuOf('province01_aide');
    const leaves = (items: Item[]): string[] => items.flatMap((i) => (i.children.length ? leaves(i.children) : [i.path]));
    expect(menu[0].path).toBe('/znfwzx');
    expect(leaves(menu.slice(1)).sort()).toEqual(['/manage/classList', '/manage/institutionList', '/manage/subsidy', '/manage/teacherList']);
    expect(menu.slice(1).every((g) => g.children.length > 0)).toBe(true);
  });
});

describe('sub-accounts', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });
  const create = async (username: string, menuPaths: string[], who = 'city01') =>
    t.call('POST', `${base(subAdminResource, who)}create`, {
      token: await tok(who),
      json: { realName: '审核助理', username, phone: `1371234${String(username.length).padStart(2, '0')}${username.slice(-2).replace(/\D/g, '0')}`, menuPaths },
    });

  it('take their administrator’s role and region, a subset of its menu, and a one-time password', async () => {
    const res = await create('city01_helper2', ['/manage/unClassList', '/manage/complaintManage']);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const row = await t.db.one<{ role: number; city_id: number; parent_id: number; menu_paths: string[]; must: boolean }>(
      'select role, city_id, parent_id, menu_paths, must_change_password as must from users where username = $1',
      ['city01_helper2'],
    );
    const city01 = await t.db.one<{ id: number; city_id: number }>(`select id, city_id from users where username = 'city01'`);
    expect(row).toMatchObject({ role: 3, city_id: city01!.city_id, parent_id: city01!.id, must: true });
    // pages outside the administrator's own menu (menuManage is the national admin's)
    expect((await create('city01_helper3', ['/manage/menuManage'])).body.msg).toBe('只能分配您自己菜单中的功能');
    expect((await create('city01_helper4', [])).body.msg).toBe('请至少选择一个菜单');
  });

  it('cannot have sub-accounts of their own, and settings refuse a sub-account without the page', async () => {
    const aide = await tok('city01_aide');
    const res = await t.call('POST', `${base(subAdminResource, 'city01')}create`, {
      token: aide,
      json: { realName: 'x', username: 'aide_of_aide', phone: '13712349999', menuPaths: ['/manage/unClassList'] },
    });
    expect([res.status, res.body.msg]).toEqual([403, '子账号不能管理子账号']);
    const ops = await tok('admin01_ops');
    expect((await t.call('POST', `${V}/admin/systemSet/settings`, { token: ops, json: { seasonDays: 8 } })).body.msg).toBe('您的账号无权使用该功能');
  });

  it('a changed menu ends the sub-account’s sessions so the next sign-in shows it', async () => {
    const aideToken = await t.login('city01_aide');
    const id = await idOf(t, 'city01_aide');
    const res = await t.call('POST', `${base(subAdminResource, 'city01')}update/${id}`, {
      token: await tok('city01'),
      json: {
        realName: '广州市审核专员',
        phone: (await t.db.one<{ phone: string }>('select phone from users where id = $1', [id]))!.phone,
        menuPaths: ['/manage/searchStudent'],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await t.call('GET', `${V}/common/info`, { token: aideToken })).status).toBe(401);
  });
});

describe('platform settings and the places that read them', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });

  it('administrators read them, the national admin changes them; bad values change nothing', async () => {
    for (const u of ['province01', 'city02', 'area01']) {
      const res = await t.call('GET', `${V}/${PREFIX[ROLE_OF[u]]}/systemSet/settings`, { token: await tok(u) });
      expect([res.status, res.body.data.editable, res.body.data.settings.startingCoinsFen], u).toEqual([200, false, 100000]);
      expect((await t.call('POST', `${V}/${PREFIX[ROLE_OF[u]]}/systemSet/settings`, { token: await tok(u), json: { seasonDays: 9 } })).status, u).toBe(403);
    }
    for (const u of ['inst01', 'teacher01'])
      expect((await t.call('GET', `${V}/${PREFIX[ROLE_OF[u]]}/systemSet/settings`, { token: await tok(u) })).status, u).toBe(403);
    const admin = await tok('admin01');
    for (const [json, msg] of [
      [{ examPassScore: 0 }, '结业考试及格分应为1~100之间的整数'],
      [{ shopExamPassPercent: 101 }, '开店考试及格率应为1~100之间的整数'],
      [{ startingCoinsFen: 1.5 }, '初始金币应为0~100000000之间的整数'],
      [{ seasonDays: '7' }, '赛季时长应为1~90之间的整数'],
      [{ bogus: 1 }, '没有要保存的设置'],
    ] as const) {
      const res = await t.call('POST', `${V}/admin/systemSet/settings`, { token: admin, json });
      expect([res.status, res.body.msg], JSON.stringify(json)).toEqual([400, msg]);
    }
    expect((await t.call('GET', `${V}/admin/systemSet/settings`, { token: admin })).body.data.settings).toEqual({
      startingCoinsFen: 100000,
      examPassScore: 60,
      shopExamPassPercent: 60,
      attendancePercent: 80,
      seasonDays: 7,
    });
  });

  it('starting coins, the papers’ pass mark and the shop quiz’s pass rate follow them', async () => {
    const admin = await tok('admin01');
    const saved = await t.call('POST', `${V}/admin/systemSet/settings`, {
      token: admin,
      json: { startingCoinsFen: 250000, examPassScore: 75, shopExamPassPercent: 70 },
    });
    expect(saved.status).toBe(200);
    // a new account's wallet
    const signUp = await t.call('POST', `${V}/common/up-to-date/safe/sign-up`, {
      json: { phone: '13712340077', username: 'fresh_learner', password: 'Fresh@2026', captchaId: 'x', captchaCode: 'x' },
    });
    expect((await t.call('GET', `${V}/buyers/balance/info`, { token: tokenFromSetCookie(signUp.headers)! })).body.data.balanceFen).toBe(250000);
    // papers without a pass mark of their own
    const papers = (await t.call('GET', `${V}/student/train/papers`, { token: await tok('zbb_student01') })).body.data as {
      paperId: number;
      passScore: number;
    }[];
    const own = new Set((await t.db.query<{ id: number }>('select id from papers where pass_score is not null')).map((p) => p.id));
    const unmarked = papers.filter((p) => !own.has(p.paperId));
    expect(unmarked.length).toBeGreaterThan(0);
    expect(unmarked.every((p) => p.passScore === 75)).toBe(true);
    // 6 of 10 was a pass at 60%, not at 70%
    const right = { 1: 'A', 2: 'B', 3: 'C', 4: 'B', 5: 'B', 6: 'B', 7: 'C', 8: 'B', 9: 'A', 10: 'B' } as Record<string, string>;
    const six = Object.fromEntries(Object.entries(right).map(([k, v], i) => [k, i < 6 ? v : 'D']));
    const quiz = await t.call('POST', `${V}/store/exam/submit`, { token: await tok('zbb_student01'), json: { answers: six } });
    expect(quiz.body.data).toMatchObject({ score: 6, passed: false });
    // a season restart gives the learners the new starting coins
    await t.call('GET', `${V}/teacher/turn/restart`, { token: await tok('teacher01') });
    expect((await t.call('GET', `${V}/buyers/balance/info`, { token: await tok('dsb_student01') })).body.data.balanceFen).toBe(250000);
  });

  it('the subsidy is the city’s rate, else the province’s, else the national one', async () => {
    const region = async (code: string) => (await t.db.one<{ id: number }>('select id from regions where code = $1', [code]))!.id;
    expect(await subsidyAmount(t.db, 'ZBB', await region('440100'))).toBe(150000); // 广州's own
    expect(await subsidyAmount(t.db, 'SYB', await region('440100'))).toBe(180000); // 广东's
    expect(await subsidyAmount(t.db, 'SYB', await region('330100'))).toBe(200000); // 杭州's own
    expect(await subsidyAmount(t.db, 'ZBB', await region('330100'))).toBe(120000); // national
    expect(await subsidyAmount(t.db, 'GYB', await region('330100'))).toBe(15000); // 浙江's
  });
});

describe('own profile (setInfo)', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp();
  });

  it('reads and saves the caller’s own name, phone and avatar only', async () => {
    const token = await t.login('area01');
    const mine = (await t.call('GET', `${V}/common/profile`, { token })).body.data;
    expect(mine).toMatchObject({ username: 'area01', role: 20, regionName: '广东省广州市天河区' });
    const taken = (await t.db.one<{ phone: string }>(`select phone from users where username = 'city01'`))!.phone;
    for (const [json, msg] of [
      [{ realName: '', phone: '13712340001', avatar: '' }, '请输入姓名'],
      [{ realName: '天河区', phone: '1371234', avatar: '' }, '手机号码格式有误'],
      [{ realName: '天河区', phone: taken, avatar: '' }, '手机号已被其他账号使用'],
      [{ realName: '天河区', phone: '13712340001', avatar: '/uploads/0123456789abcdef0123456789abcdef.png' }, '头像有误，请重新上传'],
    ] as const) {
      const res = await t.call('POST', `${V}/common/profile`, { token, json });
      expect([res.status, res.body.msg]).toEqual([400, msg]);
    }
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' }), 'a.png');
    const up = (await t.call('POST', `${V}/upload/temporary/file`, { token, body: form })).body.data;
    const saved = await t.call('POST', `${V}/common/profile`, { token, json: { realName: '天河区人社局窗口', phone: '13712340001', avatar: up.url } });
    expect(saved.status).toBe(200);
    expect((await t.call('GET', `${V}/common/info`, { token })).body.data).toMatchObject({
      realName: '天河区人社局窗口',
      avatar: up.url,
      phone: '13712340001',
    });
    // another user's upload is not an avatar
    const other = await t.login('area02');
    expect((await t.call('POST', `${V}/common/profile`, { token: other, json: { realName: 'x', phone: '13712340002', avatar: up.url } })).body.msg).toBe(
      '头像有误，请重新上传',
    );
  });
});

describe('complaints and reports: the platform’s ruling', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });
  const pending = async (seller: string) =>
    (await t.db.one<{ id: number; shop: number }>(
      `select c.id, c.shop_id as shop from complaints c join shops s on s.id = c.shop_id join users u on u.id = s.owner_id
        where u.username = $1 and c.kind = 'complaint' and c.ruling = 'pending' order by c.id limit 1`,
      [seller],
    ))!;
  const score = async (shop: number) => (await t.db.one<{ s: number }>('select score_service as s from shops where id = $1', [shop]))!.s;

  it('upheld: the shop loses the penalty, recorded; the ruling is final; the other region cannot touch it', async () => {
    const c = await pending('seller03');
    const before = await score(c.shop);
    expect(
      (
        await t.call('POST', `${base(shopComplaintResource, 'city02')}update/${c.id}`, {
          token: await tok('city02'),
          json: { verdict: 'upheld', rulingReply: 'x', penalty: 5 },
        })
      ).status,
    ).toBe(404);
    expect(
      (
        await t.call('POST', `${base(shopComplaintResource, 'inst01')}update/${c.id}`, {
          token: await tok('inst01'),
          json: { verdict: 'upheld', rulingReply: 'x', penalty: 5 },
        })
      ).status,
    ).toBe(403);
    const bad = await t.call('POST', `${base(shopComplaintResource, 'city01')}update/${c.id}`, {
      token: await tok('city01'),
      json: { verdict: 'upheld', rulingReply: '成立', penalty: 21 },
    });
    expect(bad.body.msg).toBe('扣减店铺服务分不能大于20');
    const ruled = await t.call('POST', `${base(shopComplaintResource, 'city01')}update/${c.id}`, {
      token: await tok('city01'),
      json: { verdict: 'upheld', rulingReply: '经核实投诉成立', penalty: 5 },
    });
    expect(ruled.status, JSON.stringify(ruled.body)).toBe(200);
    expect(ruled.body.data).toMatchObject({ ruling: 'upheld', rulingReply: '经核实投诉成立', penalty: 5 });
    expect(await score(c.shop)).toBe(before - 5);
    expect(await t.db.one('select points, score_before, score_after from shop_penalties where complaint_id = $1', [c.id])).toEqual({
      points: 5,
      score_before: before,
      score_after: before - 5,
    });
    // the buyer reads the ruling with their complaint
    const mine = (await t.call('GET', `${V}/buyers/complaints?kind=complaint`, { token: await tok('zbb_student01') })).body.data.find(
      (x: { id: number }) => x.id === c.id,
    );
    expect(mine).toMatchObject({ status: 'handled', ruling: 'upheld', rulingReply: '经核实投诉成立' });
    const again = await t.call('POST', `${base(shopComplaintResource, 'city01')}update/${c.id}`, {
      token: await tok('city01'),
      json: { verdict: 'dismissed', rulingReply: '改判', penalty: 0 },
    });
    expect([again.status, again.body.msg]).toEqual([400, '当前状态不能修改']);
  });

  it('dismissed: no penalty, whatever was typed', async () => {
    const c = await pending('seller17');
    const before = await score(c.shop);
    const ruled = await t.call('POST', `${base(shopComplaintResource, 'area02')}update/${c.id}`, {
      token: await tok('area02'),
      json: { verdict: 'dismissed', rulingReply: '证据不足', penalty: 10 },
    });
    expect(ruled.body.data).toMatchObject({ ruling: 'dismissed', penalty: 0 });
    expect(await score(c.shop)).toBe(before);
  });
});

describe('registration-data corrections (updateData)', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });
  const url = (who: string, rest: string) => `${base(correctionResource, who)}${rest}`;

  it('the institution asks, the city approves and the learner’s data changes', async () => {
    const learnerId = await idOf(t, 'syb_student01');
    const ask = (json: Record<string, unknown>) => t.call('POST', url('inst01', 'create'), { token: t0, json: { learnerId, reason: '录入错误', ...json } });
    const t0 = await tok('inst01');
    expect((await ask({ field: 'phone', newValue: '1234' })).body.msg).toBe('手机号码格式有误');
    expect((await ask({ field: 'education', newValue: '博士后' })).body.msg).toBe('请填写已启用的学历名称');
    expect((await ask({ field: 'realName', newValue: '陈晓燕' })).body.msg).toBe('更正后的内容与原内容相同');
    expect((await ask({ field: 'gender', newValue: '男' })).body.msg).toBe('该学员尚未填写登记表，不能更正此项');
    const created = await ask({ field: 'phone', newValue: '13712348888' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect((await ask({ field: 'phone', newValue: '13712348889' })).body.msg).toBe('该学员的手机号码已有待审核的更正申请');
    // another institution cannot ask about this learner
    expect(
      (await t.call('POST', url('inst02', 'create'), { token: await tok('inst02'), json: { learnerId, field: 'phone', newValue: '13712348887', reason: 'x' } }))
        .body.msg,
    ).toBe('所选学员不存在');
    const id = created.body.data.id;
    expect((await t.call('POST', url('area01', `action/approve/${id}`), { token: await tok('area01'), json: {} })).status).toBe(403);
    expect((await t.call('POST', url('city02', `action/approve/${id}`), { token: await tok('city02'), json: {} })).status).toBe(404);
    const approved = await t.call('POST', url('city01', `action/approve/${id}`), { token: await tok('city01'), json: {} });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    expect((await t.db.one<{ phone: string }>('select phone from users where id = $1', [learnerId]))!.phone).toBe('13712348888');
    expect((await t.call('POST', url('inst01', `delete/${id}`), { token: t0 })).body.msg).toBe('当前状态不能删除');
  });

  it('a rejection needs a reason and changes nothing', async () => {
    const row = (await t.db.one<{ id: number; learner: number }>(
      `select id, learner_id as learner from registration_corrections where status = 'pending' and field = 'education' order by id limit 1`,
    ))!;
    const before = await t.db.one('select education from users where id = $1', [row.learner]);
    const city01 = (await t.db.one<{ c: number }>(`select city_id as c from users where username = 'city01'`))!.c;
    const who =
      (await t.db.one<{ c: number }>('select city_id as c from registration_corrections where id = $1', [row.id]))!.c === city01 ? 'city01' : 'city02';
    const city = await tok(who);
    expect((await t.call('POST', url(who, `action/reject/${row.id}`), { token: city, json: {} })).body.msg).toBe('请输入驳回原因');
    const rejected = await t.call('POST', url(who, `action/reject/${row.id}`), { token: city, json: { reason: '请补充学历证书' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reviewNote: '请补充学历证书' });
    expect(await t.db.one('select education from users where id = $1', [row.learner])).toEqual(before);
  });
});

describe('the registration forms offer the enabled dictionaries only', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });

  it('a disabled ID type or education level leaves /register and the registration table, but stays on records that have it', async () => {
    const admin = await tok('admin01');
    const passport = (await t.db.one<{ id: number }>(`select id from id_types where name = '护照'`))!.id;
    const master = (await t.db.one<{ id: number }>(`select id from education_levels where name = '研究生及以上'`))!.id;
    const learner = await tok('zbb_student01');
    const T = `${V}/student/train/`;
    const form = { realName: '张小红', gender: '女', idTypeId: passport, idNumber: 'E12345678', phone: '13800138007', education: '研究生及以上', photoUrl: '' };
    expect((await t.call('PUT', `${T}registerTable`, { token: learner, json: form })).status).toBe(200);

    expect((await t.call('POST', `${base(idTypeResource, 'admin01')}action/disable/${passport}`, { token: admin, json: {} })).status).toBe(200);
    expect((await t.call('POST', `${base(educationResource, 'admin01')}action/disable/${master}`, { token: admin, json: {} })).status).toBe(200);

    const names = (await t.call('GET', `${V}/admin/common/idTypes`, { token: learner })).body.data.map((x: { name: string }) => x.name);
    expect(names).toContain('居民身份证');
    expect(names).not.toContain('护照');
    expect((await t.call('GET', `${V}/admin/common/educations`, { token: learner })).body.data).not.toContain('研究生及以上');
    // the record that has them keeps them, and saves unchanged
    const mine = (await t.call('GET', `${T}registerTable`, { token: learner })).body.data;
    expect(mine.idTypes.map((x: { name: string }) => x.name)).toContain('护照');
    expect(mine.educations).toContain('研究生及以上');
    expect((await t.call('PUT', `${T}registerTable`, { token: learner, json: form })).status).toBe(200);
    // another learner is not offered them
    const other = await tok('dsb_student01');
    const theirs = (await t.call('GET', `${T}registerTable`, { token: other })).body.data;
    expect(theirs.idTypes.map((x: { name: string }) => x.name)).not.toContain('护照');
    expect(theirs.educations).not.toContain('研究生及以上');
    const refused = await t.call('PUT', `${T}registerTable`, { token: other, json: { ...form, realName: '王建国', phone: '13800138008' } });
    expect(refused.body.msg).toBe('该证件类型已停用，请选择其他证件类型');
    const edu = await t.call('PUT', `${T}registerTable`, {
      token: other,
      json: {
        ...form,
        realName: '王建国',
        phone: '13800138008',
        idTypeId: (await t.db.one<{ id: number }>(`select id from id_types where name = '居民身份证'`))!.id,
        idNumber: '440106199703124314',
      },
    });
    expect(edu.body.msg).toBe('请选择已启用的文化程度');
  });

  it('/register checks the number by the chosen type and keeps type and education for the registration table', async () => {
    const signUp = await t.call('POST', `${V}/common/up-to-date/safe/sign-up`, {
      json: { phone: '13712340055', username: 'reg_passport', password: 'Fresh@2026', captchaId: 'x', captchaCode: 'x' },
    });
    const token = tokenFromSetCookie(signUp.headers)!;
    const hk = (await t.db.one<{ id: number }>(`select id from id_types where name = '港澳居民来往内地通行证'`))!.id;
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')], { type: 'image/png' }), 'a.png');
    const photo = (await t.call('POST', `${V}/upload/temporary/file`, { token, body: form })).body.data.url;
    const region = async (code: string) => (await t.db.one<{ id: number }>('select id from regions where code = $1', [code]))!.id;
    const classId = (await t.db.one<{ id: number }>(`select id from classes where class_type = 'ZBB' and county_id = $1`, [await region('440106')]))!.id;
    const body = {
      realName: '何港生',
      idCard: '440106199001011234',
      idTypeId: hk,
      education: '本科',
      phone: '13712340055',
      provinceId: await region('440000'),
      cityId: await region('440100'),
      countyId: await region('440106'),
      classId,
      identificationPhoto: photo,
    };
    expect((await t.call('POST', `${V}/common/up-to-date/perfect`, { token, json: { ...body, idCard: 'H1' } })).body.msg).toBe('证件号码格式有误');
    expect((await t.call('POST', `${V}/common/up-to-date/perfect`, { token, json: { ...body, idTypeId: undefined, idCard: 'H12345678' } })).body.msg).toBe(
      '身份证格式不正确',
    );
    expect((await t.call('POST', `${V}/common/up-to-date/perfect`, { token, json: { ...body, idCard: 'H12345678', education: '博士后' } })).body.msg).toBe(
      '请选择已启用的文化程度',
    );
    const saved = await t.call('POST', `${V}/common/up-to-date/perfect`, { token, json: { ...body, idCard: 'H12345678' } });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // the class's institution admits the applicant from the registration pool; then the table opens
    const enrolment = (await t.db.one<{ id: number }>(`select e.id from enrolments e join users u on u.id = e.user_id where u.username = 'reg_passport'`))!;
    const admitted = await t.call('POST', `${V}/institution/enrolmentPending/action/approve/${enrolment.id}`, { token: await tok('inst01'), json: {} });
    expect(admitted.body.msg).toBe('已录取');
    const table = (await t.call('GET', `${V}/student/train/registerTable`, { token })).body.data;
    expect(table.defaults).toMatchObject({ idTypeId: hk, idNumber: 'H12345678', education: '本科' });
  });
});

describe('organisation: institutions, accounts, regions', () => {
  let t: App;
  const tok = tokens(() => t);
  beforeAll(async () => {
    t = await testApp();
  });
  const region = async (code: string) => (await t.db.one<{ id: number }>('select id from regions where code = $1', [code]))!.id;

  it('an institution takes its province and city from its county; a disabled one gets no new teachers', async () => {
    const city = await tok('city01');
    const json = {
      name: '广州天河数字技能学校',
      licenceNo: '教民1440106TEST01',
      contactName: '周敏',
      contactPhone: '13712341111',
      countyId: await region('440106'),
    };
    expect(
      (await t.call('POST', `${base(institutionResource, 'city01')}create`, { token: city, json: { ...json, countyId: await region('440305') } })).body.msg,
    ).toBe('所选所在区县不在管辖范围内');
    const created = await t.call('POST', `${base(institutionResource, 'city01')}create`, { token: city, json });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.data.id;
    expect(await t.db.one('select province_id, city_id from institutions where id = $1', [id])).toEqual({
      province_id: await region('440000'),
      city_id: await region('440100'),
    });
    expect((await t.call('POST', `${base(institutionResource, 'city01')}action/disable/${id}`, { token: city, json: {} })).status).toBe(200);
    const teacher = await t.call('POST', `${base(teacherResource, 'city01')}create`, {
      token: city,
      json: { realName: '李老师', username: 'li_teacher_x', phone: '13712341112', institutionId: id },
    });
    expect(teacher.body.msg).toBe('该机构已停用，不能新增账号');
    const used = (await t.db.one<{ id: number }>(`select id from institutions where name = '广州天河创业培训学校'`))!.id;
    expect((await t.call('POST', `${base(institutionResource, 'city01')}delete/${used}`, { token: city })).body.msg).toBe(
      '该机构已有班级、教师或账号，不能删除，可停用',
    );
  });

  it('userManage: lock and unlock below one’s own level and one’s own sub-accounts only', async () => {
    const city = await tok('city01');
    const lock = (who: string, token: string, id: number) => t.call('POST', `${base(accountResource, who)}action/lock/${id}`, { token, json: {} });
    const area01 = await idOf(t, 'area01');
    const areaToken = await t.login('area01');
    expect((await lock('city01', city, await idOf(t, 'city01'))).body.msg).toBe('不能操作自己的账号');
    expect((await lock('city01', city, await idOf(t, 'province01'))).status).toBe(404);
    expect((await lock('city01', city, await idOf(t, 'area02'))).status).toBe(404);
    expect((await lock('city01', city, await idOf(t, 'city01_aide'))).status).toBe(200);
    // a colleague at the same level who is not one's own sub-account
    const province = await tok('province01');
    await t.call('POST', `${base(cityAdminResource, 'province01')}create`, {
      token: province,
      json: { realName: '广州市副管理员', username: 'gz_city_second', phone: '13712342222', regionId: await region('440100') },
    });
    expect((await lock('city01', city, await idOf(t, 'gz_city_second'))).body.msg).toBe('不能操作同级或上级管理员的账号');
    expect((await lock('city01', city, area01)).status).toBe(200);
    expect((await t.call('GET', `${V}/common/info`, { token: areaToken })).status).toBe(401);
    expect(
      (await t.call('POST', `${V}/common/up-to-date/captcha/login`, { json: { username: 'area01', password: 'Demo@2026', captchaId: 'x', captchaCode: 'x' } }))
        .status,
    ).toBe(400);
    expect((await t.call('POST', `${base(accountResource, 'city01')}action/unlock/${area01}`, { token: city, json: {} })).status).toBe(200);
    expect(
      (await t.call('POST', `${V}/common/up-to-date/captcha/login`, { json: { username: 'area01', password: 'Demo@2026', captchaId: 'x', captchaCode: 'x' } }))
        .status,
    ).toBe(200);
  });

  it('the region dictionary: a province adds cities and counties in it, with codes of its own; pickers see them at once', async () => {
    const province = await tok('province01');
    const gd = await region('440000');
    const add = (json: Record<string, unknown>, token = province, who = 'province01') => t.call('POST', `${base(regionResource, who)}create`, { token, json });
    expect((await add({ name: '珠海市' }, province)).body.msg).toBe('超出管辖范围，不能保存');
    expect((await add({ name: '珠海市', parentId: await region('330000') })).body.msg).toBe('所选上级区域不在管辖范围内');
    expect((await add({ name: '珠海市', parentId: gd }, await tok('city01'), 'city01')).status).toBe(403);
    const city = await add({ name: '珠海市', parentId: gd });
    expect(city.status, JSON.stringify(city.body)).toBe(200);
    expect(city.body.data).toMatchObject({ level: 2, code: '440200' });
    expect((await add({ name: '珠海市', parentId: gd })).body.msg).toBe('同一上级下已有同名区域');
    const county = await add({ name: '香洲区', parentId: city.body.data.id });
    expect(county.body.data).toMatchObject({ level: 3, code: '440201' });
    expect((await add({ name: '某街道', parentId: county.body.data.id })).body.msg).toBe('所选上级区域不在管辖范围内');
    const learner = await tok('zbb_student01');
    expect((await t.call('GET', `${V}/admin/common/regions?parentId=${gd}`, { token: learner })).body.data.map((r: { name: string }) => r.name)).toContain(
      '珠海市',
    );
    expect((await t.call('POST', `${base(regionResource, 'province01')}delete/${city.body.data.id}`, { token: province })).body.msg).toBe(
      '该区域已有下级区域、机构或用户，不能删除',
    );
    expect((await t.call('POST', `${base(regionResource, 'province01')}delete/${county.body.data.id}`, { token: province })).status).toBe(200);
  });
});
