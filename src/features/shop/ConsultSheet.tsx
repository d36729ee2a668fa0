import { useEffect, useRef, useState } from 'react';
import Popup from '../../ui/overlay/Popup.tsx';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import Badge from 'antd-mobile/es/components/badge';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { ConsultMessage, ConsultThread } from '../../api/contract/sellerTrade.ts';
import { askShop, buyerConsults, buyerConversation, buyerConversationWithShop, watchConsults } from '../../api/sellerTrade.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import './shop.css';

/**
 * The product page's 客服: the buyer's conversation with the shop, answers arriving live (SSE), and
 * 我的咨询, every conversation with its unread count (docs/seller-centre.md).
 */
export default function ConsultSheet({ shopId, shopName, productId, onClose }: { shopId: number; shopName: string; productId: number; onClose: () => void }) {
  const [tab, setTab] = useState<'chat' | 'list'>('chat');
  const [threadId, setThreadId] = useState<number | null>(null);
  const [title, setTitle] = useState(shopName);
  const [messages, setMessages] = useState<ConsultMessage[]>([]);
  const [threads, setThreads] = useState<ConsultThread[]>([]);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const [text, setText] = useState('');
  const [target, setTarget] = useState({ shopId, productId: productId as number | undefined });
  const bottom = useRef<HTMLDivElement>(null);
  const current = useRef<number | null>(null);

  const openShop = async () => {
    setLoading(true);
    setError(null);
    try {
      const conv = await buyerConversationWithShop(shopId);
      setMessages(conv?.messages ?? []);
      setThreadId(conv?.thread.id ?? null);
      current.current = conv?.thread.id ?? null;
      setTitle(shopName);
      setTarget({ shopId, productId });
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  };
  const openThread = async (t: ConsultThread) => {
    setTab('chat');
    setLoading(true);
    try {
      const conv = await buyerConversation(t.id);
      setMessages(conv.messages);
      setThreadId(t.id);
      current.current = t.id;
      setTitle(t.shopName);
      setTarget({ shopId: t.shopId, productId: undefined });
    } catch (e) {
      setError(e);
    } finally {
      setLoading(false);
    }
  };
  const loadThreads = () =>
    buyerConsults(1, 50)
      .then((p) => setThreads(p.list))
      .catch(setError);

  // biome-ignore lint/correctness/useExhaustiveDependencies: opens once per shop
  useEffect(() => {
    void openShop();
    void loadThreads();
    return watchConsults('buyer', (e) => {
      setThreads((list) => [{ ...e.thread, unread: e.message.sender === 'seller' ? e.thread.buyerUnread : 0 }, ...list.filter((x) => x.id !== e.thread.id)]);
      if (current.current === null || current.current === e.thread.id) {
        current.current = e.thread.id;
        setThreadId(e.thread.id);
        setMessages((m) => (m.some((x) => x.id === e.message.id) ? m : [...m, e.message]));
      }
    });
  }, [shopId]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the list changes
  useEffect(() => {
    // (braces: Chromium's scrollIntoView now answers a promise, which must not become the effect's cleanup)
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = async () => {
    const body = text.trim();
    if (!body) return;
    const r = await act(() => askShop(target.shopId, body, target.productId), { key: 'consult-send' });
    if (r.ok) {
      setText('');
      setMessages((m) => (m.some((x) => x.id === r.value.id) ? m : [...m, r.value]));
      setThreadId(r.value.threadId);
      current.current = r.value.threadId;
    }
  };
  const unread = threads.reduce((a, t) => a + t.unread, 0);

  return (
    <Popup
      visible
      onMaskClick={onClose}
      onClose={onClose}
      bodyStyle={{ height: '80vh', borderRadius: '12px 12px 0 0', display: 'flex', flexDirection: 'column' }}
    >
      <Tabs activeKey={tab} onChange={(k) => setTab(k as 'chat' | 'list')}>
        <Tabs.Tab key="chat" title={`客服 · ${title}`} />
        <Tabs.Tab key="list" title={<Badge content={unread || null}>我的咨询</Badge>} />
      </Tabs>
      {tab === 'chat' ? (
        <>
          <div className="cs-messages" aria-live="polite">
            <PageState loading={loading} error={error} onRetry={openShop} empty={!loading && !messages.length} emptyText="有什么问题，直接问店铺客服吧">
              {messages.map((m) => (
                <div key={m.id} className={`cs-msg cs-${m.sender === 'buyer' ? 'me' : 'them'}`}>
                  <div className="cs-bubble">{m.text}</div>
                  <div className="cs-time">{fmtDateTime(m.createdAt)}</div>
                </div>
              ))}
            </PageState>
            <div ref={bottom} />
          </div>
          <div className="cs-input">
            <input
              className="cs-text"
              placeholder="请输入您的问题"
              value={text}
              maxLength={500}
              aria-label="咨询内容"
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') void send();
              }}
            />
            <Button color="danger" size="small" disabled={!text.trim()} onClick={() => void send()}>
              发送
            </Button>
          </div>
        </>
      ) : (
        <div className="cs-messages">
          <PageState empty={!threads.length} emptyText="还没有咨询记录">
            {threads.map((t) => (
              <button type="button" key={t.id} className="cs-thread" onClick={() => void openThread(t)} data-thread={threadId === t.id ? 'current' : undefined}>
                <Badge content={t.unread || null}>
                  <b>{t.shopName}</b>
                </Badge>
                <span className="sp-muted sp-ellipsis">{t.lastText}</span>
                <span className="sp-muted cs-time">{fmtDateTime(t.lastAt)}</span>
              </button>
            ))}
          </PageState>
        </div>
      )}
    </Popup>
  );
}
