import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { ChatMessage } from '../../api/shop.ts';
import { sendChat } from '../../api/shop.ts';
import { ApiError } from '../../api/http.ts';
import { CHAT_MUTED, type ChatMute } from '../../api/contract/live.ts';
import { chatMutes, muteChatAuthor, removeChatMessage, unmuteChat } from '../../api/live.ts';
import { act } from '../act.tsx';
import './live.css';
import './liveChat.css';

/**
 * The room's chat: messages as they arrive and a line to send one. A visitor who is not signed in
 * (`signedIn` false) is asked to, and sending takes them to `onSignIn`; a viewer `muted` in this
 * session (or whose post was just refused so) is told so instead. `moderate` (the session's anchor
 * and the back office: never a learner's or buyer's view) adds 删除 and 禁言 on each message and the
 * session's muted viewers with 解除禁言 (docs/live.md "Chat"), each asked first.
 */
export default function LiveChatBox({
  id,
  msgs,
  connected,
  signedIn = true,
  onSignIn,
  muted = false,
  moderate = false,
}: {
  id: number;
  msgs: ChatMessage[];
  connected: boolean;
  signedIn?: boolean;
  onSignIn?: () => void;
  muted?: boolean;
  moderate?: boolean;
}) {
  const [text, setText] = useState('');
  // a post refused as muted before the stream said so; the stream's word (muted or not) replaces it
  const [refused, setRefused] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each word from the stream resets it
  useEffect(() => setRefused(false), [muted]);
  const silenced = muted || refused;
  // removed here: hidden at once, before the stream's `remove` takes them out of msgs
  const [removed, setRemoved] = useState<ReadonlySet<number>>(new Set());
  const [mutes, setMutes] = useState<ChatMute[]>([]);
  useEffect(() => {
    setMutes([]);
    if (moderate) chatMutes(id).then(setMutes, () => undefined);
  }, [id, moderate]);
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message is the trigger that scrolls to the end
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [msgs]);
  const send = async () => {
    if (!signedIn) return onSignIn?.();
    if (!text.trim()) return;
    if (silenced) return;
    const r = await act(() => sendChat(id, text.trim()), { key: 'live-chat' });
    if (r.ok) setText('');
    else if (r.error instanceof ApiError && r.error.msg === CHAT_MUTED) setRefused(true);
  };
  const remove = async (m: ChatMessage) => {
    const r = await act(() => removeChatMessage(id, m.id), {
      title: '删除消息',
      confirm: `确定删除 ${m.userName} 的这条消息吗？删除后所有观众都看不到。`,
      confirmText: '删除',
      danger: true,
      success: '已删除',
      key: `chat-remove-${m.id}`,
    });
    if (r.ok) setRemoved((s) => new Set(s).add(m.id));
  };
  const mute = async (m: ChatMessage) => {
    const r = await act(() => muteChatAuthor(id, m.id), {
      title: '禁言',
      confirm: `确定禁言 ${m.userName} 吗？本场直播内其不能再发言。`,
      confirmText: '禁言',
      danger: true,
      success: '已禁言',
      key: `chat-mute-${m.id}`,
    });
    if (r.ok) setMutes(r.value);
  };
  const unmute = async (u: ChatMute) => {
    const r = await act(() => unmuteChat(id, u.userId), {
      title: '解除禁言',
      confirm: `确定解除 ${u.userName} 的禁言吗？`,
      success: '已解除禁言',
      key: `chat-unmute-${u.userId}`,
    });
    if (r.ok) setMutes(r.value);
  };
  return (
    <aside className="lv-chat" aria-label="直播互动">
      <strong>直播互动 {connected ? '' : <span className="lv-muted">（连接中…）</span>}</strong>
      <ul className="lv-msgs" ref={list} aria-live="polite">
        <li className="lv-muted">欢迎来到直播间，请文明发言</li>
        {msgs
          .filter((m) => !removed.has(m.id))
          .map((m) => (
            <li key={m.id} className={moderate ? 'lv-msg-mod' : undefined}>
              <span>
                <b>{m.userName}</b>
                {m.text}
              </span>
              {moderate && (
                <span className="lv-mod-actions">
                  <button type="button" className="lv-mod" aria-label={`删除 ${m.userName} 的消息`} onClick={() => void remove(m)}>
                    删除
                  </button>
                  <button type="button" className="lv-mod" aria-label={`禁言 ${m.userName}`} onClick={() => void mute(m)}>
                    禁言
                  </button>
                </span>
              )}
            </li>
          ))}
      </ul>
      {moderate && mutes.length > 0 && (
        <div className="lv-mutes">
          <span className="lv-muted">已禁言：</span>
          {mutes.map((u) => (
            <span key={u.userId} className="lv-mute">
              {u.userName}
              <button type="button" className="lv-mod" aria-label={`解除 ${u.userName} 的禁言`} onClick={() => void unmute(u)}>
                解除
              </button>
            </span>
          ))}
        </div>
      )}
      {silenced && (
        <p className="lv-silenced" role="status">
          {CHAT_MUTED}，本场直播内不能发言
        </p>
      )}
      <form
        className="lv-send"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <input
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={100}
          placeholder={silenced ? CHAT_MUTED : signedIn ? '说点什么…' : '登录后参与互动'}
          aria-label="发送弹幕"
          disabled={silenced}
        />
        <Button size="small" color="primary" shape="rounded" type="submit" disabled={silenced}>
          发送
        </Button>
      </form>
    </aside>
  );
}
