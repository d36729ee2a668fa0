import { beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import { get } from '../../src/api/http.ts';
import { BOOT_ANSWER_MAX_AGE_MS } from '../../src/api/bootAnswers.ts';
import { BALANCE_CALL, callKey } from '../../src/api/contract/firstData.ts';
import { balanceInfo } from '../../src/api/simulation.ts';
import { REQUEST_KEY } from '../../src/lib/cookies.ts';

const PAGE = '/v1/wangchuang/student/loadSendSysMsg';
let serverCalls = 0;
mockServer(
  http.get(`*${PAGE}`, () => {
    serverCalls++;
    return HttpResponse.json({ code: 200, msg: '', data: { list: [{ msgId: 2, title: '来自服务器' }], isLastPage: true } });
  }),
);
const inPage = { code: 200, msg: '', data: { list: [{ msgId: 1, title: '页面里的答案' }], isLastPage: true } };
const boot = (token: string) => {
  window.__cyBoot = { cookies: '', answers: { token, byCall: { [callKey({ path: PAGE, query: { pageSize: 5, pageNum: 1 } })]: inPage } } };
};

beforeEach(() => {
  serverCalls = 0;
  vi.restoreAllMocks();
  document.cookie = `${REQUEST_KEY}=tok; path=/`;
});

describe('answers the server put in the page', () => {
  it("the header's gold coins in the page are the answer the header's own call takes (BALANCE_CALL is that call)", async () => {
    window.__cyBoot = { cookies: '', answers: { token: 'tok', byCall: { [callKey(BALANCE_CALL)]: { code: 200, msg: '', data: { balance: 774.96 } } } } };
    expect(await balanceInfo()).toEqual({ balance: 774.96 });
    expect(serverCalls).toBe(0);
  });

  it('the first call takes its answer (whatever the order of the query), the next one asks the server', async () => {
    boot('tok');
    expect(await get(PAGE, { pageNum: 1, pageSize: 5 })).toEqual(inPage);
    expect(serverCalls).toBe(0);
    expect((await get<{ list: { title: string }[] }>(PAGE, { pageNum: 1, pageSize: 5 })).data.list[0].title).toBe('来自服务器');
    expect(serverCalls).toBe(1);
  });

  it('another call, another token or an old page asks the server', async () => {
    boot('tok');
    await get(PAGE, { pageNum: 2, pageSize: 5 });
    expect(serverCalls).toBe(1);
    boot('someone-else');
    expect((await get<{ list: { title: string }[] }>(PAGE, { pageSize: 5, pageNum: 1 })).data.list[0].title).toBe('来自服务器');
    boot('tok');
    vi.spyOn(performance, 'now').mockReturnValue(BOOT_ANSWER_MAX_AGE_MS + 1);
    expect((await get<{ list: { title: string }[] }>(PAGE, { pageSize: 5, pageNum: 1 })).data.list[0].title).toBe('来自服务器');
    expect(serverCalls).toBe(3);
  });

  it('keys calls by path and sorted query, leaving out empty values', () => {
    expect(callKey({ path: '/p', query: { b: 2, a: 'x y', c: undefined, d: null } })).toBe('/p?a=x+y&b=2');
    expect(callKey({ path: '/p' })).toBe('/p');
  });
});
