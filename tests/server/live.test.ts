import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { liveMediaConfig, mediaOrigins } from '../../server/config.ts';
import { htmlCsp } from '../../server/http/security.ts';
import { mediaInfo } from '../../server/services/liveMedia.ts';
import { sseEvents as events } from './sse.ts';

let t: Awaited<ReturnType<typeof testApp>>;
const V = '/v1/wangchuang';
let teacher: string;
/** A learner of the class the live class is for: its viewer. */
let learnerToken: string;
let classId: number;
let sessionId: number;

const webm = (n: number): Uint8Array<ArrayBuffer> => {
  const b = new Uint8Array(n);
  b.set([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84]);
  b.set(new TextEncoder().encode('webm'), 8);
  return b;
};

beforeAll(async () => {
  t = await testApp();
  teacher = await t.login('teacher01');
  const [c] = await t.db.query<{ id: number }>(
    `select ct.class_id as id from class_teachers ct join users u on u.id = ct.teacher_id where u.username = 'teacher01' order by ct.class_id limit 1`,
  );
  classId = c!.id;
  const [learner] = await t.db.query<{ username: string }>(`select username from users where class_id = $1 and role = 6 order by id limit 1`, [classId]);
  learnerToken = await t.login(learner!.username);
});

describe('live classes: who may start one', () => {
  it('only a teacher of the class; out of scope is 404, another role 403', async () => {
    const input = { classId, title: '第3课 直播选品', startsAt: 'now', durationMin: 90 };
    expect((await t.call('POST', `${V}/live/classes/create`, { token: await t.login('teacher02'), json: input })).status).toBe(404);
    expect((await t.call('POST', `${V}/live/classes/create`, { token: await t.login('admin01'), json: input })).status).toBe(403);
    expect((await t.call('POST', `${V}/live/classes/create`, { token: await t.login('zbb_student01'), json: input })).status).toBe(403);
    const bad = await t.call('POST', `${V}/live/classes/create`, { token: teacher, json: { ...input, title: ' ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.msg).toBe('请输入直播标题');
    const made = await t.call('POST', `${V}/live/classes/create`, { token: teacher, json: input });
    expect([made.status, made.body.msg]).toEqual([200, '已开播']);
    expect(made.body.data).toMatchObject({ classId, state: 'live', mine: true, onAir: false });
    sessionId = made.body.data.id;
    // in the lists of those who govern the class, not of the other province
    const admin = await t.call('GET', `${V}/live/classes`, { token: await t.login('city01') });
    expect(admin.body.data.list.map((s: { id: number }) => s.id)).toContain(sessionId);
    const other = await t.call('GET', `${V}/live/classes`, { token: await t.login('city02') });
    expect(other.body.data.list.map((s: { id: number }) => s.id)).not.toContain(sessionId);
    expect((await t.call('GET', `${V}/live/classes/${sessionId}`, { token: await t.login('teacher02') })).status).toBe(404);
    // the class's learners find it (and watch at /liveing?id=), other classes' do not
    const [learner] = await t.db.query<{ username: string }>(`select username from users where class_id = $1 and role = 6 order by id limit 1`, [classId]);
    const mine = await t.call('GET', `${V}/live/classes/mine`, { token: await t.login(learner!.username) });
    expect(mine.body.data).toEqual([expect.objectContaining({ id: sessionId, live: true, onAir: false })]);
    const [outsider] = await t.db.query<{ username: string }>(`select username from users where class_id <> $1 and role = 6 order by id limit 1`, [classId]);
    expect((await t.call('GET', `${V}/live/classes/mine`, { token: await t.login(outsider!.username) })).body.data).toEqual([]);
    // a live class is its class's: its learners and the back-office in scope watch it, nobody else finds it
    for (const [who, status] of [
      [learnerToken, 200],
      [await t.login('city01'), 200],
      [await t.login(outsider!.username), 404],
      [await t.login('city02'), 404],
      [await t.login('teacher02'), 404],
      [undefined, 404],
    ] as const) {
      for (const path of [`${V}/mall/live/${sessionId}`, `${V}/live/${sessionId}/media`])
        expect((await t.call('GET', path, { token: who })).status, `${path} ${status}`).toBe(status);
      // (an open chat stream is a viewer: the allowed ones watch below, in the signalling test)
      if (status === 404) expect((await t.app.request(`${V}/mall/live/${sessionId}/chat`, { headers: who ? { authorization: who } : {} })).status).toBe(404);
    }
    expect((await t.call('POST', `${V}/buyers/live/${sessionId}/chat`, { token: await t.login(outsider!.username), json: { text: '你好' } })).status).toBe(404);
    // the mall's public live list is for shops, not classes
    const mall = await t.call('GET', `${V}/mall/live?status=now`);
    expect(mall.status).toBe(200);
    expect(mall.body.data.map((l: { id: number }) => l.id)).not.toContain(sessionId);
  });
});

describe('signalling', () => {
  it('goes between the anchor and each viewer only', async () => {
    const on = await t.call('POST', `${V}/live/${sessionId}/onair`, { token: teacher, json: { on: true } });
    expect(on.body.data).toMatchObject({ onAir: true, isAnchor: true, mode: 'p2p', iceServers: [] });
    const anchor = events(await t.app.request(`${V}/live/${sessionId}/anchor`, { headers: { authorization: teacher } }));
    expect(await anchor.next('viewers')).toEqual([]);

    const viewer = events(await t.app.request(`${V}/mall/live/${sessionId}/chat`, { headers: { authorization: learnerToken } }));
    const key: string = await viewer.next('peer');
    expect(await viewer.next('room')).toMatchObject({ onAir: true });
    expect(await anchor.next('signal')).toEqual({ from: key, kind: 'join', body: {} });

    const offer = { type: 'offer', sdp: 'v=0 fake' };
    expect((await t.call('POST', `${V}/live/${sessionId}/signal`, { token: teacher, json: { to: key, kind: 'offer', body: offer } })).status).toBe(200);
    expect(await viewer.next('signal')).toEqual({ from: 'anchor', kind: 'offer', body: offer });
    const answer = { type: 'answer', sdp: 'v=0 answer' };
    expect((await t.call('POST', `${V}/live/${sessionId}/signal`, { json: { from: key, kind: 'answer', body: answer } })).status).toBe(200);
    expect(await anchor.next('signal')).toEqual({ from: key, kind: 'answer', body: answer });

    // nobody else speaks for the anchor, a viewer cannot send an offer, an unknown key is refused
    const stranger = await t.login('teacher02');
    expect((await t.call('POST', `${V}/live/${sessionId}/signal`, { token: stranger, json: { to: key, kind: 'offer', body: offer } })).status).toBe(404);
    expect((await t.call('POST', `${V}/live/${sessionId}/signal`, { json: { from: key, kind: 'offer', body: offer } })).status).toBe(400);
    expect((await t.call('POST', `${V}/live/${sessionId}/signal`, { json: { from: 'guessed', kind: 'answer' } })).status).toBe(404);
    // a viewer key of this session is no address in another session
    const [otherSession] = await t.db.query<{ id: number }>('select id from live_sessions where id <> $1 order by id limit 1', [sessionId]);
    expect((await t.call('POST', `${V}/live/${otherSession!.id}/signal`, { json: { from: key, kind: 'answer' } })).status).toBe(404);
    expect((await t.app.request(`${V}/live/${sessionId}/anchor`, { headers: { authorization: stranger } })).status).toBe(404);

    await viewer.close();
    expect(await anchor.next('signal')).toMatchObject({ from: key, kind: 'bye' });
    await anchor.close();
  });
});

describe('recording', () => {
  const chunk = (seq: number, body: Uint8Array<ArrayBuffer>, token = teacher) =>
    t.call('POST', `${V}/upload/live/${sessionId}/chunk?seq=${seq}`, { token, body, headers: { 'content-type': 'video/webm' } });

  it('takes the anchor’s chunks in order, within the size limit, and serves the replay with ranges', async () => {
    expect((await chunk(0, webm(100), await t.login('teacher02'))).status).toBe(404);
    expect((await chunk(0, new Uint8Array(100).fill(7))).body.msg).toBe('请上传WebM格式的录像');
    const big = await chunk(0, webm(4 * 1024 * 1024 + 1));
    expect(big.status).toBe(400);
    expect(big.body.msg).toBe('录像分段不能超过4MB');
    expect((await t.app.request(`${V}/live/${sessionId}/replay`)).status).toBe(404);

    const first = webm(1000);
    expect((await chunk(0, first)).body.data).toEqual({ part: 1, next: 1, duplicate: false });
    const ahead = await chunk(2, new Uint8Array(10).fill(2));
    expect(ahead.status).toBe(409);
    expect(ahead.body.msg).toContain('第 1 段');
    expect((await chunk(0, first)).body.data).toEqual({ part: 1, next: 1, duplicate: true });
    expect((await chunk(1, new Uint8Array(500).fill(1))).body.data).toEqual({ part: 1, next: 2, duplicate: false });

    // the anchor stops (the stream ends): the replay is there
    await t.call('POST', `${V}/live/classes/${sessionId}/end`, { token: teacher });
    const media = await t.call('GET', `${V}/live/${sessionId}/media`, { token: learnerToken });
    expect(media.body.data).toMatchObject({ onAir: false, live: false, replaySeq: 2 });
    // a <video> sends no Authorization: the replay's address carries a ticket for this session
    const replayUrl: string = media.body.data.replayUrl;
    expect(replayUrl).toMatch(new RegExp(`^${V}/live/${sessionId}/replay\\?t=\\d+\\.[\\w-]{43}$`));
    expect((await t.app.request(`${V}/live/${sessionId}/replay`)).status).toBe(404);
    // any other ticket, even one whose last character differs only in the bits base64 leaves unused (it decodes to the same bytes)
    const B64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = replayUrl.replace(/.$/, (ch) => B64[B64.indexOf(ch) ^ 1]!);
    expect((await t.app.request(sameBytes)).status).toBe(404);
    expect((await t.app.request(replayUrl.replace(/.$/, (ch) => B64[B64.indexOf(ch) ^ 32]!))).status).toBe(404);
    const [otherSession] = await t.db.query<{ id: number }>('select id from live_sessions where class_id is not null and id <> $1 limit 1', [sessionId]);
    if (otherSession) expect((await t.app.request(replayUrl.replace(`/live/${sessionId}/`, `/live/${otherSession.id}/`))).status).toBe(404);
    const whole = await t.app.request(replayUrl);
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());
    expect(bytes.length).toBe(1500);
    expect(bytes.slice(0, 1000)).toEqual(first);
    const part = await t.app.request(replayUrl, { headers: { range: 'bytes=1000-1009' } });
    expect(part.status).toBe(206);
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(new Uint8Array(10).fill(1));
    // on air only while the session runs
    expect((await t.call('POST', `${V}/live/${sessionId}/onair`, { token: teacher, json: { on: true } })).body.msg).toBe('直播未在进行中');
  });
});

describe('recording in parts (one per broadcast run)', () => {
  let runs: number;
  const newSession = async (title: string) =>
    (await t.call('POST', `${V}/live/classes/create`, { token: teacher, json: { classId, title, startsAt: 'now', durationMin: 60 } })).body.data.id as number;
  const chunk = (id: number, part: number, seq: number, body: Uint8Array<ArrayBuffer>, token = teacher) =>
    t.call('POST', `${V}/upload/live/${id}/chunk?part=${part}&seq=${seq}`, { token, body, headers: { 'content-type': 'video/webm' } });
  const bytesOf = async (res: Response) => new Uint8Array(await res.arrayBuffer());

  it('a session recorded before parts (one file) is its part 1: it replays, and an old recorder goes on appending to it', async () => {
    const id = await newSession('改版前的直播');
    // as 078 left it: the file and the session's counters, no parts; then what 082 does to such sessions
    const old = webm(700);
    mkdirSync(join(t.config.dataDir, 'uploads'), { recursive: true });
    writeFileSync(join(t.config.dataDir, 'uploads', `live-${id}.webm`), old);
    await t.db.query('update live_sessions set replay_seq = 2, replay_bytes = 700 where id = $1', [id]);
    const migration = readFileSync('server/db/migrations/082_live_replay_parts.sql', 'utf8');
    await t.db.exec(/insert into live_replay_parts[\s\S]*?;/.exec(migration)![0]);

    const media = (await t.call('GET', `${V}/live/${id}/media`, { token: learnerToken })).body.data;
    expect(media.replayParts).toEqual([
      { part: 1, url: expect.stringMatching(new RegExp(`^${V}/live/${id}/replay/1\\?t=`)), seconds: 10, startedAt: expect.any(String) },
    ]);
    expect(await bytesOf(await t.app.request(media.replayUrl))).toEqual(old);
    expect(await bytesOf(await t.app.request(media.replayParts[0].url))).toEqual(old);
    // a recorder from before parts sends ?seq= alone: part 1, numbered on from the file's chunks
    const more = new Uint8Array(50).fill(3);
    const r = await t.call('POST', `${V}/upload/live/${id}/chunk?seq=2`, { token: teacher, body: more, headers: { 'content-type': 'video/webm' } });
    expect(r.body.data).toEqual({ part: 1, next: 3, duplicate: false });
    expect(await bytesOf(await t.app.request(media.replayUrl))).toEqual(new Uint8Array([...old, ...more]));
  });

  it('two runs give two parts, each a file starting with its own header, each served with ranges', async () => {
    const id = await newSession('分两次推流的直播');
    const first = webm(800);
    const second = webm(600);
    expect((await chunk(id, 1, 0, first)).body.data).toEqual({ part: 1, next: 1, duplicate: false });
    expect((await chunk(id, 1, 1, new Uint8Array(300).fill(1))).body.data).toEqual({ part: 1, next: 2, duplicate: false });

    // a run cannot skip one, nor start anywhere but at its chunk 0 (a WebM header)
    const skipped = await chunk(id, 3, 0, webm(100));
    expect(skipped.status).toBe(409);
    expect(skipped.body).toMatchObject({ msg: '录像顺序有误：应先上传第 2 次推流的录像', data: { part: 2, next: 0 } });
    const gap = await chunk(id, 2, 1, new Uint8Array(10).fill(2));
    expect(gap.status).toBe(409);
    expect(gap.body).toMatchObject({ msg: '录像分段顺序有误：应为第 0 段', data: { part: 2, next: 0 } });
    expect((await chunk(id, 2, 0, new Uint8Array(100).fill(7))).body.msg).toBe('请上传WebM格式的录像');
    expect((await chunk(id, 0, 0, webm(100))).body.msg).toBe('录像部分有误');

    // the second run: a new part; a retry is acknowledged again, per part
    expect((await chunk(id, 2, 0, second)).body.data).toEqual({ part: 2, next: 1, duplicate: false });
    expect((await chunk(id, 2, 0, second)).body.data).toEqual({ part: 2, next: 1, duplicate: true });
    // chunks of the first run still waiting in its queue may come after the second began (each part is its own file)
    expect((await chunk(id, 1, 2, new Uint8Array(200).fill(2))).body.data).toEqual({ part: 1, next: 3, duplicate: false });
    const ahead = await chunk(id, 1, 5, new Uint8Array(10).fill(5));
    expect(ahead.status).toBe(409);
    expect(ahead.body).toMatchObject({ msg: '录像分段顺序有误：应为第 3 段', data: { part: 1, next: 3 } });
    expect((await chunk(id, 1, 0, first)).body.data).toEqual({ part: 1, next: 3, duplicate: true });
    expect((await chunk(id, 2, 1, new Uint8Array(400).fill(4))).body.data).toEqual({ part: 2, next: 2, duplicate: false });
    // the session's anchor only, whatever the part
    expect((await chunk(id, 2, 2, new Uint8Array(10), await t.login('teacher02'))).status).toBe(404);
    expect((await chunk(id, 3, 0, webm(100), learnerToken)).status).toBe(404);

    const media = (await t.call('GET', `${V}/live/${id}/media`, { token: learnerToken })).body.data;
    expect(media.replaySeq).toBe(5);
    const ticket = /\?t=.+$/.exec(media.replayUrl)![0];
    expect(media.replayUrl).toBe(`${V}/live/${id}/replay${ticket}`);
    expect(media.replayParts).toEqual([
      { part: 1, url: `${V}/live/${id}/replay/1${ticket}`, seconds: 15, startedAt: expect.any(String) },
      { part: 2, url: `${V}/live/${id}/replay/2${ticket}`, seconds: 10, startedAt: expect.any(String) },
    ]);
    runs = id;

    const one = await bytesOf(await t.app.request(media.replayParts[0].url));
    expect(one.length).toBe(1300);
    expect(one.slice(0, 800)).toEqual(first);
    const two = await bytesOf(await t.app.request(media.replayParts[1].url));
    expect(two.length).toBe(1000);
    expect(two.slice(0, 600)).toEqual(second);
    expect(two.slice(0, 4)).toEqual(new Uint8Array([0x1a, 0x45, 0xdf, 0xa3]));
    // the address of before parts is part 1
    expect(await bytesOf(await t.app.request(media.replayUrl))).toEqual(one);
    for (const [url, offset, fill] of [
      [media.replayParts[0].url, 800, 1],
      [media.replayParts[1].url, 600, 4],
    ] as const) {
      const range = await t.app.request(url, { headers: { range: `bytes=${offset}-${offset + 9}` } });
      expect(range.status).toBe(206);
      expect(range.headers.get('content-range')).toMatch(new RegExp(`^bytes ${offset}-${offset + 9}/`));
      expect(await bytesOf(range)).toEqual(new Uint8Array(10).fill(fill));
    }
    expect(existsSync(join(t.config.dataDir, 'uploads', `live-${id}.webm`))).toBe(true);
    expect(existsSync(join(t.config.dataDir, 'uploads', `live-${id}-2.webm`))).toBe(true);
  });

  it('each part is replayed under the same rules as the replay: the session’s ticket, 404 otherwise', async () => {
    const media = (await t.call('GET', `${V}/live/${runs}/media`, { token: learnerToken })).body.data;
    const ticket = /\?t=.+$/.exec(media.replayUrl)![0];
    expect((await t.app.request(`${V}/live/${runs}/replay/2`)).status).toBe(404);
    expect((await t.app.request(`${V}/live/${runs}/replay/2${ticket.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'))}`)).status).toBe(404);
    expect((await t.app.request(`${V}/live/${sessionId}/replay/1${ticket}`)).status).toBe(404);
    const none = await t.app.request(`${V}/live/${runs}/replay/3${ticket}`);
    expect(none.status).toBe(404);
    expect(((await none.json()) as { msg: string }).msg).toBe('暂无回放');
    expect((await t.app.request(`${V}/live/${runs}/replay/0${ticket}`)).status).toBe(400);
    // out of scope, no media settings and so no ticket
    expect((await t.call('GET', `${V}/live/${runs}/media`, { token: await t.login('teacher02') })).status).toBe(404);
  });
});

describe('media server switch', () => {
  it('LIVE_MEDIA=whip needs both endpoints; the page is handed them with the session id', async () => {
    expect(() => liveMediaConfig({ LIVE_MEDIA: 'whip', LIVE_WHIP_URL: 'https://m.example.com/{id}/whip' })).toThrow(/LIVE_WHEP_URL/);
    expect(() => liveMediaConfig({ LIVE_MEDIA: 'sfu' })).toThrow(/p2p 或 whip/);
    expect(() => liveMediaConfig({ ICE_SERVERS: '{"urls":1}' })).toThrow(/ICE_SERVERS/);
    expect(() => liveMediaConfig({ ICE_SERVERS: '[{"urls":' })).toThrow(/ICE_SERVERS 须为 JSON 数组/);
    const live = liveMediaConfig({
      LIVE_MEDIA: 'whip',
      LIVE_WHIP_URL: 'https://m.example.com/live{id}/whip',
      LIVE_WHEP_URL: 'https://m.example.com/live{id}/whep',
      ICE_SERVERS: '[{"urls":"turn:turn.example.com:3478","username":"u","credential":"p"}]',
    });
    const media = await mediaInfo(t.db, { ...t.config, live }, sessionId, null);
    expect(media).toMatchObject({
      mode: 'whip',
      whipUrl: `https://m.example.com/live${sessionId}/whip`,
      whepUrl: `https://m.example.com/live${sessionId}/whep`,
      iceServers: [{ urls: 'turn:turn.example.com:3478', username: 'u', credential: 'p' }],
      isAnchor: false,
    });
    // the pages may reach the media server: its origin joins the HTML's connect-src
    expect(htmlCsp('', mediaOrigins(live))).toContain("connect-src 'self' https://m.example.com;");
    expect(htmlCsp('', mediaOrigins(t.config.live))).toContain("connect-src 'self';");
  });
});
