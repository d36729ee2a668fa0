import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { testApp, tokenFromSetCookie, DEMO_PASSWORD } from './helpers.ts';
import { sha256 } from '../../server/services/passwords.ts';
import { hxSign } from '../../server/services/auth.ts';
import { captchaExpiry, newCaptcha } from '../../server/services/captcha.ts';
import { requestKeyOf } from '../../server/http/auth.ts';
import type { SmsSender } from '../../server/services/sms.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const C = '/v1/wangchuang/common';
const LOGIN = `${C}/up-to-date/captcha/login`;
const SIGN_UP = `${C}/up-to-date/safe/sign-up`;
const AC = '/v1/wangchuang/admin/common';

const count = async (t: App, sql: string, params: unknown[] = []) => (await t.db.one<{ n: number }>(`select count(*)::int as n from (${sql}) x`, params))!.n;
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82, 0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);

async function upload(t: App, token: string, bytes: Uint8Array = PNG, name = 'photo.png') {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name));
  return t.call('POST', '/v1/wangchuang/upload/temporary/file', { token, body: form });
}

describe('captcha', () => {
  let t: App;
  beforeAll(async () => {
    t = await testApp({ captchaOff: false });
  });

  /** A captcha and its code, as the route makes them (the route answers only the picture). */
  async function captcha() {
    const { captcha: c, code } = await newCaptcha(t.db);
    return { ...c, code };
  }
  afterEach(() => {
    vi.useRealTimers();
  });
  /** The chunk types of a PNG file, in order. */
  const chunks = (png: Buffer) => {
    const out: string[] = [];
    for (let off = 8; off < png.length; off += 12 + png.readUInt32BE(off)) out.push(png.toString('latin1', off + 4, off + 8));
    return out;
  };
  const login = (json: Record<string, unknown>) => t.call('POST', LOGIN, { json: { username: 'admin01', password: DEMO_PASSWORD, ...json } });

  it('answers one PNG raster (no text, no outlines to read) and a signed id valid 5 minutes; showing one stores nothing', async () => {
    const stored = await count(t, 'select 1 from captcha_uses');
    const res = await t.call('POST', `${C}/loadCaptcha`, { ip: '5.5.5.1' });
    expect(res.status).toBe(200);
    const { captchaId, image } = res.body.data;
    expect(image).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(image.split(',')[1], 'base64');
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    // pixels only: no text chunk, no vector data, the code nowhere in the file
    expect(chunks(png)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([140, 48]);
    const expires = captchaExpiry(captchaId)!;
    expect(expires - Date.now()).toBeGreaterThan(4.9 * 60_000);
    expect(expires - Date.now()).toBeLessThanOrEqual(5 * 60_000);
    expect(await count(t, 'select 1 from captcha_uses')).toBe(stored);
    const other = await t.call('POST', `${C}/loadCaptcha`, { ip: '5.5.5.1' });
    expect(other.body.data.captchaId).not.toBe(captchaId);
    // the same code is drawn differently every time (nothing to match against a template)
    const { captchaPng } = await import('../../server/services/captcha.ts');
    expect(Buffer.from(captchaPng('AB3K')).equals(Buffer.from(captchaPng('AB3K')))).toBe(false);
  });

  it('shows at most 30 captchas a minute to one address (in each process), then 429', async () => {
    for (let i = 0; i < 30; i++) expect((await t.call('POST', `${C}/loadCaptcha`, { ip: '5.5.5.2' })).status).toBe(200);
    const refused = await t.call('POST', `${C}/loadCaptcha`, { ip: '5.5.5.2' });
    expect(refused.status).toBe(429);
    expect(refused.body.msg).toBe('请求过于频繁，请稍后再试');
    expect((await t.call('POST', `${C}/loadCaptcha`, { ip: '5.5.5.3' })).status).toBe(200);
  });

  it('signs in with the right code (any case) and refuses it a second time', async () => {
    const { captchaId, code } = await captcha();
    const ok = await login({ captchaId, captchaCode: ` ${code.toLowerCase()} ` });
    expect(ok.status).toBe(200);
    const again = await login({ captchaId, captchaCode: code });
    expect(again.status).toBe(400);
    expect(again.body.msg).toBe('验证码错误或已过期');
  });

  it('refuses a wrong, missing, unknown or expired code, and a wrong answer uses the captcha up', async () => {
    const { captchaId, code } = await captcha();
    const wrong = await login({ captchaId, captchaCode: code === 'AAAA' ? 'BBBB' : 'AAAA' });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ code: 400, msg: '验证码错误或已过期', data: null });
    expect((await login({ captchaId, captchaCode: code })).body.msg).toBe('验证码错误或已过期');
    expect((await login({})).body.msg).toBe('验证码错误或已过期');
    expect((await login({ captchaId: 'nope', captchaCode: 'ABCD' })).body.msg).toBe('验证码错误或已过期');
    expect((await login({ captchaId: "' or 1=1 --", captchaCode: "' or 1=1 --" })).status).toBe(400);
    // an id whose expiry or code was changed no longer matches its signature
    const forged = await captcha();
    const [nonce, exp, mac] = forged.captchaId.split('.');
    expect((await login({ captchaId: `${nonce}.${Number(exp) + 60_000}.${mac}`, captchaCode: forged.code })).body.msg).toBe('验证码错误或已过期');
    const old = await captcha();
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 5 * 60_000 + 1000 });
    expect((await login({ captchaId: old.captchaId, captchaCode: old.code })).body.msg).toBe('验证码错误或已过期');
    vi.useRealTimers();
    // none of these issued a token
    expect(await count(t, 'select 1 from auth_tokens')).toBe(1);
  });

  it('guards sign-up too, writing nothing on a wrong code', async () => {
    const users = await count(t, 'select 1 from users');
    const res = await t.call('POST', SIGN_UP, {
      json: { phone: '13912345678', username: 'captcha_user', password: 'Secret123', captchaId: 'x', captchaCode: 'x' },
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe('验证码错误或已过期');
    expect(await count(t, 'select 1 from users')).toBe(users);
  });
});

describe('password sign-in', () => {
  let t: App;
  beforeEach(async () => {
    t = await testApp();
  });

  it('answers the login result of spec §3 and stores only the token hash', async () => {
    const res = await t.call('POST', LOGIN, { json: { username: 'zbb_student01', password: DEMO_PASSWORD, captchaId: 'x', captchaCode: 'x' } });
    expect(res.status).toBe(200);
    const d = res.body.data;
    // the token goes into an HttpOnly cookie; the body carries its request key, which the app sends as Authorization
    const token = tokenFromSetCookie(res.headers)!;
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(d.token).toBe(requestKeyOf(token));
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('Admin-Token='))!;
    expect(cookie).toMatch(/; Path=\/; Max-Age=604800; HttpOnly; SameSite=Strict$/);
    expect(d).toMatchObject({ isPerfect: 'false', realName: '张小红', avatar: '', identificationPhoto: '', role: 6 });
    expect(d.loginUser).toMatchObject({
      username: 'zbb_student01',
      role: 6,
      realName: '张小红',
      classType: 'ZBB',
      className: '2026年第3期直播电商创业培训班',
      institutionName: '广州天河创业培训学校',
      regionName: '广东省广州市天河区',
    });
    const row = await t.db.one<{ token_hash: string; days: number }>(
      'select token_hash, (extract(epoch from expires_at - now()) / 86400)::float8 as days from auth_tokens',
    );
    expect(row!.token_hash).toBe(sha256(token));
    expect(await count(t, 'select 1 from auth_tokens where token_hash = $1', [token])).toBe(0);
    expect(row!.days).toBeGreaterThan(6.99);
    expect(row!.days).toBeLessThanOrEqual(7);
  });

  it('accepts the phone number as user name and marks an incomplete profile', async () => {
    const phone = (await t.db.one<{ phone: string }>(`select phone from users where username = 'new_student01'`))!.phone;
    const res = await t.call('POST', LOGIN, { json: { username: phone, password: DEMO_PASSWORD, captchaId: 'x', captchaCode: 'x' } });
    expect(res.status).toBe(200);
    expect(res.body.data.isPerfect).toBe('true');
    expect(res.body.data.loginUser.username).toBe('new_student01');
    expect(res.body.data.loginUser.classType).toBeNull();
  });

  it('gives the same answer for an unknown user and a wrong password', async () => {
    const wrong = await t.call('POST', LOGIN, { json: { username: 'admin01', password: 'Wrong@2026', captchaId: 'x', captchaCode: 'x' } });
    const unknown = await t.call('POST', LOGIN, { json: { username: 'nobody_here', password: DEMO_PASSWORD, captchaId: 'x', captchaCode: 'x' } });
    const injected = await t.call('POST', LOGIN, { json: { username: "admin01' or 1=1 --", password: "' or '1'='1", captchaId: 'x', captchaCode: 'x' } });
    for (const res of [wrong, unknown, injected]) expect(res.body).toEqual({ code: 400, msg: '用户名或密码错误', data: null });
    expect(await count(t, 'select 1 from auth_tokens')).toBe(0);
  });

  it('refuses missing fields and wrong types with a Chinese message', async () => {
    const cases: [unknown, string][] = [
      [{ password: DEMO_PASSWORD }, '请输入用户名'],
      [{ username: '   ', password: DEMO_PASSWORD }, '请输入用户名'],
      [{ username: 'admin01' }, '请输入密码'],
      [{ username: 123, password: DEMO_PASSWORD }, '请输入用户名'],
      [{ username: 'admin01', password: ['x'] }, '请输入密码'],
    ];
    for (const [json, msg] of cases) {
      const res = await t.call('POST', LOGIN, { json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    const notJson = await t.call('POST', LOGIN, { body: 'username=admin01', headers: { 'content-type': 'application/json' } });
    expect(notJson.body).toEqual({ code: 400, msg: '请求格式有误', data: null });
  });

  const attempt = (username: string, password: string, ip: string, headers: Record<string, string> = {}) =>
    t.call('POST', LOGIN, { json: { username, password, captchaId: 'x', captchaCode: 'x' }, ip, headers });

  it('refuses an account from one address after 5 failures there, while the owner signs in from elsewhere', async () => {
    for (let i = 0; i < 5; i++) expect((await attempt('teacher01', 'bad-password', '2.2.2.2')).status).toBe(400);
    const locked = await attempt('teacher01', DEMO_PASSWORD, '2.2.2.2');
    expect(locked.status).toBe(429);
    expect(locked.body).toEqual({ code: 429, msg: '登录失败次数过多，请15分钟后再试', data: null });
    // the phone of the same account is the same account
    const phone = (await t.db.one<{ phone: string }>(`select phone from users where username = 'teacher01'`))!.phone;
    expect((await attempt(phone, DEMO_PASSWORD, '2.2.2.2')).status).toBe(429);
    // the owner, from their own address, is not locked out
    expect((await attempt('teacher01', DEMO_PASSWORD, '3.3.3.3')).status).toBe(200);
    // other accounts from that address are not affected
    expect((await attempt('teacher02', DEMO_PASSWORD, '2.2.2.2')).status).toBe(200);
    // 15 minutes later it works again from there too
    await t.db.query(`update rate_counters set window_start = now() - interval '16 minutes'`);
    expect((await attempt('teacher01', DEMO_PASSWORD, '2.2.2.2')).status).toBe(200);
  });

  it('a success forgives the failures of that account from that address', async () => {
    for (let i = 0; i < 4; i++) expect((await attempt('teacher01', 'bad-password', '1.1.1.1')).status).toBe(400);
    expect((await attempt('teacher01', DEMO_PASSWORD, '1.1.1.1')).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await attempt('teacher01', 'bad-password', '1.1.1.1')).status).toBe(400);
    expect((await attempt('teacher01', DEMO_PASSWORD, '1.1.1.1')).status).toBe(429);
  });

  it('counts an attempt before checking it: 100 parallel wrong passwords get at most 5 checked', async () => {
    const answers = await Promise.all(Array.from({ length: 100 }, () => attempt('inst01', 'bad-password', '4.4.4.4')));
    const byStatus: Record<string, number> = {};
    for (const a of answers) byStatus[`${a.status} ${a.body.msg}`] = (byStatus[`${a.status} ${a.body.msg}`] ?? 0) + 1;
    expect(byStatus).toEqual({ '400 用户名或密码错误': 5, '429 登录失败次数过多，请15分钟后再试': 95 });
    expect((await attempt('inst01', DEMO_PASSWORD, '4.4.4.4')).status).toBe(429);
  });

  it('lets a class sign in at once behind one address (only failures count against the address)', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => attempt(`seller${String(i + 1).padStart(2, '0')}`, DEMO_PASSWORD, '4.4.4.5')));
    expect(answers.map((a) => a.status)).toEqual(Array(30).fill(200));
  });

  it('slows an account guessed at from many addresses, but never locks its owner out', async () => {
    for (let i = 0; i < 12; i++) expect((await attempt('area01', 'bad-password', `6.6.6.${i}`)).status).toBe(400);
    const started = Date.now();
    const owner = await attempt('area01', DEMO_PASSWORD, '7.7.7.7');
    expect(owner.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(800); // 13th attempt: (13 - 10) × 300 ms
  });

  it('locks an address after 20 failures in 15 minutes, whatever the account', async () => {
    for (let i = 0; i < 20; i++) expect((await attempt(`ghost_user_${i}`, 'bad-password', '9.9.9.9')).status).toBe(400);
    const res = await attempt('admin01', DEMO_PASSWORD, '9.9.9.9');
    expect(res.status).toBe(429);
    expect(res.body.msg).toBe('登录失败次数过多，请15分钟后再试');
    expect((await attempt('admin01', DEMO_PASSWORD, '8.8.8.8')).status).toBe(200);
  });

  it('does not let a client choose its address with X-Forwarded-For', async () => {
    for (let i = 0; i < 20; i++) {
      const res = await attempt(`ghost_user_${i}`, 'bad-password', '9.9.9.8', { 'x-forwarded-for': `100.0.0.${i}` });
      expect(res.status).toBe(400);
    }
    expect((await attempt('admin01', DEMO_PASSWORD, '9.9.9.8', { 'x-forwarded-for': '100.1.1.1' })).status).toBe(429);
  });

  it('reads X-Forwarded-For only from a proxy listed in TRUSTED_PROXIES, from the right', async () => {
    t = await testApp({ trustedProxies: ['10.0.0.0/8'] });
    // through the trusted proxy, each client is counted on its own address (a hop the client added on the left is ignored)
    for (let i = 0; i < 20; i++) {
      const res = await attempt(`ghost_user_${i}`, 'bad-password', '10.0.0.5', { 'x-forwarded-for': `1.2.3.4, 5.5.5.5, 10.1.1.1` });
      expect(res.status).toBe(400);
    }
    expect((await attempt('admin01', DEMO_PASSWORD, '10.0.0.5', { 'x-forwarded-for': '1.2.3.4, 5.5.5.5' })).status).toBe(429);
    expect((await attempt('admin01', DEMO_PASSWORD, '10.0.0.5', { 'x-forwarded-for': '5.5.5.6' })).status).toBe(200);
  });
});

describe('sign-up and profile completion', () => {
  let t: App;
  beforeEach(async () => {
    t = await testApp();
  });
  const signUp = (json: Record<string, unknown>) =>
    t.call('POST', SIGN_UP, { json: { phone: '13912345678', username: 'new_learner', password: 'Secret123', captchaId: 'x', captchaCode: 'x', ...json } });

  it('creates a learner with an incomplete profile and signs them in', async () => {
    const res = await signUp({});
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isPerfect: 'true', role: 6, realName: '' });
    expect(res.body.data.loginUser).toMatchObject({ username: 'new_learner', phone: '13912345678', role: 6, classId: null });
    const row = await t.db.one<{ role: number; needs_profile: boolean; password_hash: string }>(
      `select role, needs_profile, password_hash from users where username = 'new_learner'`,
    );
    expect(row).toMatchObject({ role: 6, needs_profile: true });
    expect(row!.password_hash).toMatch(/^scrypt\$/);
    const token = tokenFromSetCookie(res.headers)!;
    expect(res.body.data.token).toBe(requestKeyOf(token));
    expect((await t.call('GET', `${C}/up-to-date/validPerfect`, { token })).body.data).toBe(true);
    expect((await t.call('GET', `${C}/info`, { token })).body.data.username).toBe('new_learner');
    // and can sign in with the new password
    expect((await t.call('POST', LOGIN, { json: { username: 'new_learner', password: 'Secret123' } })).status).toBe(200);
  });

  it('checks every field with the messages of spec §5 and writes nothing when refused', async () => {
    const before = await count(t, 'select 1 from users');
    const cases: [Record<string, unknown>, string][] = [
      [{ phone: '' }, '手机号码不能为空!'],
      [{ phone: undefined }, '手机号码不能为空!'],
      [{ phone: '10345678901' }, '手机号码格式有误'],
      [{ phone: '1391234567' }, '手机号码格式有误'],
      [{ phone: 13912345678 }, '手机号码不能为空!'],
      [{ username: '' }, '用户名不能为空!'],
      [{ username: 'abc12' }, '6-20个字母、数字、下划线'],
      [{ username: 'a'.repeat(21) }, '6-20个字母、数字、下划线'],
      [{ username: "x' or 1=1 --" }, '6-20个字母、数字、下划线'],
      [{ username: '用户名用户名' }, '6-20个字母、数字、下划线'],
      [{ password: 'short' }, '请输入8~24位密码'],
      [{ password: 'x'.repeat(25) }, '请输入8~24位密码'],
      [{ password: undefined }, '请输入8~24位密码'],
      [{ password: '12345678' }, '新密码须同时包含字母和数字'],
      [{ password: 'password' }, '新密码须同时包含字母和数字'],
      [{ username: 'admin01' }, '用户名已被注册'],
      [{ username: 'ADMIN01' }, '用户名已被注册'],
      [{ phone: '13800138001' }, '手机号已被注册'],
    ];
    for (const [json, msg] of cases) {
      const res = await signUp(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.msg, JSON.stringify(json)).toBe(msg);
    }
    expect(await count(t, 'select 1 from users')).toBe(before);
    expect(await count(t, 'select 1 from auth_tokens')).toBe(0);
  });

  async function regionIds() {
    const id = async (name: string) => (await t.db.one<{ id: number }>('select id from regions where name = $1', [name]))!.id;
    return {
      gd: await id('广东省'),
      gz: await id('广州市'),
      th: await id('天河区'),
      by: await id('白云区'),
      zj: await id('浙江省'),
      hz: await id('杭州市'),
      xh: await id('西湖区'),
    };
  }

  it('walks /register: regions, classes, id types, upload, save, and the check turns false', async () => {
    const token = await t.login('new_student01');
    const r = await regionIds();
    const provinces = await t.call('GET', `${AC}/regions`, { token });
    expect(provinces.body.data.map((p: { name: string }) => p.name)).toEqual(['浙江省', '广东省']);
    const cities = await t.call('GET', `${AC}/regions?parentId=${r.gd}`, { token });
    expect(cities.body.data).toContainEqual({ id: r.gz, name: '广州市', level: 2, parentId: r.gd });
    const classes = await t.call('GET', `${AC}/classes?countyId=${r.th}`, { token });
    // the county's classes open for registration (submitted, approved, in progress and not past their end date): not
    // drafts, rejected, finished ones, nor the SYB class whose last day has passed (seed/calendar.ts)
    expect(classes.body.data).toHaveLength(4);
    expect(classes.body.data.map((c: { status: string }) => c.status).sort()).toEqual(['approved', 'in_progress', 'in_progress', 'submitted']);
    expect(classes.body.data[0]).toMatchObject({ institutionName: '广州天河创业培训学校', status: 'in_progress' });
    const idTypes = await t.call('GET', `${AC}/idTypes`, { token });
    expect(idTypes.body.data[0]).toEqual({ id: expect.any(Number), name: '居民身份证' });

    const before = await t.call('GET', `${C}/up-to-date/perfectMsg`, { token });
    expect(before.body.data).toEqual({
      realName: '',
      idCard: '',
      phone: '13800138011',
      provinceId: null,
      cityId: null,
      countyId: null,
      classId: null,
      identificationPhoto: '',
      // what /register adds (docs/back-office.md): the ID type and education level
      idTypeId: null,
      education: '',
    });
    expect((await t.call('GET', `${C}/up-to-date/validPerfect`, { token })).body.data).toBe(true);

    const photo = (await upload(t, token)).body.data.url;
    const klass = classes.body.data.find((c: { status: string }) => c.status === 'in_progress');
    const body = {
      realName: '黄晓明',
      idCard: '44010619900101123x',
      phone: '13912340000',
      provinceId: r.gd,
      cityId: r.gz,
      countyId: r.th,
      classId: klass.id,
      identificationPhoto: photo,
    };
    const saved = await t.call('POST', `${C}/up-to-date/perfect`, { token, json: body });
    expect(saved.status).toBe(200);
    expect((await t.call('GET', `${C}/up-to-date/validPerfect`, { token })).body.data).toBe(false);
    const after = await t.call('GET', `${C}/up-to-date/perfectMsg`, { token });
    // no ID type chosen: 居民身份证; no education level
    expect(after.body.data).toEqual({ ...body, idCard: '44010619900101123X', idTypeId: idTypes.body.data[0].id, education: '' });
    // the class is applied for: the learner waits in the registration pool until the institution admits them
    const info = await t.call('GET', `${C}/info`, { token });
    expect(info.body.data).toMatchObject({
      realName: '黄晓明',
      classId: null,
      classType: null,
      identificationPhoto: photo,
      institutionName: '广州天河创业培训学校',
      regionName: '广东省广州市天河区',
    });
    expect(await t.db.one(`select e.status, e.class_id from enrolments e join users u on u.id = e.user_id where u.username = 'new_student01'`)).toEqual({
      status: 'pending',
      class_id: klass.id,
    });
    // a fresh sign-in no longer asks for the profile
    const again = await t.call('POST', LOGIN, { json: { username: 'new_student01', password: DEMO_PASSWORD } });
    expect(again.body.data.isPerfect).toBe('false');
  });

  it('refuses a bad profile with the right message and changes nothing', async () => {
    const token = await t.login('new_student01');
    const other = await t.login('zbb_student01');
    const r = await regionIds();
    const photo = (await upload(t, token)).body.data.url;
    const othersPhoto = (await upload(t, other)).body.data.url;
    const pdf = (await upload(t, token, new TextEncoder().encode('%PDF-1.4 test'), 'a.pdf')).body.data.url;
    const klass = (await t.db.one<{ id: number }>(
      `select id from classes where county_id = $1 and status = 'in_progress' and end_date >= (now() at time zone 'Asia/Shanghai')::date order by id limit 1`,
      [r.th],
    ))!.id;
    const westClass = (await t.db.one<{ id: number }>(`select id from classes where county_id = $1`, [r.xh]))!.id;
    const good = {
      realName: '黄晓明',
      idCard: '440106199001011234',
      phone: '13912340000',
      provinceId: r.gd,
      cityId: r.gz,
      countyId: r.th,
      classId: klass,
      identificationPhoto: photo,
    };
    const snapshot = async () => t.db.one(`select * from users where username = 'new_student01'`);
    const before = await snapshot();
    const cases: [Record<string, unknown>, string][] = [
      [{ realName: '' }, '请输入真实姓名'],
      [{ realName: '黄' }, '请输入真实姓名'],
      [{ realName: '黄'.repeat(21) }, '请输入真实姓名'],
      [{ idCard: '' }, '身份证号码不能为空!'],
      [{ idCard: '4401061990010112' }, '身份证格式不正确'],
      [{ idCard: '44010619900101123Y' }, '身份证格式不正确'],
      [{ idCard: "' or 1=1 --" }, '身份证格式不正确'],
      [{ phone: '' }, '手机号码不能为空!'],
      [{ phone: '10012345678' }, '手机号码格式有误'],
      [{ phone: '13800138001' }, '手机号已被注册'],
      [{ provinceId: r.zj }, '所选地区有误'],
      [{ cityId: r.hz }, '所选地区有误'],
      [{ countyId: r.gz }, '所选地区有误'],
      [{ provinceId: r.th, cityId: r.gz, countyId: r.gd }, '所选地区有误'],
      [{ provinceId: 'abc' }, '所选地区有误'],
      [{ countyId: r.by }, '所选班级不存在'],
      [{ classId: westClass }, '所选班级不存在'],
      [{ classId: 999999 }, '所选班级不存在'],
      [{ classId: '1' }, '所选班级不存在'],
      [{ identificationPhoto: '' }, '请上传证件照'],
      [{ identificationPhoto: 'https://evil.example/x.png' }, '请上传证件照'],
      [{ identificationPhoto: othersPhoto }, '请上传证件照'],
      [{ identificationPhoto: pdf }, '请上传证件照'],
      [{ identificationPhoto: '/uploads/../../etc/passwd' }, '请上传证件照'],
    ];
    for (const [patch, msg] of cases) {
      const res = await t.call('POST', `${C}/up-to-date/perfect`, { token, json: { ...good, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.msg, JSON.stringify(patch)).toBe(msg);
    }
    // a closed class cannot be joined
    await t.db.query(`update classes set status = 'closed' where id = $1`, [klass]);
    expect((await t.call('POST', `${C}/up-to-date/perfect`, { token, json: good })).body.msg).toBe('所选班级不存在');
    expect((await t.call('GET', `${AC}/classes?countyId=${r.th}`, { token })).body.data.map((c: { id: number }) => c.id)).not.toContain(klass);
    expect(await snapshot()).toEqual(before);
    // only learners complete a profile; a manager is refused
    const admin = await t.login('admin01');
    expect((await t.call('POST', `${C}/up-to-date/perfect`, { token: admin, json: good })).status).toBe(403);
    // bad queries on the /register lists
    expect((await t.call('GET', `${AC}/classes`, { token })).status).toBe(400);
    expect((await t.call('GET', `${AC}/classes?countyId=1%20or%201=1`, { token })).status).toBe(400);
    expect((await t.call('GET', `${AC}/regions?parentId=abc`, { token })).status).toBe(400);
    expect((await t.call('GET', `${AC}/regions`)).status).toBe(401);
  });
});

describe('session calls', () => {
  let t: App;
  beforeEach(async () => {
    t = await testApp();
  });

  it('info answers the caller; logout revokes exactly this token', async () => {
    const a = await t.login('city01');
    const b = await t.login('city01');
    const info = await t.call('GET', `${C}/info`, { token: a });
    expect(info.body.data).toMatchObject({ username: 'city01', role: 3, realName: '广州市人社局', regionName: '广东省广州市', classId: null });
    // Bearer form works too
    expect((await t.call('GET', `${C}/info`, { token: `Bearer ${a}` })).status).toBe(200);
    expect((await t.call('GET', `${C}/logout`, { token: a })).status).toBe(200);
    expect((await t.call('GET', `${C}/info`, { token: a })).status).toBe(401);
    expect((await t.call('GET', `${C}/info`, { token: b })).status).toBe(200);
    expect((await t.call('GET', `${C}/logout`)).status).toBe(401);
  });

  it('loadMenus answers the role menu tree, none for learners', async () => {
    const admin = await t.call('GET', `${C}/loadMenus`, { token: await t.login('admin01') });
    expect(admin.status).toBe(200);
    expect(admin.body.data[0]).toEqual({ path: '/znfwzx', hidden: false, meta: { title: '智能服务中心', icon: 'service' }, children: [] });
    expect(admin.body.data[1]).toMatchObject({ path: '/manage', meta: { title: '数据中心' } });
    expect(admin.body.data[1].children[0]).toEqual({ path: '/manage/borad', hidden: false, meta: { title: '数据中心', icon: '' }, children: [] });
    const teacher = await t.call('GET', `${C}/loadMenus`, { token: await t.login('teacher01') });
    expect(teacher.body.data[1].children.map((m: { path: string }) => m.path)).toEqual([
      '/manage/classList',
      '/manage/classLive',
      '/manage/liveRoom',
      '/manage/studentWorks',
    ]);
    const learner = await t.call('GET', `${C}/loadMenus`, { token: await t.login('zbb_student01') });
    expect(learner.body).toEqual({ code: 200, msg: '操作成功', data: [] });
    expect((await t.call('GET', `${C}/loadMenus`)).status).toBe(401);
  });

  it('resetPwd checks the old password and the new one, and signs out the other sessions', async () => {
    const token = await t.login('inst01');
    const other = await t.login('inst01');
    const reset = (json: unknown) => t.call('POST', `${C}/resetPwd`, { token, json });
    const cases: [unknown, string][] = [
      [{ newPwd: 'NewPass2026' }, '请输入旧密码'],
      [{ pwd: '   ', newPwd: 'NewPass2026' }, '请输入旧密码'],
      [{ pwd: DEMO_PASSWORD }, '请输入8~24位密码'],
      [{ pwd: DEMO_PASSWORD, newPwd: 'short' }, '请输入8~24位密码'],
      [{ pwd: DEMO_PASSWORD, newPwd: 'x'.repeat(25) }, '请输入8~24位密码'],
      [{ pwd: DEMO_PASSWORD, newPwd: '         ' }, '请输入8~24位密码'],
      [{ pwd: DEMO_PASSWORD, newPwd: '12345678' }, '新密码须同时包含字母和数字'],
      [{ pwd: DEMO_PASSWORD, newPwd: 'abcdefgh' }, '新密码须同时包含字母和数字'],
      [{ pwd: 'Wrong@2026', newPwd: 'NewPass2026' }, '原密码错误'],
      [{ pwd: DEMO_PASSWORD, newPwd: DEMO_PASSWORD }, '新密码不能与原密码相同'],
    ];
    const hash = async () => (await t.db.one<{ h: string }>(`select password_hash as h from users where username = 'inst01'`))!.h;
    const before = await hash();
    for (const [json, msg] of cases) {
      const res = await reset(json);
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.msg).toBe(msg);
    }
    expect(await hash()).toBe(before);
    expect((await t.call('GET', `${C}/info`, { token: other })).status).toBe(200);

    expect((await reset({ pwd: DEMO_PASSWORD, newPwd: 'NewPass2026' })).status).toBe(200);
    expect((await t.call('GET', `${C}/info`, { token })).status).toBe(200);
    expect((await t.call('GET', `${C}/info`, { token: other })).status).toBe(401);
    expect((await t.call('POST', LOGIN, { json: { username: 'inst01', password: DEMO_PASSWORD } })).status).toBe(400);
    expect((await t.call('POST', LOGIN, { json: { username: 'inst01', password: 'NewPass2026' } })).status).toBe(200);
    expect((await t.call('POST', `${C}/resetPwd`, { json: { pwd: 'NewPass2026', newPwd: 'Other2026x' } })).status).toBe(401);
  });

  it('resetPwd allows 5 wrong old passwords in 15 minutes, counted before the check, then 429 even for the right one', async () => {
    const token = await t.login('inst02');
    const reset = (pwd: string) => t.call('POST', `${C}/resetPwd`, { token, json: { pwd, newPwd: 'NewPass2026' } });
    const answers = await Promise.all(Array.from({ length: 20 }, () => reset('Wrong@2026')));
    expect(answers.filter((a) => a.status === 400)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429).map((a) => a.body.msg)).toEqual(Array(15).fill('原密码错误次数过多，请15分钟后再试'));
    expect((await reset(DEMO_PASSWORD)).status).toBe(429);
    await t.db.query(`update rate_counters set window_start = now() - interval '16 minutes'`);
    expect((await reset(DEMO_PASSWORD)).status).toBe(200);
  });

  it('goHxLoginToken answers the service URL and a verifiable HMAC signature', async () => {
    t = await testApp({ hxSecret: 'test-secret', externalUrls: { hx: 'https://hx.test/login' } });
    const res = await t.call('GET', `${C}/goHxLoginToken`, { token: await t.login('teacher01') });
    expect(res.status).toBe(200);
    const { sign, ...fields } = res.body.data;
    expect(fields).toMatchObject({ url: 'https://hx.test/login', account: 'teacher01', name: '李明老师', role: 5 });
    expect(Math.abs(fields.timestamp - Date.now())).toBeLessThan(60_000);
    expect(sign).toMatch(/^[0-9a-f]{64}$/);
    expect(sign).toBe(hxSign(fields, 'test-secret'));
    expect(sign).not.toBe(hxSign({ ...fields, role: 1 }, 'test-secret'));
    expect((await t.call('GET', `${C}/goHxLoginToken`)).status).toBe(401);
  });
});

describe('phone code sign-in', () => {
  let t: App;
  let sent: { phone: string; code: string }[];
  beforeEach(async () => {
    t = await testApp();
    sent = [];
  });
  const withSender = async () => {
    const { createApp } = await import('../../server/app.ts');
    const sms: SmsSender = {
      send: async (phone, code) => {
        sent.push({ phone, code });
      },
      sendPassword: async () => undefined,
    };
    return createApp({ db: t.db, config: t.config, log: t.log, sms }, { serveStatic: false });
  };
  const post = async (app: { request: (p: string, i: RequestInit) => Response | Promise<Response> }, path: string, json: unknown) => {
    const res = await app.request(`${C}/up-to-date/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(json) });
    return { status: res.status, body: await res.json() };
  };

  it('by default writes the code to the server log, stores only its hash, and signs in once with it', async () => {
    const phone = '13800138007'; // zbb_student01
    const res = await t.call('POST', `${C}/up-to-date/sendCode`, { json: { phone } });
    expect(res.status).toBe(200);
    const line = t.log.lines.find((l) => l.msg === '短信验证码');
    expect(line?.extra).toMatchObject({ phone });
    const code = String(line!.extra!.code);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.one<{ code_hash: string; secs: number }>(
      'select code_hash, extract(epoch from expires_at - now())::float8 as secs from sms_codes',
    );
    expect(stored!.code_hash).not.toContain(code);
    expect(stored!.secs).toBeGreaterThan(290);
    expect(stored!.secs).toBeLessThanOrEqual(300);
    const login = await t.call('POST', `${C}/up-to-date/codeLogin`, { json: { phone, code } });
    expect(login.status).toBe(200);
    expect(login.body.data.loginUser.username).toBe('zbb_student01');
    const again = await t.call('POST', `${C}/up-to-date/codeLogin`, { json: { phone, code } });
    expect(again.body).toEqual({ code: 400, msg: '验证码错误或已过期', data: null });
  });

  it('goes through a plugged-in sender, answers unknown phones alike (sending nothing) and resends within 60 s', async () => {
    const app = await withSender();
    const unknown = await post(app, 'sendCode', { phone: '13912345678' });
    expect(unknown).toEqual({ status: 200, body: { code: 200, msg: '验证码已发送', data: true } });
    expect((await post(app, 'sendCode', { phone: '13912345678' })).status).toBe(429); // limited alike too
    expect(sent).toHaveLength(0);
    expect((await post(app, 'codeLogin', { phone: '13912345678', code: '123456' })).body.msg).toBe('验证码错误或已过期');
    expect((await post(app, 'sendCode', { phone: '123' })).body.msg).toBe('手机号码格式有误');
    expect((await post(app, 'sendCode', {})).body.msg).toBe('手机号码不能为空!');
    expect((await post(app, 'sendCode', { phone: '13800138001' })).status).toBe(200);
    const soon = await post(app, 'sendCode', { phone: '13800138001' });
    expect(soon.status).toBe(429);
    expect(soon.body.msg).toBe('发送过于频繁，请稍后再试');
    expect(sent).toHaveLength(1);
    expect(t.log.lines.some((l) => l.msg === '短信验证码')).toBe(false);
    // a minute later a new code replaces the old one
    await t.db.query(`update sms_codes set created_at = now() - interval '61 seconds'`);
    expect((await post(app, 'sendCode', { phone: '13800138001' })).status).toBe(200);
    expect(sent).toHaveLength(2);
    expect((await post(app, 'codeLogin', { phone: '13800138001', code: sent[0].code })).status).toBe(sent[0].code === sent[1].code ? 200 : 400);
    const ok = await post(app, 'codeLogin', { phone: '13800138001', code: sent[1].code });
    expect(ok.status).toBe(sent[0].code === sent[1].code ? 400 : 200);
  });

  it('sends at most 10 codes a day to one phone and 10 an hour from one address', async () => {
    const send = (phone: string, ip: string) => t.call('POST', `${C}/up-to-date/sendCode`, { json: { phone }, ip });
    for (let i = 0; i < 10; i++) {
      expect((await send('13800138003', `7.0.0.${i}`)).status).toBe(200);
      await t.db.query(`update sms_codes set created_at = created_at - interval '61 seconds'`);
    }
    expect((await send('13800138003', '7.0.1.1')).status).toBe(429);
    for (let i = 0; i < 10; i++) expect((await send(`1391234${String(5000 + i)}`, '7.0.2.2')).status).toBe(200);
    const eleventh = await send('13912349999', '7.0.2.2');
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.msg).toBe('发送过于频繁，请稍后再试');
  });

  it('allows 5 wrong tries, then the code is dead; expired codes are refused', async () => {
    const app = await withSender();
    const phone = '13800138002';
    await post(app, 'sendCode', { phone });
    const { code } = sent[0];
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await post(app, 'codeLogin', { phone, code: wrong })).body.msg).toBe('验证码错误或已过期');
    expect((await post(app, 'codeLogin', { phone, code })).body.msg).toBe('验证码错误或已过期');
    expect(await count(t, 'select 1 from auth_tokens')).toBe(0);

    await t.db.query(`update sms_codes set created_at = now() - interval '2 minutes'`);
    await post(app, 'sendCode', { phone });
    await t.db.query(`update sms_codes set expires_at = now() - interval '1 second' where used_at is null`);
    expect((await post(app, 'codeLogin', { phone, code: sent[1].code })).body.msg).toBe('验证码错误或已过期');
    expect((await post(app, 'codeLogin', { phone, code: "' or 1=1 --" })).status).toBe(400);
    expect((await post(app, 'codeLogin', { phone })).body.msg).toBe('请输入验证码');
    expect(await count(t, 'select 1 from auth_tokens')).toBe(0);
  });
});

describe('client address', () => {
  it('counts failures against the socket address', async () => {
    const t = await testApp();
    const { serve } = await import('@hono/node-server');
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', () => resolve()));
    try {
      const { port } = server.address() as { port: number };
      const res = await fetch(`http://127.0.0.1:${port}${LOGIN}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '1.2.3.4' },
        body: JSON.stringify({ username: 'admin01', password: 'wrong-password' }),
      });
      expect(res.status).toBe(400);
      const keys = (await t.db.query<{ key: string }>('select key from rate_counters order by key')).map((r) => r.key);
      expect(keys).toEqual(['login-acct:admin01', 'login-ip:127.0.0.1', 'login:admin01|127.0.0.1']);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
