import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Badge from 'antd-mobile/es/components/badge';
import Tabs from 'antd-mobile/es/components/tabs';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ConsultThread } from '../../api/contract/sellerTrade.ts';
import { sellerConsults, watchConsults } from '../../api/sellerTrade.ts';
import LoadMore from '../../ui/LoadMore.tsx';
import PageState from '../../ui/PageState.tsx';
import { usePagedList } from '../../ui/usePagedList.ts';
import { fmtDateTime } from './tradeCommon.tsx';
import './trade.css';

/** /seller/consult: buyers' questions, unanswered first; a new question shows up live. Tap to answer. */
export default function ConsultPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<'unread' | 'all'>('unread');
  const { list, hasMore, error, first, loadMore, reload, scrollKey } = usePagedList<ConsultThread>((n) => sellerConsults(n, tab === 'unread', 20), tab);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reload on every pushed message
  useEffect(() => watchConsults('seller', () => reload()), []);
  return (
    <div className="st-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} style={{ background: '#fff', borderRadius: 8 }}>
        <Tabs.Tab key="unread" title="待回复" />
        <Tabs.Tab key="all" title="全部咨询" />
      </Tabs>
      {first && !error && <Skeleton.Paragraph lineCount={4} animated />}
      <PageState
        error={!list.length && error}
        onRetry={reload}
        empty={!first && !error && !list.length}
        emptyText={tab === 'unread' ? '咨询都已回复' : '还没有买家咨询'}
      >
        {list.map((t) => (
          <button type="button" key={t.id} className="st-thread" onClick={() => navigate(`/seller/onlineReply?thread=${t.id}`)}>
            <Badge content={t.unread || null}>
              <b>{t.buyerName}</b>
            </Badge>
            <span className="st-muted">{fmtDateTime(t.lastAt)}</span>
            <span className="st-ellipsis" style={{ gridColumn: '1 / 3', fontSize: 13 }}>
              {t.productTitle && <span className="st-muted">【{t.productTitle}】</span>}
              {t.lastText}
            </span>
          </button>
        ))}
      </PageState>
      <LoadMore key={scrollKey} loadMore={loadMore} hasMore={hasMore} />
    </div>
  );
}
