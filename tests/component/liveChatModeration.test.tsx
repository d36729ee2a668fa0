import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { mockServer } from './msw.ts';
import Dialog from 'antd-mobile/es/components/dialog';
import LiveChatBox from '../../src/ui/live/LiveChatBox.tsx';
import type { ChatMessage } from '../../src/api/shop.ts';
import type { ChatMute } from '../../src/api/contract/live.ts';
import { resetActThrottle } from '../../src/ui/act.tsx';
import { session } from '../../src/state/session.ts';
import { setToken } from '../../src/lib/cookies.ts';

/** LiveChatBox's moderation (docs/live.md "Chat"): 删除 and 禁言 on each message, 解除 on the muted; a muted viewer's box. */

const V = '/v1/wangchuang/';
const msg = (id: number, userName: string, text: string): ChatMessage => ({ id, sessionId: 5, userName, text, at: '2026-11-24T10:00:00.000Z' });
const msgs = [msg(1, '张*', '老师好'), msg(2, '李*', '加微信领资料')];
const ok = <T,>(data: T, m = '操作成功') => HttpResponse.json({ code: 200, msg: m, data });

let mutes: ChatMute[] = [];
const calls: { path: string; body: unknown }[] = [];
mockServer(
  http.get(`*${V}live/5/chat/mutes`, () => {
    calls.push({ path: 'mutes', body: null });
    return ok(mutes);
  }),
  http.post(`*${V}live/5/chat/remove`, async ({ request }) => {
    calls.push({ path: 'remove', body: await request.json() });
    return ok(null, '已删除');
  }),
  http.post(`*${V}live/5/chat/mute`, async ({ request }) => {
    calls.push({ path: 'mute', body: await request.json() });
    mutes = [{ userId: 42, userName: '李*', mutedAt: '2026-11-24T10:01:00.000Z', byName: '王老师' }];
    return ok(mutes, '已禁言');
  }),
  http.post(`*${V}live/5/chat/unmute`, async ({ request }) => {
    calls.push({ path: 'unmute', body: await request.json() });
    mutes = [];
    return ok(mutes, '已解除禁言');
  }),
  http.post(`*${V}buyers/live/5/chat`, async ({ request }) => {
    calls.push({ path: 'post', body: await request.json() });
    return HttpResponse.json({ code: 400, msg: '您已被禁言', data: null }, { status: 400 });
  }),
);
beforeEach(() => {
  session.token = 'token-9';
  setToken('token-9');
  resetActThrottle();
  mutes = [];
});
afterEach(() => {
  calls.length = 0;
  // a confirm dialog lives outside the rendered tree (and fades out): none is left for the next case
  Dialog.clear();
});

/** Answers the dialog just opened (the one before may still be fading out) with its button. */
async function confirm(button: string) {
  const found = await waitFor(() => {
    const b = screen
      .getAllByRole('dialog')
      .flatMap((d) => within(d).queryAllByRole('button', { name: button }))
      .at(-1);
    if (!b) throw new Error(`no dialog with ${button}`);
    return b;
  });
  fireEvent.click(found);
}

/** The chat box itself (confirm dialogs are outside it). */
const box = () => within(screen.getByRole('complementary', { name: '直播互动' }));

describe('the chat box for those who moderate', () => {
  it('removes a message after a confirm, at once', async () => {
    render(<LiveChatBox id={5} msgs={msgs} connected moderate />);
    await waitFor(() => expect(calls.map((c) => c.path)).toEqual(['mutes']));
    fireEvent.click(screen.getByRole('button', { name: '删除 李* 的消息' }));
    expect(await screen.findByText(/确定删除 李\* 的这条消息吗/)).toBeTruthy();
    await confirm('删除');
    await waitFor(() => expect(screen.queryByText('加微信领资料')).toBeNull());
    expect(calls.find((c) => c.path === 'remove')?.body).toEqual({ messageId: 2 });
    expect(screen.getByText('老师好')).toBeTruthy();
  });

  it('cancelling the confirm does nothing', async () => {
    render(<LiveChatBox id={5} msgs={msgs} connected moderate />);
    fireEvent.click(screen.getByRole('button', { name: '删除 张* 的消息' }));
    await confirm('取消');
    await new Promise((r) => setTimeout(r, 50));
    expect(calls.some((c) => c.path === 'remove')).toBe(false);
    expect(screen.getByText('老师好')).toBeTruthy();
  });

  it('mutes a message’s author, lists them, and unmutes them', async () => {
    render(<LiveChatBox id={5} msgs={msgs} connected moderate />);
    fireEvent.click(screen.getByRole('button', { name: '禁言 李*' }));
    expect(await screen.findByText(/确定禁言 李\* 吗/)).toBeTruthy();
    await confirm('禁言');
    const unmute = await screen.findByRole('button', { name: '解除 李* 的禁言' });
    expect(calls.find((c) => c.path === 'mute')?.body).toEqual({ messageId: 2 });
    expect(screen.getByText('已禁言：')).toBeTruthy();
    fireEvent.click(unmute);
    await confirm('确定');
    await waitFor(() => expect(screen.queryByRole('button', { name: '解除 李* 的禁言' })).toBeNull());
    expect(calls.find((c) => c.path === 'unmute')?.body).toEqual({ userId: 42 });
  });
});

describe('the chat box of a learner or buyer', () => {
  it('has no moderation and asks for no mute list', async () => {
    render(<LiveChatBox id={5} msgs={msgs} connected />);
    expect(screen.getByText('加微信领资料')).toBeTruthy();
    expect(box().queryByRole('button', { name: /删除|禁言/ })).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(calls).toEqual([]);
  });

  it('says so when muted, and cannot send', () => {
    render(<LiveChatBox id={5} msgs={msgs} connected muted />);
    expect(screen.getByRole('status').textContent).toContain('您已被禁言');
    expect((screen.getByLabelText('发送弹幕') as HTMLInputElement).disabled).toBe(true);
  });

  it('a post refused as muted turns the box to the notice', async () => {
    render(<LiveChatBox id={5} msgs={msgs} connected />);
    fireEvent.change(screen.getByLabelText('发送弹幕'), { target: { value: '还能说吗' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect((await screen.findByRole('status')).textContent).toContain('您已被禁言');
    expect(calls).toEqual([{ path: 'post', body: { text: '还能说吗' } }]);
    expect((screen.getByLabelText('发送弹幕') as HTMLInputElement).disabled).toBe(true);
  });
});
