import { describe, expect, expectTypeOf, it } from 'vitest';
import { endpoint, fillPath, type ParamNames } from '../../src/api/contract/endpoint.ts';
import type { CallArgs } from '../../src/api/call.ts';

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
