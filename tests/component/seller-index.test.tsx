import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import IndexPage, { SELLER_TODO_POLL_MS } from '../../src/features/seller/IndexPage.tsx';
import type { SellerOverview } from '../../src/api/contract/seller.ts';

/** /seller/index: the to-dos follow what buyers do, without a reload. */

let unanswered = 1;
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
mockServer(http.get('*/v1/wangchuang/seller/centre/overview', () => HttpResponse.json({ code: 200, msg: 'ok', data: overview() })));
afterEach(() => vi.useRealTimers());

describe('/seller/index', () => {
  it('counts a question a buyer asks while the seller looks at it, within the poll', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    render(
      <MemoryRouter>
        <IndexPage />
      </MemoryRouter>,
    );
    const stat = async () => within((await screen.findByText('待回复咨询')).parentElement!).getByText(/^\d+$/).textContent;
    expect(await stat()).toBe('1');
    unanswered = 2; // a buyer's question, written by another browser
    await act(() => vi.advanceTimersByTimeAsync(SELLER_TODO_POLL_MS));
    await waitFor(async () => expect(await stat()).toBe('2'));
  });
});
