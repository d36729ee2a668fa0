import { useEffect, useRef, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { ChatMessage } from '../../api/shop.ts';
import { sendChat } from '../../api/shop.ts';
import { act } from '../act.tsx';
import './live.css';

/**
 * The room's chat: messages as they arrive and a line to send one. A visitor who is not signed in
 * (`signedIn` false) is asked to, and sending takes them to `onSignIn`.
 */
export default function LiveChatBox({
  id,
  msgs,
  connected,
  signedIn = true,
  onSignIn,
}: {
  id: number;
  msgs: ChatMessage[];
  connected: boolean;
  signedIn?: boolean;
  onSignIn?: () => void;
}) {
  const [text, setText] = useState('');
  const list = useRef<HTMLUListElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new message is the trigger that scrolls to the end
  useEffect(() => {
    const el = list.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [msgs]);
  const send = async () => {
    if (!signedIn) return onSignIn?.();
    if (!text.trim()) return;
    if ((await act(() => sendChat(id, text.trim()), { key: 'live-chat' })).ok) setText('');
  };
  return (
    <aside className="lv-chat" aria-label="直播互动">
      <strong>直播互动 {connected ? '' : <span className="lv-muted">（连接中…）</span>}</strong>
      <ul className="lv-msgs" ref={list} aria-live="polite">
        <li className="lv-muted">欢迎来到直播间，请文明发言</li>
        {msgs.map((m) => (
          <li key={m.id}>
            <b>{m.userName}</b>
            {m.text}
          </li>
        ))}
      </ul>
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
          placeholder={signedIn ? '说点什么…' : '登录后参与互动'}
          aria-label="发送弹幕"
        />
        <Button size="small" color="primary" shape="rounded" type="submit">
          发送
        </Button>
      </form>
    </aside>
  );
}
