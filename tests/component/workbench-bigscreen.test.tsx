import { beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { LiveStats } from '../../src/api/contract/workbench.ts';
import AnchorBigScreenPage from '../../src/features/workbench/AnchorBigScreenPage.tsx';
import { session } from '../../src/state/session.ts';
import { setToken } from '../../src/lib/cookies.ts';

const V = '/v1/wangchuang/workbench/';
const stats = (over: Partial<LiveStats>): LiveStats => ({
  sessionId: 5,
  title: '助农专场',
  state: 'live',
  startsAt: new Date(Date.now() - 60_000).toISOString(),
  endsAt: new Date(Date.now() + 3_600_000).toISOString(),
  viewers: 0,
  totalViews: 10,
  orders: 0,
  paidOrders: 0,
  buyers: 0,
  salesFen: 0,
  commissionFen: 0,
  topProducts: [],
  recentOrders: [],
  at: new Date().toISOString(),
  ...over,
});

let push: ((s: LiveStats) => void) | null = null;
const seen: (string | null)[] = [];
mockServer(
  // the camera and chat part of the screen: session 5 is the caller's, not on air; its chat is quiet
  http.get('*/live/5/media', () =>
    HttpResponse.json({
      code: 200,
      msg: '',
      data: {
        sessionId: 5,
        mode: 'p2p',
        whipUrl: null,
        whepUrl: null,
        iceServers: [],
        onAir: false,
        live: true,
        isAnchor: true,
        title: '今晚上新',
        replayUrl: null,
        replaySeq: 0,
      },
    }),
  ),
  http.get('*/mall/live/5/chat', () => new HttpResponse(new ReadableStream(), { headers: { 'content-type': 'text/event-stream' } })),
  // the anchor moderates their room's chat: nobody muted
  http.get('*/live/5/chat/mutes', () => HttpResponse.json({ code: 200, msg: '', data: [] })),
  http.get('*/live/6/media', () => HttpResponse.json({ code: 404, msg: '直播不存在', data: null }, { status: 404 })),
  http.get(`*${V}session/5/stream`, ({ request }) => {
    seen.push(request.headers.get('authorization'));
    const encoder = new TextEncoder();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        push = (s) => controller.enqueue(encoder.encode(`event: stats\ndata: ${JSON.stringify(s)}\n\n`));
        push(stats({}));
      },
    });
    return new HttpResponse(body, { headers: { 'content-type': 'text/event-stream' } });
  }),
  http.get(`*${V}session/6/stream`, () => HttpResponse.json({ code: 404, msg: '直播不存在', data: null }, { status: 404 })),
);

const renderAt = (id: number) =>
  render(
    <MemoryRouter initialEntries={[`/workbench/Anchorbigscreen?id=${id}`]}>
      <Routes>
        <Route path="/workbench/Anchorbigscreen" element={<AnchorBigScreenPage />} />
      </Routes>
    </MemoryRouter>,
  );

beforeEach(() => {
  session.token = 'token-9';
  setToken('token-9');
  push = null;
  seen.length = 0;
});

describe('the anchor’s big screen', () => {
  it('shows the pushed figures and updates as each new event arrives (the token travels in the header)', async () => {
    const view = renderAt(5);
    await waitFor(() => expect(screen.getByTestId('screen-orders').textContent).toContain('0'));
    expect(screen.getByText('助农专场')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('实时');
    push!(
      stats({
        viewers: 3,
        orders: 2,
        paidOrders: 1,
        salesFen: 11481,
        topProducts: [{ productId: 1, title: '赣南脐橙', quantity: 1, salesFen: 11481 }],
        recentOrders: [{ id: 8, buyer: '刘*强', title: '赣南脐橙', payFen: 11481, paid: true, at: new Date().toISOString() }],
      }),
    );
    await waitFor(() => expect(screen.getByTestId('screen-orders').textContent).toBe('订单数2'));
    expect(screen.getByTestId('screen-viewers').textContent).toBe('在线观众3');
    expect(screen.getByTestId('screen-sales').textContent).toBe('成交金额¥114.81');
    expect(screen.getByText('刘*强 下单 赣南脐橙')).toBeTruthy();
    expect(seen).toEqual(['token-9']);
    view.unmount();
  });

  it('a session that is not the caller’s shows an error, not figures', async () => {
    renderAt(6);
    expect(await screen.findByText('直播不存在或无权查看')).toBeTruthy();
    expect(screen.queryByTestId('screen-orders')).toBeNull();
  });
});
