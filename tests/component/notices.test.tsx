import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import NoticeListPage from '../../src/features/notices/NoticeListPage.tsx';
import NoticeBell from '../../src/features/notices/NoticeBell.tsx';
import { session } from '../../src/state/session.ts';
import { loadMoreNotices, notices, NOTICES_FRESH_MS, refreshUnread, reloadNotices, resetNotices } from '../../src/state/notices.ts';
import { clearMessageCache } from '../../src/storage/messageCache.ts';
import type { NoticeItem } from '../../src/api/contract/notices.ts';

const P = '/v1/wangchuang/student/';

function item(id: number, extra: Partial<NoticeItem> = {}): NoticeItem {
  return {
    msgId: id,
    title: `通知${id}`,
    content: `<p>内容${id}</p>`,
    pushTimeStr: '2026-11-20 09:00',
    pushTime: 1_700_000_000_000 - id,
    readStatus: 0,
    flagTop: 0,
    annexs: '[]',
    ...extra,
  };
}

let all: NoticeItem[] = [];
let details: Record<number, { title: string; content: string; annexs: string }> = {};
const calls = { pages: [] as number[], num: 0, details: [] as number[] };

const server = mockServer(
  http.get(`*${P}loadSendSysMsg`, ({ request }) => {
    const url = new URL(request.url);
    const pageNum = Number(url.searchParams.get('pageNum'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    calls.pages.push(pageNum);
    const list = all.slice((pageNum - 1) * pageSize, pageNum * pageSize);
    return HttpResponse.json({ code: 200, msg: '', data: { list, isLastPage: pageNum * pageSize >= all.length } });
  }),
  http.get(`*${P}loadSysMsg/num`, () => {
    calls.num++;
    return HttpResponse.json({ code: 200, msg: '', data: all.filter((m) => m.readStatus === 0).length });
  }),
  http.get(`*${P}lookSysMsg/Details/:id`, ({ params }) => {
    const id = Number(params.id);
    calls.details.push(id);
    const m = all.find((x) => x.msgId === id)!;
    m.readStatus = 1;
    return HttpResponse.json({
      code: 200,
      msg: '',
      data: { msgId: id, pushTimeStr: m.pushTimeStr, ...(details[id] ?? { title: m.title, content: m.content, annexs: m.annexs }) },
    });
  }),
);

beforeAll(() => {
  // jsdom has no layout: LoadMore treats an element without an offsetParent as hidden.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get() {
      return this.parentNode;
    },
  });
});
beforeEach(async () => {
  resetNotices();
  await clearMessageCache();
  Object.assign(session, { token: 'tok', roles: [6], userInfo: { id: 7, username: 'zbb_student01', role: 6 } });
  calls.pages = [];
  calls.num = 0;
  calls.details = [];
  details = {};
});

describe('notice list', () => {
  it('loads five a page on scroll and stops at isLastPage', async () => {
    all = Array.from({ length: 12 }, (_, i) => item(i + 1));
    render(<NoticeListPage />);
    expect(screen.getByRole('heading', { name: '通知公告' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(12));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    // let any further scroll checks run: no page after the last one is requested
    await act(() => new Promise((r) => setTimeout(r, 900)));
    expect(calls.pages).toEqual([1, 2, 3]);
    expect(notices.isLastPage).toBe(true);
  });

  it('a list mounted right after the route loaded its first page does not ask again; a later one does', async () => {
    all = [item(1), item(2)];
    await reloadNotices(); // the route's prefetch, before the first render
    expect(calls.pages).toEqual([1]);
    const first = render(<NoticeListPage />);
    expect(screen.getAllByTestId('notice-item')).toHaveLength(2);
    await act(() => new Promise((r) => setTimeout(r, 100)));
    expect(calls.pages).toEqual([1]);
    first.unmount();
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + NOTICES_FRESH_MS + 1);
    render(<NoticeListPage />);
    await waitFor(() => expect(calls.pages).toEqual([1, 1]));
    vi.restoreAllMocks();
  });

  it('a next page that fails says so at the end of the list, not 没有更多了, and 重试 loads it', async () => {
    all = Array.from({ length: 8 }, (_, i) => item(i + 1));
    let fail = true;
    let failed = 0;
    server.use(
      http.get(`*${P}loadSendSysMsg`, ({ request }) => {
        if (fail && new URL(request.url).searchParams.get('pageNum') === '2') return failed++, HttpResponse.error();
      }),
    );
    render(<NoticeListPage />);
    const end = await screen.findByText('网络异常，更多通知加载失败');
    expect(screen.getAllByTestId('notice-item')).toHaveLength(5);
    expect(screen.queryByText('没有更多了')).toBeNull();
    expect(notices.isLastPage).toBe(false);
    fail = false;
    fireEvent.click(within(end.parentElement!).getByRole('button', { name: '重试' }));
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(8));
    expect(await screen.findByText('没有更多了')).toBeTruthy();
    expect([failed, ...calls.pages]).toEqual([1, 1, 2]); // page 2 failed once, then came on 重试
  });

  it('a page still loading when the user signs out writes nothing into the next session', async () => {
    all = Array.from({ length: 12 }, (_, i) => item(i + 1));
    let release: () => void = () => undefined;
    const held = new Promise<void>((r) => (release = r));
    await reloadNotices();
    server.use(
      http.get(`*${P}loadSendSysMsg`, async () => {
        await held;
        return HttpResponse.error();
      }),
    );
    const stale = loadMoreNotices();
    await waitFor(() => expect(notices.loading).toBe(true));
    resetNotices(); // signed out; the next user's list starts empty
    server.resetHandlers();
    release();
    await stale;
    expect(notices).toMatchObject({ list: [], pageNum: 0, isLastPage: false, loading: false, error: '', moreError: '' });
    render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(12));
  });

  it('an unread count still on its way when the user signs out sets nothing, not even the icon badge (sign-out cleared it)', async () => {
    const badge: unknown[][] = [];
    // jsdom has no Badging API: a recorder stands in for it
    Object.assign(navigator, {
      setAppBadge: (n: number) => (badge.push(['set', n]), Promise.resolve()),
      clearAppBadge: () => (badge.push(['clear']), Promise.resolve()),
    });
    try {
      all = Array.from({ length: 3 }, (_, i) => item(i + 1));
      let release: () => void = () => undefined;
      const held = new Promise<void>((r) => (release = r));
      let asked = false;
      server.use(
        http.get(`*${P}loadSysMsg/num`, async () => {
          asked = true;
          await held;
          return HttpResponse.json({ code: 200, msg: '', data: 3 });
        }),
      );
      const stale = refreshUnread();
      await waitFor(() => expect(asked).toBe(true));
      resetNotices(); // signed out
      release();
      await stale;
      expect(notices.unread).toBe(0);
      expect(badge).toEqual([]);
    } finally {
      Reflect.deleteProperty(navigator, 'setAppBadge');
      Reflect.deleteProperty(navigator, 'clearAppBadge');
    }
  });

  it('waits at least 400 ms between pages', async () => {
    all = Array.from({ length: 11 }, (_, i) => item(i + 1));
    const started = Date.now();
    render(<NoticeListPage />);
    await waitFor(() => expect(calls.pages).toEqual([1, 2, 3]));
    expect(Date.now() - started).toBeGreaterThanOrEqual(800);
  });

  it('shows pinned messages first and marks unread ones', async () => {
    all = [item(1, { readStatus: 1 }), item(2, { flagTop: 1 }), item(3)];
    render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(3));
    const rows = screen.getAllByTestId('notice-item');
    expect(rows[0]!.textContent).toContain('通知2');
    expect(rows[0]!.getAttribute('data-pinned')).toBe('1');
    expect(within(rows[0]!).getByText('置顶')).toBeTruthy();
    expect(rows.map((r) => r.getAttribute('data-unread'))).toEqual(['1', '0', '1']);
    expect(within(rows[1]!).queryByText('未读')).toBeNull();
    expect(within(rows[2]!).getByText('未读')).toBeTruthy();
  });

  it('shows an empty state', async () => {
    all = [];
    render(<NoticeListPage />);
    expect(await screen.findByText('暂无通知')).toBeTruthy();
  });
});

describe('notice detail', () => {
  async function open(id: number) {
    render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item').length).toBeGreaterThan(0));
    fireEvent.click(screen.getByText(`通知${id}`));
    return screen.findByRole('dialog');
  }

  it('renders sanitised HTML: no script, no event handlers, no javascript: links', async () => {
    all = [item(1)];
    details[1] = {
      title: '带脚本的通知',
      content:
        '<p onclick="window.__xss=1">正文<b>加粗</b></p><script>window.__xss=2</script><img src="x.png" onerror="window.__xss=3"><a href="javascript:alert(1)">链接</a>',
      annexs: '[]',
    };
    const dialog = await open(1);
    await within(dialog).findByText('带脚本的通知');
    const content = dialog.querySelector('.notice-detail-content')!;
    expect(content.textContent).toContain('正文加粗');
    expect(content.querySelector('script')).toBeNull();
    expect(content.innerHTML).not.toMatch(/onclick|onerror|javascript:/i);
    expect(content.querySelector('img')?.getAttribute('src')).toBe('x.png');
    expect((window as unknown as { __xss?: number }).__xss).toBeUndefined();
  });

  it('lists attachments from annexs as download links', async () => {
    all = [item(1)];
    details[1] = {
      title: '有附件',
      content: '<p>x</p>',
      annexs: JSON.stringify([
        { fileName: '清单.pdf', url: '/uploads/a.pdf' },
        { fileName: '坏', url: 'javascript:alert(1)' },
      ]),
    };
    const dialog = await open(1);
    const link = await within(dialog).findByRole('link', { name: '清单.pdf' });
    expect(link.getAttribute('href')).toBe('/uploads/a.pdf');
    expect(link.hasAttribute('download')).toBe(true);
    expect(within(dialog).getAllByRole('link')).toHaveLength(1);
  });

  it.each(['{not json', '"a string"', '{"fileName":"x"}', 'null', '[1,null,{"url":5}]'])(
    'malformed annexs %s shows no attachments and does not break',
    async (annexs) => {
      all = [item(1)];
      details[1] = { title: '附件损坏', content: '<p>正文仍然显示</p>', annexs };
      const dialog = await open(1);
      expect(await within(dialog).findByText('正文仍然显示')).toBeTruthy();
      expect(within(dialog).queryByText('附件')).toBeNull();
      expect(within(dialog).queryAllByRole('link')).toHaveLength(0);
    },
  );

  it('opening marks it read and refreshes the unread count', async () => {
    all = [item(1), item(2)];
    await open(2);
    await waitFor(() => expect(calls.details).toEqual([2]));
    await waitFor(() => expect(notices.unread).toBe(1));
    const row = screen.getAllByTestId('notice-item').find((r) => r.textContent?.includes('通知2'))!;
    expect(row.getAttribute('data-unread')).toBe('0');
  });
});

describe('pull to refresh', () => {
  const width = window.innerWidth;
  afterEach(() => Object.defineProperty(window, 'innerWidth', { configurable: true, value: width }));
  const pullBy = (el: Element, dy: number) => {
    fireEvent.touchStart(el, { touches: [{ clientY: 100 }] });
    fireEvent.touchMove(el, { touches: [{ clientY: 100 + dy }] });
  };

  it('phones: a pull past the threshold reloads the first page; a short pull does not', async () => {
    all = [item(1), item(2)];
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 390 });
    const { container } = render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(2));
    const list = container.querySelector('.pull-refresh')!;
    expect(calls.pages).toEqual([1]);

    pullBy(list, 40);
    expect(screen.getByText('下拉刷新')).toBeTruthy();
    fireEvent.touchEnd(list);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(calls.pages).toEqual([1]);

    all = [item(3), item(1), item(2)];
    pullBy(list, 200);
    expect(screen.getByText('释放立即刷新')).toBeTruthy();
    fireEvent.touchEnd(list);
    await waitFor(() => expect(screen.getByText('刷新成功')).toBeTruthy());
    expect(calls.pages).toEqual([1, 1]);
    expect(screen.getAllByTestId('notice-item')).toHaveLength(3);
  });

  it('desktops: pulling does nothing', async () => {
    all = [item(1), item(2)];
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1440 });
    const { container } = render(<NoticeListPage />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(2));
    pullBy(container.querySelector('.pull-refresh')!, 200);
    fireEvent.touchEnd(container.querySelector('.pull-refresh')!);
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(screen.queryByText('释放立即刷新')).toBeNull();
    expect(calls.pages).toEqual([1]);
  });
});

describe('notice bell', () => {
  it('shows the unread count once the page is idle, and opens the list when tapped', async () => {
    all = [item(1), item(2), item(3, { readStatus: 1 })];
    render(<NoticeBell />);
    // the first screen has the bell without its count: the count's store loads when the page is idle
    expect(screen.getByRole('button', { name: '通知公告' })).toBeTruthy();
    expect(calls.num).toBe(0);
    expect(await screen.findByRole('button', { name: '通知公告，2条未读' })).toBeTruthy();
    expect(calls.num).toBe(1);
    fireEvent.click(screen.getByRole('button', { name: '通知公告，2条未读' }));
    expect(await screen.findByText('通知1')).toBeTruthy();
  });
});
