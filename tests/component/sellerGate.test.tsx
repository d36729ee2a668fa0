import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import SellerLayout from '../../src/app/layouts/SellerLayout.tsx';
import { checkStore, readStoreExamFlag, sellerGateRedirect, STORE_EXAM_KEY } from '../../src/state/sellerGate.ts';
import { session } from '../../src/state/session.ts';
import { toast } from '../../src/ui/toast.ts';

let valid = 0;
/** How many store checks fail on the network before the server answers. */
let failing = 0;
mockServer(
  http.get('*/v1/wangchuang/store/valid/question', () => (failing-- > 0 ? HttpResponse.error() : HttpResponse.json({ code: 200, msg: 'ok', data: valid }))),
  // the layout's header shows the seller's coins once the shop is open
  http.get('*/v1/wangchuang/buyers/balance/info', () => HttpResponse.json({ code: 200, msg: 'ok', data: { balance: 100, balanceFen: 10000 } })),
  // and the notice bell its unread count
  http.get('*/v1/wangchuang/student/loadSysMsg/num', () => HttpResponse.json({ code: 200, msg: 'ok', data: 0 })),
);
beforeAll(async () => {
  // the layout loads its sheet, dialog and toast on first use: load them once here, outside the tests' time
  await Promise.all([import('antd-mobile/es/components/action-sheet'), import('antd-mobile/es/components/dialog'), import('antd-mobile/es/components/toast')]);
}, 60_000);
beforeEach(() => {
  failing = 0;
  localStorage.clear();
  session.roles = [6];
  session.token = 't';
});

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      {
        element: <SellerLayout />,
        children: [
          { path: '/seller/index', element: <p>卖家首页内容</p> },
          { path: '/seller/order', element: <p>订单内容</p> },
          { path: '/seller/exam', element: <p>开店考试内容</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

describe('seller gate (spec §4)', () => {
  it('flag part: with the flag "true" any seller page except the exam goes to the exam', () => {
    expect(sellerGateRedirect('/seller/order', 'true')).toBe('/seller/exam');
    expect(sellerGateRedirect('/seller/exam', 'true')).toBeNull();
    expect(sellerGateRedirect('/seller/order', 'false')).toBeNull();
    expect(sellerGateRedirect('/seller/order', '')).toBeNull();
  });

  it('checkStore stores the flag: true when store/valid/question answers 0', async () => {
    valid = 0;
    expect(await checkStore()).toBe(false);
    expect(localStorage.getItem(STORE_EXAM_KEY)).toBe('true');
    valid = 1;
    expect(await checkStore()).toBe(true);
    expect(readStoreExamFlag()).toBe('false');
  });

  it('store/valid/question 0 → 请先开店 and /seller/exam', async () => {
    valid = 0;
    // the toast is on screen for 1.5 s (spec §9): on a loaded machine it may be gone before a look at the page
    const told = vi.spyOn(toast, 'fail');
    const router = renderAt('/seller/order');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/exam'));
    expect(told).toHaveBeenCalledWith('请先开店');
    told.mockRestore();
    expect(await screen.findByText('开店考试内容')).toBeTruthy();
    expect(localStorage.getItem(STORE_EXAM_KEY)).toBe('true');
  });

  it('a store check lost on the network is asked again: a learner without a shop still reaches the exam', async () => {
    valid = 0;
    failing = 1;
    const router = renderAt('/seller/index');
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/exam'));
    expect(await screen.findByText('开店考试内容')).toBeTruthy();
    expect(failing).toBe(-1); // asked twice: the lost one and the answered one
  });

  it('an open shop passes and shows the fixed scores', async () => {
    valid = 1;
    const router = renderAt('/seller/order');
    expect(await screen.findByText('订单内容')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('描述 4')).toBeTruthy());
    expect(screen.getByText('服务 8')).toBeTruthy();
    expect(screen.getByText('物流 10')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/seller/order');
    expect(localStorage.getItem(STORE_EXAM_KEY)).toBe('false');
  });

  it('a stored flag "true" redirects before the server answers', async () => {
    localStorage.setItem(STORE_EXAM_KEY, 'true');
    valid = 0;
    const spy = vi.fn();
    const router = renderAt('/seller/index');
    router.subscribe(spy);
    await waitFor(() => expect(router.state.location.pathname).toBe('/seller/exam'));
  });
});
