import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { setupServer } from 'msw/node';
import { http as mock, HttpResponse } from 'msw';
import { endpoint, fillPath, type ParamNames } from '../../src/api/contract/endpoint.ts';
import { type CallArgs, call } from '../../src/api/call.ts';
import { ApiError } from '../../src/api/http.ts';

describe('an endpoint declared once for both sides', () => {
  it('fills its path parameters, each as one encoded segment', () => {
    expect(fillPath('/lookSysMsg/Details/:msgId', { msgId: 42 })).toBe('/lookSysMsg/Details/42');
    expect(fillPath('/a/:x/b/:y', { x: 'a b/c', y: 1 })).toBe('/a/a%20b%2Fc/b/1');
    expect(() => fillPath('/a/:x', {} as { x: string })).toThrow('missing path parameter x of /a/:x');
  });

  it('knows its parameters and input at compile time', () => {
    const detail = endpoint<void, { title: string }>()('GET', '/notice/:msgId');
    expectTypeOf<ParamNames<'/a/:x/b/:y'>>().toEqualTypeOf<'x' | 'y'>();
    expectTypeOf<ParamNames<'/plain'>>().toEqualTypeOf<never>();
    expectTypeOf<CallArgs<void, typeof detail.path>>().toEqualTypeOf<{ params: Record<'msgId', string | number> } & { input?: undefined }>();
    // @ts-expect-error a missing path parameter does not compile
    const missing: CallArgs<void, '/notice/:msgId'> = {};
    // @ts-expect-error nor does a field the input does not have
    const wrongField: CallArgs<{ pageNum: number }, '/list'> = { input: { pageNo: 1 } };
    expect([missing, wrongField, detail.method]).toEqual([{}, { input: { pageNo: 1 } }, 'GET']);
  });
});

describe('a PUT endpoint', () => {
  const SAVE = endpoint<{ positionSec: number }, { chapterId: number; positionSec: number }>()('PUT', '/progress/:chapterId');
  const seen: { method: string; url: string; type: string | null; body: unknown }[] = [];
  const server = setupServer(
    mock.put('http://api.test/v1/video/progress/:chapterId', async ({ request, params }) => {
      const body: unknown = await request.json();
      seen.push({ method: request.method, url: request.url, type: request.headers.get('content-type'), body });
      if (params.chapterId === '0') return HttpResponse.json({ code: 400, msg: '播放位置有误', data: null }, { status: 400 });
      return HttpResponse.json({ code: 200, msg: '已保存', data: { chapterId: Number(params.chapterId), ...(body as object) } });
    }),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  it('sends its input as the JSON body with method PUT, and answers its data', async () => {
    const res = await call('http://api.test/v1/video/', SAVE, { params: { chapterId: 7 }, input: { positionSec: 12.5 } });
    expectTypeOf(res.data).toEqualTypeOf<{ chapterId: number; positionSec: number }>();
    expect(res).toEqual({ code: 200, msg: '已保存', data: { chapterId: 7, positionSec: 12.5 } });
    expect(seen.at(-1)).toEqual({
      method: 'PUT',
      url: 'http://api.test/v1/video/progress/7',
      type: 'application/json',
      body: { positionSec: 12.5 },
    });
  });

  it('fails through the same status table as a GET or a POST', async () => {
    const failed = call('http://api.test/v1/video/', SAVE, { params: { chapterId: 0 }, input: { positionSec: -1 } });
    await expect(failed).rejects.toBeInstanceOf(ApiError);
    await expect(failed).rejects.toMatchObject({ status: 400, msg: '播放位置有误', shown: true });
  });
});
