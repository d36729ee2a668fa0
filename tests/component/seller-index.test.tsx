import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import IndexPage from '../../src/features/seller/IndexPage.tsx';
import type { SellerOverview } from '../../src/api/contract/seller.ts';

/** /seller/index: the to-dos follow what buyers do, without a reload. */

let unanswered = 1;
let push: ((chunk: string) => void) | null = null;
const overview = (): SellerOverview => ({
  shopId: 3,
  shopName: '测试小店',
  logo: '/logo.svg',
  season: 2,
  balanceFen: 50_000,
  scores: { description: 4.8, service: 4.7, logistics: 4.9 },
  todo: { toShip: 0, afterSales: 0, unansweredQuestions: unanswered, unrepliedReviews: 0, lowStock: 0 },
  today: { orders: 0, salesFen: 0, visitors: 0 },
  thisSeason: { season: 2, views: 0, orders: 0, salesFen: 0, units: 0, visitors: 0, buyers: 0, conversion: 0, avgOrderFen: 0 },
  productCount: 0,
  onShelf: 0,
});
mockServer(
  http.get('*/v1/wangchuang/seller/centre/overview', () => HttpResponse.json({ code: 200, msg: 'ok', data: overview() })),
  http.get('*/v1/wangchuang/seller/consult/stream', () => {
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('event: ready\ndata: 1\n\n'));
        push = (chunk) => controller.enqueue(encoder.encode(chunk));
      },
    });
    return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream' } });
  }),
);

describe('/seller/index', () => {
  it('counts a question a buyer asks while the seller looks at it', async () => {
    render(
      <MemoryRouter>
        <IndexPage />
      </MemoryRouter>,
    );
    const stat = async () => within((await screen.findByText('待回复咨询')).parentElement!).getByText(/^\d+$/).textContent;
    expect(await stat()).toBe('1');
    await waitFor(() => expect(push).not.toBeNull());
    unanswered = 2;
    const message = { id: 5, threadId: 8, sender: 'buyer', text: '有货吗？', productId: null, createdAt: '2026-11-23T10:02:00.000Z' };
    push!(`event: message\nid: 5\ndata: ${JSON.stringify({ message, thread: { id: 8 } })}\n\n`);
    await waitFor(async () => expect(await stat()).toBe('2'));
  });
});
