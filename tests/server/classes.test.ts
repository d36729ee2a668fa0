import { beforeAll, describe, expect, it } from 'vitest';
import { seedDay, testApp } from './helpers.ts';

type App = Awaited<ReturnType<typeof testApp>>;
const V1 = '/v1/wangchuang/';
type Summary = {
  id: number;
  name: string;
  classType: string;
  institutionName: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  studentCount: number;
};

describe('loadClazzWhere', () => {
  let t: App;
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    t = await testApp();
    for (const u of ['admin01', 'province01', 'city01', 'area01', 'inst01', 'teacher01', 'city02', 'teacher02', 'zbb_student01']) tokens[u] = await t.login(u);
  });
  const list = async (user: string, prefix: string, qs = '') => {
    const res = await t.call('GET', `${V1}${prefix}/loadClazzWhere${qs}`, { token: tokens[user] });
    return { status: res.status, body: res.body, names: res.status === 200 ? (res.body.data as Summary[]).map((c) => c.name).sort() : [] };
  };

  // teacher01 teaches the four classes of part core; the class-life seed adds a class in every state around them
  const TEACHER01 = ['2026年第12期SYB创业培训班', '2026年第3期直播电商创业培训班', '2026年第5期电子商务创业培训班', '2026年第8期GYB创业意识培训班'].sort();
  const TIANHE = [
    ...TEACHER01,
    '2027年第1期SYB创业培训班',
    '2026年第16期GYB创业意识培训班',
    '2026年第14期SYB创业培训班',
    '2026年第6期电子商务创业培训班',
    '2026年第2期直播电商创业培训班',
    '2026年第9期SYB创业培训班',
  ].sort();
  const NANSHAN = ['2026年第2期SYB创业培训班（南山）', '2026年第7期直播电商创业培训班（南山）'];
  const WEST = '2026年第1期直播电商培训班（西湖）';
  const XIHU = [
    WEST,
    '2027年第1期电子商务培训班（西湖）',
    '2026年第3期SYB创业培训班（西湖）',
    '2026年第2期GYB创业意识培训班（西湖）',
    '2026年第4期电子商务培训班（西湖）',
    '2026年第1期GYB创业意识培训班（西湖）',
    '2026年第1期电子商务培训班（西湖）',
  ].sort();
  const TEACHER02 = [WEST, '2026年第4期电子商务培训班（西湖）', '2026年第1期GYB创业意识培训班（西湖）', '2026年第1期电子商务培训班（西湖）'].sort();

  it('answers each role the classes in its scope only', async () => {
    expect((await list('admin01', 'admin')).names).toEqual([...TIANHE, ...NANSHAN, ...XIHU].sort());
    expect((await list('province01', 'province')).names).toEqual([...TIANHE, ...NANSHAN].sort());
    expect((await list('city01', 'city')).names).toEqual(TIANHE);
    expect((await list('area01', 'area')).names).toEqual(TIANHE);
    expect((await list('inst01', 'institution')).names).toEqual(TIANHE);
    expect((await list('teacher01', 'teacher')).names).toEqual(TEACHER01);
    expect((await list('teacher01', 'teacher/train')).names).toEqual(TEACHER01);
    expect((await list('city02', 'city')).names).toEqual(XIHU);
    expect((await list('teacher02', 'teacher')).names).toEqual(TEACHER02);
  });

  it('answers ClassSummary rows with type, institution, dates and learner count', async () => {
    const { body } = await list('city01', 'city');
    expect(body.code).toBe(200);
    const zbb = (body.data as Summary[]).find((c) => c.classType === 'ZBB')!;
    expect(zbb).toEqual({
      id: expect.any(Number),
      name: '2026年第3期直播电商创业培训班',
      classType: 'ZBB',
      institutionName: '广州天河创业培训学校',
      status: 'in_progress',
      startDate: seedDay('2026-11-02'),
      endDate: seedDay('2026-12-20'),
      studentCount: 24,
    });
    // newest start first
    const starts = (body.data as Summary[]).map((c) => c.startDate!);
    expect(starts).toEqual([...starts].sort().reverse());
  });

  it('filters by name and class type, treating the name as plain text', async () => {
    const SYB = [
      '2026年第12期SYB创业培训班',
      '2027年第1期SYB创业培训班',
      '2026年第14期SYB创业培训班',
      '2026年第9期SYB创业培训班',
      NANSHAN[0],
      '2026年第3期SYB创业培训班（西湖）',
    ];
    expect((await list('admin01', 'admin', '?classType=SYB')).names).toEqual(SYB.sort());
    const LIVE = ['2026年第3期直播电商创业培训班', '2026年第2期直播电商创业培训班', NANSHAN[1], WEST];
    expect((await list('admin01', 'admin', `?name=${encodeURIComponent('直播')}`)).names).toEqual(LIVE.sort());
    expect((await list('admin01', 'admin', `?name=${encodeURIComponent('直播')}&classType=ZBB`)).names).toHaveLength(4);
    expect((await list('city01', 'city', `?name=${encodeURIComponent('西湖')}`)).names).toEqual([]);
    expect((await list('admin01', 'admin', '?name=%25')).names).toEqual([]);
    expect((await list('admin01', 'admin', '?name=_')).names).toEqual([]);
    expect((await list('admin01', 'admin', `?name=${encodeURIComponent("' or 1=1 --")}`)).names).toEqual([]);
    expect((await list('admin01', 'admin', '?classType=')).names).toHaveLength(TIANHE.length + NANSHAN.length + XIHU.length);
    const bad = await list('admin01', 'admin', '?classType=XYZ');
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('班级类型有误');
    expect((await list('admin01', 'admin', `?name=${'x'.repeat(51)}`)).status).toBe(400);
  });

  it("refuses another role's prefix with 403 and no token with 401", async () => {
    for (const [user, prefix] of [
      ['city01', 'admin'],
      ['admin01', 'city'],
      ['teacher01', 'institution'],
      ['inst01', 'teacher'],
      ['province01', 'area'],
      ['area01', 'province'],
      ['zbb_student01', 'teacher/train'],
      ['zbb_student01', 'admin'],
    ] as const) {
      const res = await list(user, prefix);
      expect(res.status, `${user} ${prefix}`).toBe(403);
      expect(res.body).toEqual({ code: 403, msg: '您的角色无权访问该接口', data: null });
    }
    const anon = await t.call('GET', `${V1}admin/loadClazzWhere`);
    expect(anon.status).toBe(401);
    expect(anon.body.code).toBe(401);
  });
});
