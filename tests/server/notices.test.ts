import { beforeEach, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { newToken, sha256 } from '../../server/services/passwords.ts';
import { sanitizeHtml } from '../../server/services/sanitize.ts';

type App = Awaited<ReturnType<typeof testApp>>;
let t: App;

/** A token for a demo account written straight into auth_tokens (independent of the login route). */
async function tokenFor(username: string): Promise<string> {
  const token = newToken();
  const user = await t.db.one<{ id: number }>('select id from users where username = $1', [username]);
  if (!user) throw new Error(`no user ${username}`);
  await t.db.query(`insert into auth_tokens (token_hash, user_id, expires_at) values ($1, $2, now() + interval '1 day')`, [sha256(token), user.id]);
  return token;
}
const regionId = async (name: string) => (await t.db.one<{ id: number }>('select id from regions where name = $1', [name]))!.id;

const STUDENT = '/v1/wangchuang/student/';
const TEACHER = '/v1/wangchuang/teacher/';
const CITY = '/v1/wangchuang/city/train/';

const fresh = () =>
  beforeEach(async () => {
    t = await testApp();
  });

describe('reading notices', () => {
  fresh();
  // These read the seven system notices of the seed; the announcements seeded for the back-office pages are left out.
  beforeEach(async () => {
    await t.db.query('delete from sys_messages where author_id is not null');
  });
  it('answers the unread count under each role prefix of spec §7', async () => {
    const student = await tokenFor('zbb_student01');
    const teacher = await tokenFor('teacher01');
    const city = await tokenFor('city01');
    for (const [p, token] of [
      [STUDENT, student],
      [TEACHER, teacher],
      [CITY, city],
    ] as const) {
      const res = await t.call('GET', `${p}loadSysMsg/num`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toBe(7);
    }
    // another role's prefix is refused
    expect((await t.call('GET', `${TEACHER}loadSysMsg/num`, { token: student })).status).toBe(403);
    expect((await t.call('GET', `${STUDENT}loadSysMsg/num`)).status).toBe(401);
  });

  it('lists pinned first then newest, five a page, until isLastPage', async () => {
    const token = await tokenFor('dsb_student01');
    const p1 = await t.call('GET', `${STUDENT}loadSendSysMsg?pageSize=5&pageNum=1`, { token });
    expect(p1.status).toBe(200);
    expect(p1.body.data.list).toHaveLength(5);
    expect(p1.body.data.isLastPage).toBe(false);
    const first = p1.body.data.list[0];
    expect(first.flagTop).toBe(1);
    expect(first.title).toContain('补贴申领');
    expect(first.readStatus).toBe(0);
    expect(first.pushTimeStr).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(typeof first.pushTime).toBe('number');
    expect(JSON.parse(first.annexs)[0].fileName).toBe('补贴申领材料清单.pdf');
    const times = p1.body.data.list.slice(1).map((m: { pushTime: number }) => m.pushTime);
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const p2 = await t.call('GET', `${STUDENT}loadSendSysMsg?pageSize=5&pageNum=2`, { token });
    expect(p2.body.data.list).toHaveLength(2);
    expect(p2.body.data.isLastPage).toBe(true);
  });

  it('formats pushTimeStr in Asia/Shanghai', async () => {
    const token = await tokenFor('zbb_student01');
    await t.db.query(`update sys_messages set push_time = '2026-01-31T17:05:00Z' where title like '新学员%'`);
    const res = await t.call('GET', `${STUDENT}loadSendSysMsg?pageSize=10&pageNum=1`, { token });
    const item = res.body.data.list.find((m: { title: string }) => m.title.startsWith('新学员'));
    expect(item.pushTimeStr).toBe('2026-02-01 01:05');
    expect(item.pushTime).toBe(Date.UTC(2026, 0, 31, 17, 5));
  });

  it('keeps unread state per user: reading marks it for the reader only', async () => {
    const a = await tokenFor('zbb_student01');
    const b = await tokenFor('dsb_student01');
    const list = await t.call('GET', `${STUDENT}loadSendSysMsg?pageSize=5&pageNum=1`, { token: a });
    const id = list.body.data.list[1].msgId;
    const detail = await t.call('GET', `${STUDENT}lookSysMsg/Details/${id}`, { token: a });
    expect(detail.status).toBe(200);
    expect(Object.keys(detail.body.data).sort()).toEqual(['annexs', 'content', 'msgId', 'pushTimeStr', 'title']);
    expect((await t.call('GET', `${STUDENT}loadSysMsg/num`, { token: a })).body.data).toBe(6);
    expect((await t.call('GET', `${STUDENT}loadSysMsg/num`, { token: b })).body.data).toBe(7);
    const again = await t.call('GET', `${STUDENT}loadSendSysMsg?pageSize=5&pageNum=1`, { token: a });
    expect(again.body.data.list[1].readStatus).toBe(1);
  });

  it('readSysMsg is idempotent (the offline queue may resend)', async () => {
    const token = await tokenFor('teacher01');
    const list = await t.call('GET', `${TEACHER}loadSendSysMsg?pageSize=5&pageNum=1`, { token });
    const id = list.body.data.list[0].msgId;
    const r1 = await t.call('POST', `${TEACHER}readSysMsg/${id}`, { token });
    const r2 = await t.call('POST', `${TEACHER}readSysMsg/${id}`, { token });
    expect(r1.status).toBe(200);
    expect(r1.body.data.unread).toBe(6);
    expect(r2.body.data.unread).toBe(6);
    const n = await t.db.one<{ n: number }>('select count(*)::int as n from sys_message_reads where msg_id = $1', [id]);
    expect(n!.n).toBe(1);
  });

  it('rejects bad input with 400 and unknown messages with 404', async () => {
    const token = await tokenFor('zbb_student01');
    for (const q of ['pageSize=0&pageNum=1', 'pageSize=5&pageNum=abc', 'pageSize=1000&pageNum=1', 'pageSize=5&pageNum=-1']) {
      const res = await t.call('GET', `${STUDENT}loadSendSysMsg?${q}`, { token });
      expect(res.status, q).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    expect((await t.call('GET', `${STUDENT}lookSysMsg/Details/abc`, { token })).status).toBe(400);
    expect((await t.call('GET', `${STUDENT}lookSysMsg/Details/99999`, { token })).status).toBe(404);
    expect((await t.call('POST', `${STUDENT}readSysMsg/99999`, { token })).status).toBe(404);
  });
});

describe('announcements (a resource of the layer: /{role}/announcement/…)', () => {
  fresh();
  const annPath = (prefix: string) => `/v1/wangchuang/${prefix}/announcement/`;
  const messages = async () => (await t.db.one<{ n: number }>('select count(*)::int as n from sys_messages'))!.n;
  /** A file the caller uploaded: attachments must be the caller's own uploads. */
  async function upload(token: string, name: string) {
    const form = new FormData();
    form.append('file', new Blob([Buffer.from('%PDF-1.4\n%测试\n')], { type: 'application/pdf' }), name);
    const res = await t.call('POST', '/v1/wangchuang/upload/temporary/file', { token, body: form });
    expect(res.status).toBe(200);
    return res.body.data as { url: string; fileName: string };
  }

  it('a city admin may target its city or a county in it, never another region or the country', async () => {
    const city = await tokenFor('city01');
    const before = await messages();
    const base = { title: '广州市通知', content: '<p>内容</p>' };
    for (const name of ['广州市', '天河区']) {
      const res = await t.call('POST', `${annPath('city')}create`, { token: city, json: { ...base, targetRegionId: await regionId(name) } });
      expect(res.status, name).toBe(200);
    }
    for (const other of ['杭州市', '深圳市', '南山区', '广东省']) {
      const res = await t.call('POST', `${annPath('city')}create`, { token: city, json: { ...base, targetRegionId: await regionId(other) } });
      expect(res.status, other).toBe(400);
      expect(res.body.msg).toBe('所选接收地区不在管辖范围内');
    }
    const country = await t.call('POST', `${annPath('city')}create`, { token: city, json: { ...base, targetRegionId: null } });
    expect(country.status).toBe(400);
    expect((await t.call('POST', `${annPath('city')}create`, { token: city, json: { ...base, targetRegionId: 99999 } })).status).toBe(400);
    expect(await messages()).toBe(before + 2);
  });

  it('delivers a published message only to readers of the target region and roles', async () => {
    const city = await tokenFor('city01');
    const gzStudent = await tokenFor('zbb_student01');
    const hzStudent = await tokenFor('zbb_student02');
    const gzTeacher = await tokenFor('teacher01');
    const unread = async (prefix: string, token: string) => (await t.call('GET', `${prefix}loadSysMsg/num`, { token })).body.data as number;
    const before = [await unread(STUDENT, gzStudent), await unread(STUDENT, hzStudent), await unread(TEACHER, gzTeacher)];
    const res = await t.call('POST', `${annPath('city')}create`, {
      token: city,
      json: { title: '仅广州学员', content: '<p>x</p>', targetRoles: [6], targetRegionId: await regionId('广州市') },
    });
    expect(res.status).toBe(200);
    const id = res.body.data.id;
    expect(res.body.data.status).toBe('draft');
    expect((await t.call('POST', `${annPath('city')}action/publish/${id}`, { token: city })).body.data.status).toBe('published');
    expect([await unread(STUDENT, gzStudent), await unread(STUDENT, hzStudent), await unread(TEACHER, gzTeacher)]).toEqual([
      before[0] + 1,
      before[1],
      before[2],
    ]);
    expect((await t.call('GET', `${STUDENT}lookSysMsg/Details/${id}`, { token: hzStudent })).status).toBe(404);
    expect((await t.call('GET', `${STUDENT}lookSysMsg/Details/${id}`, { token: gzStudent })).status).toBe(200);
  });

  it('drafts and withdrawn messages are not delivered; publish, pin, withdraw, delete work', async () => {
    const area = await tokenFor('area01');
    const draft = await t.call('POST', `${annPath('area')}create`, {
      token: area,
      json: { title: '天河区草稿', content: '<p>x</p>', targetRegionId: await regionId('天河区') },
    });
    expect(draft.status).toBe(200);
    expect(draft.body.data.status).toBe('draft');
    const id = draft.body.data.id;
    const student = await tokenFor('syb_student01');
    const unread = async () => (await t.call('GET', `${STUDENT}loadSysMsg/num`, { token: student })).body.data as number;
    const before = await unread();
    expect((await t.call('POST', `${annPath('area')}action/publish/${id}`, { token: area })).body.data.status).toBe('published');
    expect(await unread()).toBe(before + 1);
    // publishing twice is refused: the action applies to drafts and withdrawn messages only
    expect((await t.call('POST', `${annPath('area')}action/publish/${id}`, { token: area })).status).toBe(400);
    expect((await t.call('POST', `${annPath('area')}action/pin/${id}`, { token: area })).body.data.flagTop).toBe(true);
    const list = await t.call('GET', `${STUDENT}loadSendSysMsg?pageSize=5&pageNum=1`, { token: student });
    expect(list.body.data.list.slice(0, 2).every((m: { flagTop: number }) => m.flagTop === 1)).toBe(true);
    expect((await t.call('POST', `${annPath('area')}action/withdraw/${id}`, { token: area })).body.data.status).toBe('withdrawn');
    expect(await unread()).toBe(before);
    expect((await t.call('POST', `${annPath('area')}delete/${id}`, { token: area })).status).toBe(200);
    expect((await t.call('GET', `${annPath('area')}detail/${id}`, { token: area })).status).toBe(404);
  });

  it("a writer sees and changes only their own messages (another's is 404); the national admin all", async () => {
    const city = await tokenFor('city01');
    const city2 = await tokenFor('city02');
    const admin = await tokenFor('admin01');
    const own = await t.call('POST', `${annPath('city')}create`, {
      token: city,
      json: { title: '甲', content: '<p>x</p>', targetRegionId: await regionId('广州市') },
    });
    const id = own.body.data.id;
    for (const path of [`action/publish/${id}`, `action/withdraw/${id}`, `delete/${id}`]) {
      expect((await t.call('POST', `${annPath('city')}${path}`, { token: city2 })).status, path).toBe(404);
    }
    expect((await t.call('GET', `${annPath('city')}detail/${id}`, { token: city2 })).status).toBe(404);
    const edit = await t.call('POST', `${annPath('city')}update/${id}`, {
      token: city2,
      json: { title: '改', content: '<p>y</p>', targetRegionId: await regionId('杭州市') },
    });
    expect(edit.status).toBe(404);
    const list2 = await t.call('GET', `${annPath('city')}list?pageSize=100`, { token: city2 });
    expect(list2.body.data.list.map((m: { id: number }) => m.id)).not.toContain(id);
    const list1 = await t.call('GET', `${annPath('city')}list?pageSize=100`, { token: city });
    expect(list1.body.data.list.map((m: { id: number }) => m.id)).toContain(id);
    const all = await t.call('GET', `${annPath('admin')}list?pageSize=100`, { token: admin });
    expect(all.body.data.total).toBe(await messages());
    expect((await t.call('POST', `${annPath('admin')}delete/${id}`, { token: admin })).status).toBe(200);
    // a seeded (system) message belongs to nobody but the admin
    const seeded = all.body.data.list.find((m: { authorName: string }) => m.authorName === '系统').id;
    expect((await t.call('POST', `${annPath('city')}action/withdraw/${seeded}`, { token: city })).status).toBe(404);
  });

  it('the jurisdiction lists the regions a writer may target; roles above the writer cannot be addressed', async () => {
    const teacher = await tokenFor('teacher01');
    const regions = async (token: string) =>
      (await t.call('GET', '/v1/wangchuang/admin/common/jurisdiction', { token })).body.data.map((r: { name: string }) => r.name).sort();
    expect(await regions(teacher)).toEqual(['天河区']);
    expect(await regions(await tokenFor('city01'))).toEqual(['天河区', '广州市', '白云区'].sort());
    const inst = await tokenFor('inst01');
    const res = await t.call('POST', `${annPath('institution')}create`, {
      token: inst,
      json: { title: 'x', content: '<p>x</p>', targetRegionId: await regionId('广州市') },
    });
    expect(res.status).toBe(400);
    const up = await t.call('POST', `${annPath('teacher')}create`, {
      token: teacher,
      json: { title: 'x', content: '<p>x</p>', targetRoles: [3], targetRegionId: await regionId('天河区') },
    });
    expect(up.status).toBe(403);
    // learners cannot write at all
    const student = await tokenFor('zbb_student01');
    expect((await t.call('POST', `${annPath('city')}create`, { token: student, json: { title: 'x', content: 'x' } })).status).toBe(403);
  });

  it('rejects bad input with a Chinese 400 and writes nothing', async () => {
    const admin = await tokenFor('admin01');
    const before = await messages();
    const bad: unknown[] = [
      { content: '<p>x</p>' },
      { title: '   ', content: '<p>x</p>' },
      { title: 'x'.repeat(101), content: '<p>x</p>' },
      { title: 'x', content: '<script>alert(1)</script>' },
      { title: 'x', content: '<p>x</p>', annexs: [{ fileName: 'a', url: 'javascript:alert(1)' }] },
      { title: 'x', content: '<p>x</p>', annexs: [{ fileName: 'a', url: '/uploads/not-mine.pdf' }] },
      { title: 'x', content: '<p>x</p>', annexs: 'nope' },
      { title: 'x', content: '<p>x</p>', targetRoles: [7] },
      { title: 'x', content: '<p>x</p>', targetRegionId: 'abc' },
      { title: 'x', content: '<p>x</p>', flagTop: 'yes' },
    ];
    for (const json of bad) {
      const res = await t.call('POST', `${annPath('admin')}create`, { token: admin, json });
      expect(res.status, JSON.stringify(json)).toBe(400);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    const notJson = await t.call('POST', `${annPath('admin')}create`, { token: admin, body: '{oops', headers: { 'content-type': 'application/json' } });
    expect(notJson.status).toBe(400);
    expect((await t.call('GET', `${annPath('admin')}list?status=bogus`, { token: admin })).status).toBe(400);
    expect(await messages()).toBe(before);
  });

  it('sanitises content on the server and keeps the writer’s own attachments', async () => {
    const admin = await tokenFor('admin01');
    const file = await upload(admin, '报名表.pdf');
    const res = await t.call('POST', `${annPath('admin')}create`, {
      token: admin,
      json: {
        title: '带附件',
        content:
          '<p onclick="steal()">正文<script>alert(1)</script><img src=x onerror=alert(1)><a href="javascript:alert(1)">链接</a></p><style>p{}</style><iframe src="//evil"></iframe>',
        annexs: [{ fileName: '报名表.pdf', url: file.url }],
      },
    });
    expect(res.status).toBe(200);
    const stored = await t.db.one<{ content: string; annexs: string }>('select content, annexs from sys_messages where id = $1', [res.body.data.id]);
    expect(stored!.content).toBe('<p>正文<img src="x"><a>链接</a></p>');
    expect(JSON.parse(stored!.annexs)).toEqual([{ fileName: '报名表.pdf', url: file.url }]);
    expect(res.body.data.annexs).toEqual([{ fileName: '报名表.pdf', url: file.url }]);
    // another admin's upload is not theirs to attach
    const city = await tokenFor('city01');
    const other = await t.call('POST', `${annPath('city')}create`, {
      token: city,
      json: { title: 'x', content: '<p>x</p>', targetRegionId: await regionId('广州市'), annexs: [{ fileName: 'a.pdf', url: file.url }] },
    });
    expect(other.status).toBe(400);
  });
});

describe('sanitizeHtml', () => {
  const cases: [string, string][] = [
    ['<b>粗</b> & <i>斜</i>', '<b>粗</b> & <i>斜</i>'],
    ['<SCRIPT>x</SCRIPT>ok', 'ok'],
    ['<p style="color: red; background-image: url(x)">t</p>', '<p>t</p>'],
    ['<p style="color: red; position: fixed">t</p>', '<p style="color: red">t</p>'],
    ['<a href="https://example.com" target="_blank" onmouseover="x()">l</a>', '<a href="https://example.com" target="_blank" rel="noopener noreferrer">l</a>'],
    ['<a href="jav&#x61;script:alert(1)">l</a>', '<a>l</a>'],
    ['<a href=" javascript:alert(1)">l</a>', '<a>l</a>'],
    ['<img src="data:image/svg+xml;base64,PHN2Zz4=">', '<img>'],
    ['<div><p>未闭合', '<div><p>未闭合</p></div>'],
    ['</p>多余的结束标签', '多余的结束标签'],
    ['<svg><script>alert(1)</script></svg>后', '后'],
    ['<!-- 注释 -->文<x-foo>字</x-foo>', '文字'],
    ['1 < 2 > 0', '1 &lt; 2 &gt; 0'],
    ['<iframe src="x">', ''],
    ['<p title="a&quot; onclick=&quot;x">t</p>', '<p title="a&quot; onclick=&quot;x">t</p>'],
  ];
  it.each(cases)('%s', (input, expected) => {
    expect(sanitizeHtml(input)).toBe(expected);
  });
});

describe('web app manifest', () => {
  fresh();
  it('answers the brand of the host with install fields', async () => {
    const res = await t.app.request('/manifest.webmanifest', { headers: { host: 'localhost:8080' } });
    expect(res.headers.get('content-type')).toContain('application/manifest+json');
    const m = await res.json();
    expect(m.name).toBe('创业培训管理平台');
    expect(m.display).toBe('standalone');
    expect(m.lang).toBe('zh-CN');
    expect(m.icons.map((i: { sizes: string; purpose: string }) => `${i.sizes} ${i.purpose}`)).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    expect(m.shortcuts.map((s: { name: string }) => s.name)).toEqual(['通知公告', '购物车', '学习任务']);
    const other = await (await t.app.request('/manifest.webmanifest', { headers: { host: 'wlh.localhost:8080' } })).json();
    expect(other.name).not.toBe(m.name);
    expect(other.icons[0].src).toContain('-wlh');
  });
});

describe('notices to classes, and the writer’s read list', () => {
  fresh();
  const W = '/v1/wangchuang/teacher/';
  /** teacher01's first class and a class they do not teach, each with its learners. */
  async function classes() {
    const mine = (await t.db.one<{ id: number }>(
      `select ct.class_id as id from class_teachers ct join users u on u.id = ct.teacher_id
        where u.username = 'teacher01' and exists (select 1 from users l where l.class_id = ct.class_id and l.role = 6) order by ct.class_id limit 1`,
    ))!.id;
    const other = (await t.db.one<{ id: number }>(
      `select c.id from classes c where not exists (select 1 from class_teachers ct join users u on u.id = ct.teacher_id where ct.class_id = c.id and u.username = 'teacher01')
          and exists (select 1 from users l where l.class_id = c.id and l.role = 6) order by c.id limit 1`,
    ))!.id;
    const learners = async (id: number) =>
      (await t.db.query<{ username: string }>(`select username from users where class_id = $1 and role = 6 order by id`, [id])).map((u) => u.username);
    return { mine, other, inMine: await learners(mine), inOther: await learners(other) };
  }
  const titles = async (prefix: string, token: string) =>
    ((await t.call('GET', `${prefix}loadSendSysMsg?pageSize=50&pageNum=1`, { token })).body.data.list as { title: string }[]).map((m) => m.title);

  it('a teacher’s notice to their class reaches that class’s learners and the teacher, no one else; another teacher’s class is 404', async () => {
    const c = await classes();
    const teacher = await tokenFor('teacher01');
    const refused = await t.call('POST', `${W}announcement/create`, {
      token: teacher,
      json: { title: '别班通知', content: '<p>x</p>', targetKind: 'classes', targetClassIds: [c.other] },
    });
    expect([refused.status, refused.body.msg]).toEqual([404, '所选接收班级不存在']);
    expect(
      (
        await t.call('POST', `${W}announcement/create`, {
          token: teacher,
          json: { title: '空', content: '<p>x</p>', targetKind: 'classes', targetClassIds: [] },
        })
      ).body.msg,
    ).toBe('请选择接收班级');
    const made = await t.call('POST', `${W}announcement/create`, {
      token: teacher,
      json: { title: '明天上午九点实训课', content: '<p>请带好电脑</p>', targetKind: 'classes', targetClassIds: [c.mine], targetRoles: [5, 6] },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    expect(made.body.data).toMatchObject({ targetKind: 'classes', targetClassIds: [c.mine], targetRoles: [], targetRegionId: null });
    expect((await t.call('POST', `${W}announcement/action/publish/${made.body.data.id}`, { token: teacher, json: {} })).status).toBe(200);

    expect(await titles(STUDENT, await tokenFor(c.inMine[0]!))).toContain('明天上午九点实训课');
    expect(await titles(STUDENT, await tokenFor(c.inOther[0]!))).not.toContain('明天上午九点实训课');
    expect(await titles(TEACHER, teacher)).toContain('明天上午九点实训课');
    // nobody else of the district: another teacher, the county
    expect(await titles(TEACHER, await tokenFor('teacher02'))).not.toContain('明天上午九点实训课');
    expect(await titles('/v1/wangchuang/area/train/', await tokenFor('area01'))).not.toContain('明天上午九点实训课');
    // a learner of another class cannot open it by its id either
    expect((await t.call('GET', `${STUDENT}lookSysMsg/Details/${made.body.data.id}`, { token: await tokenFor(c.inOther[0]!) })).status).toBe(404);
  });

  it('the writer sees who read it and when, who has not, with counts taken from the same rows; others get 404', async () => {
    const c = await classes();
    const teacher = await tokenFor('teacher01');
    const made = await t.call('POST', `${W}announcement/create`, {
      token: teacher,
      json: { title: '作业提交提醒', content: '<p>周五前提交</p>', targetKind: 'classes', targetClassIds: [c.mine] },
    });
    const id = made.body.data.id as number;
    await t.call('POST', `${W}announcement/action/publish/${id}`, { token: teacher, json: {} });
    const readers = (filter = 'all', token = teacher) => t.call('GET', `${W}announcement/readers/${id}?read=${filter}&pageSize=100`, { token });

    const before = (await readers()).body.data;
    expect(before).toMatchObject({ readCount: 0, unreadCount: c.inMine.length, total: c.inMine.length });
    // the teacher opening their own notice is not a reader
    await t.call('GET', `${TEACHER}lookSysMsg/Details/${id}`, { token: teacher });
    const reader = c.inMine[0]!;
    await t.call('GET', `${STUDENT}lookSysMsg/Details/${id}`, { token: await tokenFor(reader) });

    const all = (await readers()).body.data;
    expect(all.readCount).toBe(1);
    expect(all.unreadCount).toBe(c.inMine.length - 1);
    expect(all.list.filter((r: { readAt: string | null }) => r.readAt).length).toBe(all.readCount);
    expect(all.list.filter((r: { readAt: string | null }) => !r.readAt).length).toBe(all.unreadCount);
    const [me] = await t.db.query<{ real_name: string }>('select real_name from users where username = $1', [reader]);
    const read = (await readers('read')).body.data;
    expect(read.list).toEqual([{ userId: expect.any(Number), name: me!.real_name, className: expect.any(String), readAt: expect.any(String) }]);
    expect(Date.now() - Date.parse(read.list[0].readAt)).toBeLessThan(60_000);
    expect((await readers('unread')).body.data.total).toBe(c.inMine.length - 1);
    expect((await t.call('GET', `${W}announcement/detail/${id}`, { token: teacher })).body.data.readCount).toBe(1);

    expect((await readers('all', await tokenFor('teacher02'))).status).toBe(404);
    expect((await readers('all', await tokenFor(reader))).status).toBe(403);
  });
});
