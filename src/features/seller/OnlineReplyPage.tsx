import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import Badge from 'antd-mobile/es/components/badge';
import Button from 'antd-mobile/es/components/button';
import Tabs from 'antd-mobile/es/components/tabs';
import type { ConsultMessage, ConsultThread } from '../../api/contract/sellerTrade.ts';
import { quickReplyResource } from '../../api/contract/resources/sellerMarketing.ts';
import { resourceCalls } from '../../api/resource.ts';
import { sellerConsults, sellerConversation, sellerReply, watchConsults } from '../../api/sellerTrade.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { fmtDateTime } from './tradeCommon.tsx';
import { useSnapshot } from 'valtio';
import { session } from '../../state/session.ts';

/**
 * /seller/onlineReply: the service desk. Conversations on the left (unread first to catch the eye),
 * the chosen one on the right; buyers' questions arrive live (SSE over LISTEN/NOTIFY), quick replies
 * send with one tap. The second tab manages the quick replies (a resource).
 */
export default function OnlineReplyPage() {
  const [sp, setSp] = useSearchParams();
  const [tab, setTab] = useState<'chat' | 'quick'>('chat');
  const phone = useBreakpoint() === 'phone';
  const s = useSnapshot(session);
  const current = Number(sp.get('thread')) || null;
  const threads = useLoad(() => sellerConsults(1, false, 50), []);
  const quick = useLoad(() => resourceCalls(quickReplyResource, s.roles[0]!).list({ pageNum: 1, pageSize: 50, sort: 'sort', order: 'asc' }), [tab]);
  const [messages, setMessages] = useState<ConsultMessage[]>([]);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [text, setText] = useState('');
  const bottom = useRef<HTMLDivElement>(null);
  const currentRef = useRef(current);
  currentRef.current = current;

  // biome-ignore lint/correctness/useExhaustiveDependencies: loads when the chosen conversation changes
  useEffect(() => {
    if (!current) return;
    setLoading(true);
    setError(null);
    sellerConversation(current)
      .then((c) => {
        setMessages(c.messages);
        threads.setData((p) => p && { ...p, list: p.list.map((t) => (t.id === current ? { ...t, unread: 0 } : t)) });
      })
      .catch(setError)
      .finally(() => setLoading(false));
  }, [current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one stream for the page's life
  useEffect(
    () =>
      watchConsults('seller', (e) => {
        const open = currentRef.current === e.thread.id;
        if (open) setMessages((m) => (m.some((x) => x.id === e.message.id) ? m : [...m, e.message]));
        threads.setData((p) => {
          const t: ConsultThread = { ...e.thread, unread: open ? 0 : e.thread.sellerUnread };
          return p ? { ...p, list: [t, ...p.list.filter((x) => x.id !== t.id)] } : p;
        });
      }),
    [],
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll to the newest message whenever the list changes
  useEffect(() => {
    // (braces: Chromium's scrollIntoView now answers a promise, which must not become the effect's cleanup)
    void bottom.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const send = async (body: string) => {
    if (!current || !body.trim()) return;
    const r = await act(() => sellerReply(current, body.trim()), { key: `reply-${current}` });
    if (r.ok) {
      setText('');
      setMessages((m) => (m.some((x) => x.id === r.value.id) ? m : [...m, r.value]));
    }
  };
  const list = threads.data?.list ?? [];
  const thread = list.find((t) => t.id === current);
  const showList = !phone || !current;
  const showChat = !phone || !!current;

  return (
    <div className="st-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} style={{ background: '#fff', borderRadius: 8 }}>
        <Tabs.Tab key="chat" title="在线回复" />
        <Tabs.Tab key="quick" title="快捷回复设置" />
      </Tabs>
      {tab === 'quick' ? (
        <ResourcePage resource={quickReplyResource} />
      ) : (
        <div className="st-chat">
          {showList && (
            <div className="st-threads" role="group" aria-label="会话列表">
              <PageState
                loading={threads.loading && !threads.data}
                error={threads.error}
                onRetry={threads.reload}
                empty={!list.length}
                emptyText="还没有买家咨询"
              >
                {list.map((t) => (
                  <button
                    type="button"
                    key={t.id}
                    className="st-thread"
                    aria-current={t.id === current}
                    onClick={() => setSp({ thread: String(t.id) }, { replace: true })}
                  >
                    <Badge content={t.unread || null}>
                      <b>{t.buyerName}</b>
                    </Badge>
                    <span className="st-muted">{fmtDateTime(t.lastAt)}</span>
                    <span className="st-muted st-ellipsis" style={{ gridColumn: '1 / 3' }}>
                      {t.productTitle ? `【${t.productTitle}】` : ''}
                      {t.lastText}
                    </span>
                  </button>
                ))}
              </PageState>
            </div>
          )}
          {showChat && (
            <div className="st-card" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
              {current ? (
                <>
                  <div className="st-row">
                    <b>{thread?.buyerName ?? '买家'}</b>
                    {phone && (
                      <Button size="mini" onClick={() => setSp({}, { replace: true })}>
                        返回列表
                      </Button>
                    )}
                  </div>
                  <div className="st-messages" aria-live="polite">
                    <PageState loading={loading} error={error} empty={!messages.length}>
                      {messages.map((m) => (
                        <div key={m.id} className={`st-msg ${m.sender === 'seller' ? 'st-msg-me' : ''}`}>
                          <div className="st-bubble">{m.text}</div>
                          <span className="st-muted">{fmtDateTime(m.createdAt)}</span>
                        </div>
                      ))}
                    </PageState>
                    <div ref={bottom} />
                  </div>
                  <div className="st-quick" role="group" aria-label="快捷回复">
                    {(quick.data?.list ?? []).map((q) => (
                      <button type="button" key={q.id} title={String(q.text)} onClick={() => void send(String(q.text))}>
                        {String(q.text)}
                      </button>
                    ))}
                  </div>
                  <div className="st-send">
                    <textarea
                      rows={2}
                      maxLength={500}
                      value={text}
                      placeholder="输入回复，Enter 发送"
                      aria-label="回复内容"
                      onChange={(e) => setText(e.target.value)}
                      onKeyDown={(e) => {
                        if (e.key === 'Enter' && !e.shiftKey) {
                          e.preventDefault();
                          void send(text);
                        }
                      }}
                    />
                    <Button color="primary" disabled={!text.trim()} onClick={() => void send(text)}>
                      发送
                    </Button>
                  </div>
                </>
              ) : (
                <PageState empty emptyText="选择左侧的会话开始回复" />
              )}
            </div>
          )}
        </div>
      )}
    </div>
  );
}
