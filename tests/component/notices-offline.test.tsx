import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { session } from '../../src/state/session.ts';
import { READ_RETRY_FIRST_MS, flushReadQueue, notices, openNotice, reloadNotices, resetNotices } from '../../src/state/notices.ts';
import { clearMessageCache, messageCache } from '../../src/storage/messageCache.ts';

const P = '/v1/wangchuang/student/';
const reads: number[] = [];
let unread = 2;
const server = mockServer(
  http.get(`*${P}loadSendSysMsg`, () =>
    HttpResponse.json({
      code: 200,
      msg: '',
      data: {
        isLastPage: true,
        list: [1, 2].map((id) => ({
          msgId: id,
          title: `通知${id}`,
          content: '<p>x</p>',
          pushTimeStr: '2026-11-20 09:00',
          pushTime: 1,
          readStatus: 0,
          flagTop: 0,
          annexs: '[]',
        })),
      },
    }),
  ),
  http.get(`*${P}loadSysMsg/num`, () => HttpResponse.json({ code: 200, msg: '', data: unread })),
  http.get(`*${P}lookSysMsg/Details/:id`, ({ params }) =>
    HttpResponse.json({
      code: 200,
      msg: '',
      data: { msgId: Number(params.id), title: `通知${params.id}`, content: '<p>详情</p>', pushTimeStr: '2026-11-20 09:00', annexs: '[]' },
    }),
  ),
  http.post(`*${P}readSysMsg/:id`, ({ params }) => {
    reads.push(Number(params.id));
    unread = Math.max(0, unread - 1);
    return HttpResponse.json({ code: 200, msg: '', data: { readStatus: 1 } });
  }),
);

let online = true;
beforeAll(() => {
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => online });
});
beforeEach(async () => {
  online = true;
  reads.length = 0;
  unread = 2;
  resetNotices();
  await clearMessageCache();
  Object.assign(session, { token: 'tok', roles: [6], userInfo: { id: 9, username: 'u', role: 6 } });
});

describe('offline notices', () => {
  it('shows cached pages and details offline, and sends an offline read mark exactly once', async () => {
    await reloadNotices();
    await openNotice(1); // seen online: the detail is cached
    expect(notices.list.map((m) => m.readStatus)).toEqual([1, 0]);

    online = false;
    resetNotices();
    await reloadNotices();
    expect(notices.fromCache).toBe(true);
    expect(notices.list.map((m) => m.msgId)).toEqual([1, 2]);
    const offlineDetail = await openNotice(2); // never opened: falls back to the list item
    expect(offlineDetail.title).toBe('通知2');
    expect(notices.list.find((m) => m.msgId === 2)?.readStatus).toBe(1);
    await openNotice(2); // opened again offline: still one queued mark
    expect(await messageCache.getQueue(9)).toEqual([{ prefix: P, msgId: 2 }]);
    expect(await flushReadQueue()).toBe(0); // still offline: nothing sent
    expect(reads).toEqual([]);

    online = true;
    const [a, b] = await Promise.all([flushReadQueue(), flushReadQueue()]);
    expect(a + b).toBeGreaterThanOrEqual(1);
    await flushReadQueue();
    expect(reads).toEqual([2]);
    expect(await messageCache.getQueue(9)).toEqual([]);
  });

  it('keeps the queue when the network fails while sending', async () => {
    online = false;
    await messageCache.setPage(9, 1, {
      list: [{ msgId: 5, title: 't', content: '', pushTimeStr: '', pushTime: 0, readStatus: 0, flagTop: 0, annexs: '[]' }],
      isLastPage: true,
    });
    await reloadNotices();
    await openNotice(5);
    online = true;
    server.use(http.post(`*${P}readSysMsg/:id`, () => HttpResponse.error()));
    expect(await flushReadQueue()).toBe(0);
    expect(await messageCache.getQueue(9)).toEqual([{ prefix: P, msgId: 5 }]);
  });

  it('sends the mark on its own once the network answers again, when the first send after coming online fails', async () => {
    online = false;
    await messageCache.setPage(9, 1, {
      list: [{ msgId: 6, title: 't', content: '', pushTimeStr: '', pushTime: 0, readStatus: 0, flagTop: 0, annexs: '[]' }],
      isLastPage: true,
    });
    await reloadNotices();
    await openNotice(6);
    online = true;
    let failing = true;
    let tries = 0;
    server.use(
      http.post(`*${P}readSysMsg/:id`, ({ params }) => {
        tries++;
        if (failing) return HttpResponse.error();
        reads.push(Number(params.id));
        return HttpResponse.json({ code: 200, msg: '', data: { readStatus: 1 } });
      }),
    );
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(tries).toBe(1)); // the event's send went out and failed
    failing = false;
    // no further event: the retry sends it
    await vi.waitFor(() => expect(reads).toEqual([6]), { timeout: READ_RETRY_FIRST_MS * 3 });
    expect(await messageCache.getQueue(9)).toEqual([]);
  });

  it('offline with nothing cached says so', async () => {
    online = false;
    await reloadNotices();
    expect(notices.error).toContain('离线');
    await expect(openNotice(77)).rejects.toThrow('离线');
  });
});
