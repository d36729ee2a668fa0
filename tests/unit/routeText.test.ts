import { describe, expect, it } from 'vitest';
import { routeParts } from '../../src/ui/RouteText.tsx';
import { DECLARED as RESOURCES } from '../declaredResources.ts';

/** Issue 25: a hint never shows a raw route; it names the page, linked. */
describe('routeParts', () => {
  it('turns a route named in a text into the page’s title (a link), keeping the rest', () => {
    expect(routeParts('照片在/manage/RemoteInvigilation中查看')).toEqual(['照片在', { path: '/manage/RemoteInvigilation', title: '远程监考' }, '中查看']);
    expect(routeParts('去 /home 逛逛，或 /seller/index')).toEqual([
      '去 ',
      { path: '/home', title: '商城首页' },
      ' 逛逛，或 ',
      { path: '/seller/index', title: '卖家中心首页' },
    ]);
  });

  it('leaves alone what is not a route: fractions, units, API paths', () => {
    for (const text of ['3/5 张', '速度 km/h', '/v1/wangchuang/common/info', '/manage/notAPage', '没有路径']) expect(routeParts(text)).toEqual([text]);
  });
});

describe('every hint of the resource declarations', () => {
  /** Every string in the declarations with the key it sits under. */
  function* strings(value: unknown, key = ''): Generator<[string, string]> {
    if (typeof value === 'string') yield [key, value];
    else if (Array.isArray(value)) for (const v of value) yield* strings(v, key);
    else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) yield* strings(v, k);
  }
  const RAW_ROUTE = /\/(manage|cultivate|seller|supplymarket|workbench|ondemand|buyerCenter|home|shop)\b/;

  it('names pages only in help texts, and only pages that exist (shown as links)', () => {
    const named: string[] = [];
    for (const decl of RESOURCES) {
      for (const [key, text] of strings(decl)) {
        if (!/[\u4e00-\u9fa5]/.test(text) || !RAW_ROUTE.test(text)) continue;
        expect(key, `${decl.key}: ${text}`).toBe('help');
        const left = routeParts(text).filter((p) => typeof p === 'string');
        expect(left.join('|'), `${decl.key}: ${text}`).not.toMatch(RAW_ROUTE);
        named.push(text);
      }
    }
    expect(named).toContain('开启后，考生开考前会看到提示，考试中摄像头在随机时刻抓拍3~5张照片，在/manage/RemoteInvigilation中查看');
  });
});
