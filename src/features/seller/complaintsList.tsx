import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { Complaint } from '../../api/contract/shop.ts';
import { replyComplaint, sellerComplaints } from '../../api/sellerTrade.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { fmtDateTime } from './tradeCommon.tsx';

const DECISION = { upheld: { text: '成立', cls: 'st-tag' }, dismissed: { text: '不成立', cls: 'st-tag st-tag-ok' } } as const;

function Item({ c, noun, onDone }: { c: Complaint; noun: string; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [text, setText] = useState('');
  const [err, setErr] = useState('');
  const send = async () => {
    if (!text.trim()) return setErr('请输入回复内容');
    setErr('');
    const r = await act(() => replyComplaint(c.id, text.trim()), { success: '已提交申诉说明' });
    if (r.ok) {
      setOpen(false);
      onDone();
    }
  };
  const decision = c.decision ? DECISION[c.decision] : null;
  return (
    <article className="st-card" data-complaint={c.id}>
      <div className="st-row">
        <b>{c.reason}</b>
        {decision ? (
          <span className={decision.cls}>
            平台判定：{noun}
            {decision.text}
          </span>
        ) : (
          <span className="st-tag st-tag-grey">{c.reply ? '已说明，待平台判定' : '待平台处理'}</span>
        )}
      </div>
      {c.content && <p style={{ margin: '6px 0', fontSize: 14 }}>{c.content}</p>}
      <div className="st-muted">
        {fmtDateTime(c.createdAt)}
        {c.orderId ? ` · 订单 ${c.orderId}` : ''}
        {c.productId ? ` · 商品 ${c.productId}` : ''}
      </div>
      {c.reply && <div className="st-reply">店铺说明：{c.reply}</div>}
      {c.decision && (
        <div className="st-reply">
          平台处理意见：{c.decisionNote || '—'}（{fmtDateTime(c.decidedAt)}）
        </div>
      )}
      {open ? (
        <div className="st-form" style={{ marginTop: 8 }}>
          <textarea rows={3} maxLength={500} value={text} onChange={(e) => setText(e.target.value)} aria-label="申诉说明" placeholder="向平台说明情况" />
          {err && <span className="st-err">{err}</span>}
          <div className="st-actions">
            <Button size="small" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button size="small" color="primary" onClick={() => void send()}>
              提交
            </Button>
          </div>
        </div>
      ) : (
        !c.decision && (
          <div className="st-actions">
            <Button size="small" color="primary" onClick={() => setOpen(true)}>
              {c.reply ? '修改说明' : '申诉说明'}
            </Button>
          </div>
        )
      )}
    </article>
  );
}

/** Complaints (投诉) or reports (举报) against the caller's shop, with the platform's decision. */
export function ComplaintsList({ kind }: { kind: 'complaint' | 'report' }) {
  const { data, error, loading, reload } = useLoad(() => sellerComplaints(kind), [kind]);
  const noun = kind === 'complaint' ? '投诉' : '举报';
  return (
    <div className="st-page">
      <div className="st-muted">买家对本店的{noun}由平台判定；判定前可提交申诉说明。有未处理的投诉时不能退还保证金。</div>
      <PageState loading={loading} error={error} onRetry={reload} empty={!data?.length} emptyText={`暂无${noun}`}>
        {(data ?? []).map((c) => (
          <Item key={c.id} c={c} noun={noun} onDone={reload} />
        ))}
      </PageState>
    </div>
  );
}
