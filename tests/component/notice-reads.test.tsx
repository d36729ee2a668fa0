import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import type { NoticeReader, NoticeReadList } from '../../src/api/contract/notices.ts';
import ReadList from '../../src/features/notices/NoticeReadList.tsx';

/** The writer's read list of a class notice: who read it and when (China time), who has not, counts from the server's rows. */

const readers: NoticeReader[] = [
  { userId: 11, name: '张小红', className: '2026年第1期直播电商创业培训班', readAt: '2026-11-27T01:02:00.000Z' },
  { userId: 12, name: '李明', className: '2026年第1期直播电商创业培训班', readAt: null },
  { userId: 13, name: '王芳', className: '2026年第1期直播电商创业培训班', readAt: null },
];
const asked: URLSearchParams[] = [];
mockServer(
  http.get('*/v1/wangchuang/teacher/announcement/readers/:id', ({ request, params }) => {
    const q = new URL(request.url).searchParams;
    asked.push(q);
    if (params.id !== '42') return HttpResponse.json({ code: 404, msg: '通知不存在', data: null }, { status: 404 });
    const read = q.get('read');
    const list = readers.filter((r) => (read === 'read' ? r.readAt : read === 'unread' ? !r.readAt : true));
    const page: NoticeReadList = { list, total: list.length, pageNum: 1, pageSize: 20, isLastPage: true, readCount: 1, unreadCount: 2 };
    return HttpResponse.json({ code: 200, msg: 'ok', data: page });
  }),
);
beforeAll(() => {
  // jsdom has no layout: LoadMore treats an element without an offsetParent as hidden.
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', { configurable: true, get: () => document.body });
});
afterEach(() => {
  asked.length = 0;
});

describe('NoticeReadList', () => {
  it('lists everyone the notice reaches with the time each read it, and narrows to the unread', async () => {
    render(<ReadList writerRole={5} msgId={42} />);
    const section = screen.getByRole('region', { name: '阅读情况' });
    expect(await within(section).findByText('张小红')).toBeTruthy();
    expect(within(section).getByText('2026-11-27 09:02 已读')).toBeTruthy();
    expect(within(section).getAllByText('未读')).toHaveLength(2);
    expect(within(section).getByRole('button', { name: '全部 3' })).toBeTruthy();
    expect(within(section).getByRole('button', { name: '已读 1' })).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: '未读 2' }));
    expect(await within(section).findByText('李明')).toBeTruthy();
    expect(within(section).queryByText('张小红')).toBeNull();
    expect(asked.at(-1)!.get('read')).toBe('unread');
    expect(within(section).getByRole('button', { name: '未读 2' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says so when the list cannot be loaded', async () => {
    render(<ReadList writerRole={5} msgId={7} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
