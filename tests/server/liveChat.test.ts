import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { maskName } from '../../server/routes/liveChat.ts';
import { createApp } from '../../server/app.ts';
import { sseEvents as events } from './sse.ts';

let t: Awaited<ReturnType<typeof testApp>>;
let token: string;
let liveId: number;
const V = '/v1/wangchuang';

beforeAll(async () => {
  t = await testApp();
  token = await t.login('zbb_student01');
  const [row] = await t.db.query<{ id: number }>('select id from live_sessions order by id limit 1');
  liveId = row!.id;
});

/** Reads SSE events from a stream until `count` message events arrived. */
async function readMessages(res: Response, count: number): Promise<{ events: string[]; messages: { text: string; userName: string }[] }> {
  const reader = res.body!.getReader();
  const dec = new TextDecoder();
  let buf = '';
  const events: string[] = [];
  const messages: { text: string; userName: string }[] = [];
  while (messages.length < count) {
    const { value, done } = await reader.read();
    if (done) break;
    buf += dec.decode(value, { stream: true });
    let i: number;
    while ((i = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, i);
      buf = buf.slice(i + 2);
      const event = /^event: (.*)$/m.exec(block)?.[1];
      const data = /^data: (.*)$/m.exec(block)?.[1];
      if (event) events.push(event);
      if (event === 'message' && data) messages.push(JSON.parse(data));
    }
  }
  await reader.cancel();
  return { events, messages };
}

describe('live chat over server-sent events', () => {
  it('pushes a posted message to a connected viewer, after the recent history', async () => {
    const first = await t.call('POST', `${V}/buyers/live/${liveId}/chat`, { token, json: { text: '主播好！' } });
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ sessionId: liveId, text: '主播好！' });

    const res = await t.app.request(`${V}/mall/live/${liveId}/chat`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const reading = readMessages(res, 2);
    await new Promise((r) => setTimeout(r, 50));
    expect((await t.call('POST', `${V}/buyers/live/${liveId}/chat`, { token, json: { text: '这件衣服有M码吗' } })).status).toBe(200);
    const { events, messages } = await reading;
    expect(events[0]).toBe('ready');
    expect(messages.map((m) => m.text)).toEqual(['主播好！', '这件衣服有M码吗']);
    expect(messages[0]!.userName).toContain('*');
  });

  it('posting needs a sign-in, text of 1–100 characters and an existing room', async () => {
    expect((await t.call('POST', `${V}/buyers/live/${liveId}/chat`, { json: { text: 'hi' } })).status).toBe(401);
    const empty = await t.call('POST', `${V}/buyers/live/${liveId}/chat`, { token, json: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.msg).toBe('请输入内容');
    expect((await t.call('POST', `${V}/buyers/live/${liveId}/chat`, { token, json: { text: 'x'.repeat(101) } })).body.msg).toBe('弹幕最多100字');
    expect((await t.call('POST', `${V}/buyers/live/999999/chat`, { token, json: { text: 'hi' } })).status).toBe(404);
    expect((await t.app.request(`${V}/mall/live/999999/chat`)).status).toBe(404);
    expect((await t.app.request(`${V}/mall/live/abc/chat`)).status).toBe(400);
  });

  it('masks names', () => {
    expect(maskName('张三')).toBe('张*');
    expect(maskName('欧阳小明')).toBe('欧**明');
    expect(maskName('zbb_student01')).toBe('z***1');
  });
});

describe('chat kept, moderated and counted (docs/live.md "Chat")', () => {
  let classLive: number;
  let teacher: string;
  let learner: string;
  let learnerId: number;
  const chat = (path: string, token?: string, json?: unknown) =>
    t.call(json === undefined ? 'GET' : 'POST', `${V}/live/${classLive}/chat/${path}`, { token, json });
  const post = (text: string, who = learner, id = classLive) => t.call('POST', `${V}/buyers/live/${id}/chat`, { token: who, json: { text } });
  const stream = async (who?: string, app = t.app) =>
    events(await app.request(`${V}/mall/live/${classLive}/chat`, { headers: who ? { authorization: who } : {} }));
  /** The history a newcomer gets: the messages written before the room's state (however slow the machine). */
  const historyOf = async (who?: string, app = t.app) => {
    const s = await stream(who, app);
    await s.next('room', () => true, 60_000);
    await s.close();
    return s.seen.filter((e) => e.event === 'message').map((e) => e.data.text as string);
  };

  beforeAll(async () => {
    teacher = await t.login('teacher01');
    const [c] = await t.db.query<{ id: number }>(
      `select ct.class_id as id from class_teachers ct join users u on u.id = ct.teacher_id where u.username = 'teacher01' order by ct.class_id limit 1`,
    );
    const [l] = await t.db.query<{ id: number; username: string }>(`select id, username from users where class_id = $1 and role = 6 order by id limit 1`, [
      c!.id,
    ]);
    learner = await t.login(l!.username);
    learnerId = l!.id;
    const made = await t.call('POST', `${V}/live/classes/create`, {
      token: teacher,
      json: { classId: c!.id, title: '互动管理', startsAt: 'now', durationMin: 60 },
    });
    classLive = made.body.data.id;
  });

  it('keeps each message: a fresh app on the same database (another process, a restart) shows the same history', async () => {
    expect((await post('老师好')).status).toBe(200);
    expect((await post('今天讲什么')).status).toBe(200);
    const [row] = await t.db.query<{ user_id: number; user_name: string }>(
      `select user_id, user_name from live_chat_messages where session_id = $1 and text = '老师好'`,
      [classLive],
    );
    expect(row).toMatchObject({ user_id: learnerId, user_name: expect.stringContaining('*') });
    const other = createApp({ db: t.db, config: t.config, log: t.log });
    expect(await historyOf(teacher, other)).toEqual(['老师好', '今天讲什么']);
  });

  it('the class’s teacher posts under their full name; the learners stay masked', async () => {
    const said = await post('同学们好，我们开始上课', teacher);
    expect(said.status).toBe(200);
    const [me] = await t.db.query<{ real_name: string }>(`select real_name from users where username = 'teacher01'`);
    expect(said.body.data.userName).toBe(me!.real_name);
    expect(said.body.data.userName).not.toContain('*');
    expect((await post('老师好呀')).body.data.userName).toContain('*');
  });

  it('a moderator removes a message: viewers see the remove event, and it leaves the history', async () => {
    const sent = await post('广告：加微信');
    const id: number = sent.body.data.id;
    const viewer = await stream(learner);
    await viewer.next('room');
    const removed = await chat('remove', teacher, { messageId: id });
    expect(removed.status).toBe(200);
    expect(removed.body.msg).toBe('已删除');
    expect(await viewer.next('remove')).toBe(id);
    await viewer.close();
    const history = await historyOf(learner);
    expect(history).toContain('老师好');
    expect(history).not.toContain('广告：加微信');
    const [row] = await t.db.query<{ removed_by: number; removed: boolean }>(
      'select removed_by, removed_at is not null as removed from live_chat_messages where id = $1',
      [id],
    );
    const [me] = await t.db.query<{ id: number }>(`select id from users where username = 'teacher01'`);
    expect(row).toEqual({ removed_by: me!.id, removed: true });
    // again: nothing more to do; a message of another session is not this one's
    expect((await chat('remove', teacher, { messageId: id })).status).toBe(200);
    const [elsewhere] = await t.db.query<{ id: number }>(`insert into live_chat_messages (session_id, user_name, text) values ($1, 'x', 'y') returning id`, [
      liveId,
    ]);
    const wrong = await chat('remove', teacher, { messageId: elsewhere!.id });
    expect(wrong.status).toBe(404);
    expect(wrong.body.msg).toBe('消息不存在');
  });

  it('mutes a viewer (您已被禁言, their stream hears it) and unmutes them', async () => {
    const sent = await post('刷屏刷屏');
    const viewer = await stream(learner);
    await viewer.next('room');
    const muted = await chat('mute', teacher, { messageId: sent.body.data.id });
    expect(muted.status).toBe(200);
    expect(muted.body.msg).toBe('已禁言');
    expect(muted.body.data).toEqual([expect.objectContaining({ userId: learnerId, userName: expect.stringContaining('*'), byName: expect.any(String) })]);
    expect(await viewer.next('muted')).toBe(true);
    const refused = await post('我还想说');
    expect(refused.status).toBe(400);
    expect(refused.body.msg).toBe('您已被禁言');
    // muted in this session only
    expect((await post('别的直播间', learner, liveId)).status).toBe(200);
    // a newcomer stream of theirs says so at once
    const again = await stream(learner);
    expect(await again.next('muted')).toBe(true);
    await again.close();
    const [row] = await t.db.query<{ muted_by: number }>('select muted_by from live_chat_mutes where session_id = $1 and user_id = $2', [classLive, learnerId]);
    const [me] = await t.db.query<{ id: number }>(`select id from users where username = 'teacher01'`);
    expect(row!.muted_by).toBe(me!.id);
    expect((await chat('mutes', teacher)).body.data).toHaveLength(1);

    const unmuted = await chat('unmute', teacher, { userId: learnerId });
    expect(unmuted.status).toBe(200);
    expect(unmuted.body).toMatchObject({ msg: '已解除禁言', data: [] });
    expect(await viewer.next('muted')).toBe(false);
    await viewer.close();
    expect((await post('谢谢老师')).status).toBe(200);

    // the anchor and the back office are not muted
    const own = await post('大家好', teacher);
    const refusedMute = await chat('mute', teacher, { messageId: own.body.data.id });
    expect(refusedMute.status).toBe(400);
    expect(refusedMute.body.msg).toBe('不能禁言主播或管理人员');
  });

  it('only the anchor and the back office in scope moderate: 401, 403 a learner, 404 out of scope', async () => {
    const { body } = await post('谁能删我');
    const messageId = body.data.id;
    for (const path of ['remove', 'mute']) {
      expect((await chat(path, undefined, { messageId })).status, path).toBe(401);
      expect((await chat(path, learner, { messageId })).status, path).toBe(403);
      for (const u of ['teacher02', 'city02']) expect((await chat(path, await t.login(u), { messageId })).status, `${path} ${u}`).toBe(404);
    }
    expect((await chat('unmute', learner, { userId: learnerId })).status).toBe(403);
    expect((await chat('unmute', await t.login('city02'), { userId: learnerId })).status).toBe(404);
    expect((await chat('mutes', learner)).status).toBe(403);
    expect((await chat('mutes', await t.login('city02'))).status).toBe(404);
    expect((await t.call('GET', `${V}/live/999999/chat/mutes`, { token: teacher })).status).toBe(404);
    expect((await t.call('GET', `${V}/live/999999/chat/mutes`, { token: learner })).status).toBe(403);
    expect(await historyOf(teacher)).toContain('谁能删我');
    // the administrator governing the class may
    const city = await chat('remove', await t.login('city01'), { messageId });
    expect(city.status).toBe(200);
    // a shop's session: its anchor (a learner) moderates it, another learner may not
    const [shop] = await t.db.query<{ id: number; username: string }>(
      `select l.id, u.username from live_sessions l join users u on u.id = l.anchor_id where l.class_id is null and u.username <> 'zbb_student01' order by l.id limit 1`,
    );
    const anchorToken = await t.login(shop!.username);
    const msg = await post('店铺直播间', token, shop!.id);
    expect((await t.call('POST', `${V}/live/${shop!.id}/chat/remove`, { token, json: { messageId: msg.body.data.id } })).status).toBe(403);
    expect((await t.call('POST', `${V}/live/${shop!.id}/chat/remove`, { token: anchorToken, json: { messageId: msg.body.data.id } })).status).toBe(200);
  });

  it('counts the messages not removed in 直播数据 (liveStreamingData)', async () => {
    const [n] = await t.db.query<{ n: number }>('select count(*)::int as n from live_chat_messages where session_id = $1 and removed_at is null', [classLive]);
    expect(n!.n).toBeGreaterThan(0);
    const detail = await t.call('GET', `${V}/teacher/liveStreamingData/detail/${classLive}`, { token: teacher });
    expect(detail.status).toBe(200);
    expect(detail.body.data.chatMessages).toBe(n!.n);
    const list = await t.call('GET', `${V}/teacher/liveStreamingData/list?pageSize=100`, { token: teacher });
    expect(list.body.data.list.find((r: { id: number }) => r.id === classLive).chatMessages).toBe(n!.n);
    expect((await t.db.query('select 1 from live_chat_messages where session_id = $1 and removed_at is not null', [classLive])).length).toBeGreaterThan(0);
  });
});
