import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import LiveRoomViewPage from '../../src/features/live/LiveRoomViewPage.tsx';

/** /manage/liveRoom?id= of a session that does not exist (or is out of the viewer's scope): it says so instead of 连接中… for ever. */
mockServer(http.get('*/live/99/media', () => HttpResponse.json({ code: 404, msg: '直播不存在', data: null }, { status: 404 })));

describe('the back-office live room', () => {
  it('a session that cannot be joined says why, with the way back', async () => {
    render(
      <MemoryRouter initialEntries={['/manage/liveRoom?id=99']}>
        <Routes>
          <Route path="/manage/liveRoom" element={<LiveRoomViewPage />} />
        </Routes>
      </MemoryRouter>,
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 20_000 });
    expect(alert.textContent).toContain('加载失败');
    expect(screen.queryByText('连接中…')).toBeNull();
    expect(screen.getByRole('button', { name: '返回' })).toBeTruthy();
  });
});
