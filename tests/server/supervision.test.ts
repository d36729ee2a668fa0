import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PREFIX, testApp } from './helpers.ts';
import { snapshotPng } from '../../server/db/seed/supervision.ts';

type App = Awaited<ReturnType<typeof testApp>>;

/**
 * The supervision pages' calls (docs/back-office.md "Supervision"): scope of each for city01 against
 * city02, the learner's snapshot upload, the live figures against their rows, class supervision.
 * studentWork and liveStreamingData as resources are covered by tests/server/resourceSuite.ts.
 */

let t: App;
const as = async (u: string, method: string, path: string, json?: unknown) =>
  t.call(method, `/v1/wangchuang/${DEMO_PREFIX[u] ?? 'student'}/${path}`, { token: await t.token(u), json });
const one = async <T>(sql: string, params: unknown[] = []) => (await t.db.query<T>(sql, params))[0];

let thClass: number;
let xhClass: number;

beforeAll(async () => {
  t = await testApp();
  const cls = async (teacher: string) =>
    (
      await one<{ id: number }>(
        `select c.id from classes c join class_teachers ct on ct.class_id = c.id join users u on u.id = ct.teacher_id
          where u.username = $1 and c.class_type = 'ZBB' order by c.id limit 1`,
        [teacher],
      )
    ).id;
  thClass = await cls('teacher01');
  xhClass = await cls('teacher02');
}, 60_000);

/** A live class of the teacher's class, now running for `minutes` more (or held in the past). */
async function liveClass(classId: number, teacher: string, startMinAgo: number, lengthMin: number) {
  const { id: anchor } = await one<{ id: number }>('select id from users where username = $1', [teacher]);
  return (
    await one<{ id: number }>(
      `insert into live_sessions (anchor_id, class_id, title, stream_url, starts_at, ends_at)
       values ($1, $2, '督导测试直播', '', now() - make_interval(mins => $3), now() - make_interval(mins => $3) + make_interval(mins => $4)) returning id`,
      [anchor, classId, startMinAgo, lengthMin],
    )
  ).id;
}

describe('scope of every supervision call', () => {
  it('works and live figures: city01 sees Tianhe rows only, city02 Xihu only, another side detail is 404', async () => {
    const th = await liveClass(thClass, 'teacher01', 5, 60);
    const xh = await liveClass(xhClass, 'teacher02', 5, 60);
    for (const [u, mine, other] of [
      ['city01', th, xh],
      ['city02', xh, th],
    ] as const) {
      const live = await as(u, 'GET', 'liveStreamingData/list?pageSize=100');
      const ids = live.body.data.list.map((r: { id: number }) => r.id);
      expect(ids).toContain(mine);
      expect(ids).not.toContain(other);
      expect((await as(u, 'GET', `liveStreamingData/detail/${other}`)).status).toBe(404);

      const works = (await as(u, 'GET', 'studentWork/list?pageSize=100')).body.data;
      expect(works.total).toBeGreaterThan(0);
      const theirs = await one<{ id: number }>(
        `select w.id from student_works w join classes c on c.id = w.class_id where c.city_id <> (select city_id from users where username = $1) limit 1`,
        [u],
      );
      expect(works.list.map((r: { id: number }) => r.id)).not.toContain(theirs.id);
      expect((await as(u, 'POST', `studentWork/action/score/${theirs.id}`, { input: { score: 90 } })).status).toBe(403);
    }
  });

  it('the wall and the tour: cameras and running sessions of the caller’s classes only', async () => {
    const running = await liveClass(thClass, 'teacher01', 1, 30);
    const ended = await liveClass(thClass, 'teacher01', 90, 30);
    const cam = await one<{ id: number }>(
      `insert into class_cameras (class_id, name, stream_url) values ($1, '教室前门', '/media/live-demo.mp4') returning id`,
      [thClass],
    );
    const w1 = (await as('city01', 'GET', 'supervision/wall?pageSize=100')).body.data;
    expect(w1.cameras.find((k: { id: number }) => k.id === cam.id)).toMatchObject({ play: 'video' });
    expect(w1.lives.map((l: { id: number }) => l.id)).toContain(running);
    expect(w1.lives.map((l: { id: number }) => l.id)).not.toContain(ended);
    const w2 = (await as('city02', 'GET', 'supervision/wall?pageSize=100')).body.data;
    expect(w2.cameras.map((k: { id: number }) => k.id)).not.toContain(cam.id);
    expect(w2.lives.map((l: { id: number }) => l.id)).not.toContain(running);
    const tour = (await as('city02', 'GET', 'supervision/lives')).body.data;
    expect(tour.list.map((l: { id: number }) => l.id)).not.toContain(running);
    expect((await as('teacher01', 'GET', 'supervision/lives')).body.data.list.map((l: { id: number }) => l.id)).toContain(running);
  });

  it('invigilation: the seeded past attempt, its snapshots and flag belong to Tianhe', async () => {
    const ended = (await as('city01', 'GET', 'supervision/invigilation?state=ended')).body.data;
    const tile = ended.list.find((x: { snapshots: number }) => x.snapshots > 0);
    expect(tile.latestSnapshotId).toBeGreaterThan(0);
    const img = await t.call('GET', `/v1/wangchuang/city/supervision/snapshot/${tile.latestSnapshotId}`, { token: await t.token('city01') });
    expect(img.headers.get('content-type')).toBe('image/png');
    expect((await as('city02', 'GET', `supervision/snapshot/${tile.latestSnapshotId}`)).status).toBe(404);
    expect((await as('city02', 'GET', `supervision/invigilation/${tile.attemptId}/snapshots`)).status).toBe(404);
    expect((await as('city02', 'POST', `supervision/invigilation/${tile.attemptId}/flag`, { reason: '测试' })).status).toBe(404);
    expect((await as('city02', 'GET', 'supervision/invigilation?state=ended')).body.data.list.map((x: { attemptId: number }) => x.attemptId)).not.toContain(
      tile.attemptId,
    );
    expect((await as('city01', 'POST', `supervision/invigilation/${tile.attemptId}/flag`, { reason: '' })).body.msg).toBe('请填写标记原因');
    expect((await as('city01', 'POST', `supervision/invigilation/${tile.attemptId}/flag`, { reason: '画面中出现他人' })).status).toBe(200);
    const flagged = (await as('city01', 'GET', 'supervision/invigilation?state=ended&flagged=true')).body.data.list;
    expect(flagged.find((x: { attemptId: number }) => x.attemptId === tile.attemptId).flag.reason).toBe('画面中出现他人');
  });

  it('class supervision lists the classes in scope, with a breach for a class below its minimum attendance', async () => {
    const { name } = await one<{ name: string }>('select name from classes where id = $1', [thClass]);
    await t.db.query(
      `insert into attendance_sessions (class_id, title, starts_at, ends_at) values ($1, '督导测试签到', now() - interval '3 hours', now() - interval '2 hours')`,
      [thClass],
    );
    const page = (await as('city01', 'GET', `supervision/classes?name=${encodeURIComponent(name)}`)).body.data;
    const row = page.list.find((c: { classId: number }) => c.classId === thClass);
    expect(row.facts.attendance).toBe(true);
    expect(row.breaches.some((b: { kind: string }) => b.kind === 'attendance')).toBe(true);
    const other = (await as('city02', 'GET', `supervision/classes?name=${encodeURIComponent(name)}`)).body.data;
    expect(other.list.map((c: { classId: number }) => c.classId)).not.toContain(thClass);
    expect((await as('city01', 'GET', 'supervision/classes?classType=XX')).status).toBe(400);
  });
});

describe('snapshot upload', () => {
  it('only for the caller’s own open attempt of an invigilated publication', async () => {
    const pub = await one<{ paperId: number }>(
      `select pc.paper_id as "paperId" from paper_classes pc join papers p on p.id = pc.paper_id where p.title = '天河直播电商单元测验' and pc.class_id = $1`,
      [thClass],
    );
    const started = await t.call('POST', `/v1/wangchuang/student/train/papers/${pub.paperId}/start`, { token: await t.token('zbb_student01') });
    const attemptId = started.body.data.attemptId as number;
    const send = async (u: string, bytes: Uint8Array, id = attemptId) => {
      const form = new FormData();
      form.append('image', new Blob([new Uint8Array(bytes)]), 'shot.png');
      return t.call('POST', `/v1/wangchuang/student/invigilation/${id}/snapshot`, { token: await t.token(u), body: form });
    };
    const png = snapshotPng(1);
    expect((await send('zbb_student01', png)).body.msg).toBe('本场考试未开启远程监考');
    await t.db.query('update paper_classes set invigilated = true where paper_id = $1 and class_id = $2', [pub.paperId, thClass]);
    expect((await as('zbb_student01', 'GET', `invigilation/${attemptId}`)).body.data).toMatchObject({ invigilated: true, open: true, taken: 0 });
    expect((await send('zbb_student02', png)).status).toBe(404);
    expect((await send('zbb_student01', new TextEncoder().encode('not an image'))).status).toBe(400);
    const ok = await send('zbb_student01', png);
    expect(ok.status).toBe(200);
    expect(ok.body.data.taken).toBe(1);
    const grid = (await as('teacher01', 'GET', 'supervision/invigilation?state=running')).body.data.list;
    expect(grid.find((x: { attemptId: number }) => x.attemptId === attemptId)).toMatchObject({ snapshots: 1, latestSnapshotId: ok.body.data.id });
    expect((await as('teacher02', 'GET', 'supervision/invigilation?state=running')).body.data.list).toHaveLength(0);
    await t.call('POST', `/v1/wangchuang/student/train/attempts/${attemptId}/submit`, { token: await t.token('zbb_student01') });
    expect((await send('zbb_student01', png)).body.msg).toBe('考试已结束，不能再上传抓拍');
    expect((await as('teacher01', 'GET', `supervision/invigilation?state=running`)).status).toBe(200);
    expect((await t.call('GET', `/v1/wangchuang/student/invigilation/${attemptId}`, { token: await t.token('teacher01') })).status).toBe(403);
  });
});

describe('live figures', () => {
  it('peak and average viewers, orders and sales equal their rows', async () => {
    const id = await liveClass(thClass, 'teacher01', 70, 60);
    // viewers: A 0–30 min, B 10–40, C 35–53 → at most 2 at once; 78 watched minutes over 60
    for (const [key, from, to] of [
      ['a', 0, 30],
      ['b', 10, 40],
      ['c', 35, 53],
    ] as const)
      await t.db.query(
        `insert into live_watch (session_id, viewer_key, joined_at, last_seen, left_at)
         select id, $2, starts_at + make_interval(mins => $3), starts_at + make_interval(mins => $4), starts_at + make_interval(mins => $4) from live_sessions where id = $1`,
        [id, key, from, to],
      );
    const shop = await one<{ id: number }>(`select s.id from shops s join users u on u.id = s.owner_id where u.username = 'zbb_student01'`);
    await t.db.query(`update orders set live_session_id = $1 where id in (select id from orders where shop_id = $2 order by id limit 4)`, [id, shop.id]);
    const want = await one<{ orders: number; sales: number }>(
      `select count(*) filter (where status <> 'cancelled')::int as orders, coalesce(sum(pay_fen - refunded_fen) filter (where paid_at is not null), 0)::int as sales
         from orders where live_session_id = $1`,
      [id],
    );
    const row = (await as('teacher01', 'GET', `liveStreamingData/detail/${id}`)).body.data;
    expect(row).toMatchObject({ peakViewers: 2, avgViewers: '1.3', durationMin: 60, orders: want.orders, salesFen: want.sales, classId: thClass });
    expect(want.orders).toBeGreaterThan(0);
  });

  it('a viewer joining and leaving the room is kept in the history', async () => {
    const id = await liveClass(thClass, 'teacher01', 1, 30);
    await t.db.query(`insert into live_viewers (session_id, viewer_key) values ($1, 'k1'), ($1, 'k2')`, [id]);
    await t.db.query(`delete from live_viewers where session_id = $1 and viewer_key = 'k1'`, [id]);
    const rows = await t.db.query<{ viewer_key: string; left: boolean }>(
      'select viewer_key, left_at is not null as left from live_watch where session_id = $1 order by viewer_key',
      [id],
    );
    expect(rows).toEqual([
      { viewer_key: 'k1', left: true },
      { viewer_key: 'k2', left: false },
    ]);
    expect((await as('teacher01', 'GET', `liveStreamingData/detail/${id}`)).body.data.peakViewers).toBe(2);
  });
});
