import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Badge from 'antd-mobile/es/components/badge';
import Tabs from 'antd-mobile/es/components/tabs';
import Skeleton from 'antd-mobile/es/components/skeleton';
import type { ConsultThread } from '../../api/contract/sellerTrade.ts';
import { sellerConsults, watchConsults } from '../../api/sellerTrade.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { fmtDateTime } from './tradeCommon.tsx';
import './trade.css';

/** /seller/consult: buyers' questions, unanswered first; a new question shows up live. Tap to answer. */
export default function ConsultPage() {
  const navigate = useNavigate();
  const [tab, setTab] = useState<'unread' | 'all'>('unread');
  const list = useListController<ConsultThread>({
    load: (q) => sellerConsults(q.pageNum, tab === 'unread', q.pageSize),
    accumulate: true,
    pageSize: 20,
    fixed: { tab },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: list.reload on every pushed message
  useEffect(() => watchConsults('seller', () => list.reload()), []);
  return (
    <div className="st-page">
      <Tabs activeKey={tab} onChange={(k) => setTab(k as typeof tab)} style={{ background: '#fff', borderRadius: 8 }}>
        <Tabs.Tab key="unread" title="待回复" />
        <Tabs.Tab key="all" title="全部咨询" />
      </Tabs>
      <ListView list={list} emptyText={tab === 'unread' ? '咨询都已回复' : '还没有买家咨询'} skeleton={<Skeleton.Paragraph lineCount={4} animated />}>
        {(rows) =>
          rows.map((t) => (
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
          ))
        }
      </ListView>
    </div>
  );
}
