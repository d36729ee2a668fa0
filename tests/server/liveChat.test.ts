import { beforeAll, describe, expect, it } from 'vitest';
import { testApp } from './helpers.ts';
import { maskName } from '../../server/routes/liveChat.ts';

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
