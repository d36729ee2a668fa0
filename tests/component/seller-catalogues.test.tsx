import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import GuaranteePage from '../../src/features/seller/GuaranteePage.tsx';
import WebResourcesPage from '../../src/features/seller/WebResourcesPage.tsx';

/** The shop's short platform catalogues on the list controller: read whole, shown on one page, loaded again after a write. */

const S = '*/v1/wangchuang/seller/';
const ok = (data: unknown, msg = '') => HttpResponse.json({ code: 200, msg, data });

const enabled = new Set<string>();
const guarantees = () =>
  [
    { code: 'seven_day', title: '7天无理由退货', detail: '签收后7天内，商品完好可无理由退货', bondFen: 0 },
    { code: 'genuine', title: '正品保障', detail: '假一赔十，由保证金先行赔付', bondFen: 50000 },
  ].map((g) => ({ ...g, enabled: enabled.has(g.code) }));
const inLibrary = new Set<string>();
const pictures = () =>
  [
    { key: 'sign-1', name: '店招·简约', group: '店招背景' },
    { key: 'goods-1-1', name: '水果1', group: '商品主图' },
    { key: 'goods-1-2', name: '水果2', group: '商品主图' },
  ].map((p) => ({ ...p, url: `/library/${p.key}.svg`, inLibrary: inLibrary.has(p.key) }));

mockServer(
  http.get(`${S}guarantees`, () => ok(guarantees())),
  http.post(`${S}guarantee/set`, async ({ request }) => {
    const { code, on } = (await request.json()) as { code: string; on: boolean };
    if (on) enabled.add(code);
    else enabled.delete(code);
    return ok(guarantees(), on ? '已开通' : '已关闭');
  }),
  http.get(`${S}library`, () => ok(pictures())),
  http.post(`${S}library/add`, async ({ request }) => {
    const { keys } = (await request.json()) as { keys: string[] };
    const added = keys.filter((k) => !inLibrary.has(k));
    for (const k of keys) inLibrary.add(k);
    return ok({ added: added.length });
  }),
);

describe('seller catalogues', () => {
  it('/seller/guarantee: a switch turned on shows on once the list has loaded again, with no pager under the few rows', async () => {
    render(
      <MemoryRouter>
        <GuaranteePage />
      </MemoryRouter>,
    );
    const genuine = await screen.findByRole('switch', { name: '正品保障' });
    expect(screen.getByText(/需保证金¥500\.00/)).toBeTruthy();
    expect(genuine.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(genuine);
    await waitFor(() => expect(screen.getByRole('switch', { name: '正品保障' }).getAttribute('aria-checked')).toBe('true'));
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });

  it('/seller/webResources: pictures by group; the picked ones are added and marked 已加入', async () => {
    render(
      <MemoryRouter>
        <WebResourcesPage />
      </MemoryRouter>,
    );
    const goods = (await screen.findByRole('heading', { name: '商品主图' })).closest('section')!;
    expect(screen.getByRole('heading', { name: '店招背景' })).toBeTruthy();
    fireEvent.click(within(goods).getByRole('button', { name: /水果1/ }));
    expect(screen.getByText('已选 1 张')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '加入图片空间' }));
    await waitFor(() => expect(within(goods).getByRole('button', { name: /水果1/ }).textContent).toContain('已加入'));
    expect(screen.getByText('已选 0 张')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: '分页' })).toBeNull();
  });
});
