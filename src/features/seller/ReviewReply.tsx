import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { replyReview, type SellerReview } from '../../api/sellerTrade.ts';
import { act } from '../../ui/act.tsx';
import { fmtDateTime, Stars } from './tradeCommon.tsx';

/** One review with the shop's reply, or a box to write it (评价管理, 发表评价). */
export default function ReviewReply({ review: r, onReplied, autoOpen = false }: { review: SellerReview; onReplied: () => void; autoOpen?: boolean }) {
  const [open, setOpen] = useState(autoOpen && !r.reply);
  const [text, setText] = useState('');
  const [err, setErr] = useState('');
  const send = async () => {
    if (!text.trim()) return setErr('请输入回复内容');
    if (text.trim().length > 500) return setErr('回复最多500字');
    setErr('');
    const res = await act(() => replyReview(r.id, text.trim()), { success: '回复成功' });
    if (res.ok) {
      setOpen(false);
      onReplied();
    }
  };
  return (
    <article className="st-card" data-review={r.id}>
      <div className="st-row">
        <span className="st-ellipsis" style={{ fontSize: 13 }}>
          {r.title}
        </span>
        <Stars n={r.stars} />
      </div>
      <p style={{ margin: '6px 0', fontSize: 14 }}>{r.content || '买家未填写评价内容'}</p>
      {r.photos.length > 0 && (
        <div style={{ display: 'flex', gap: 6 }}>
          {r.photos.map((p) => (
            <img key={p} src={p} alt="评价图片" width={56} height={56} style={{ objectFit: 'cover', borderRadius: 4 }} />
          ))}
        </div>
      )}
      <div className="st-muted">{fmtDateTime(r.createdAt)}</div>
      {r.reply && <div className="st-reply">掌柜回复：{r.reply}</div>}
      {open ? (
        <div className="st-form" style={{ marginTop: 8 }}>
          <textarea rows={3} maxLength={500} value={text} placeholder="感谢您的评价…" onChange={(e) => setText(e.target.value)} aria-label="回复内容" />
          {err && <span className="st-err">{err}</span>}
          <div className="st-actions">
            <Button size="small" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button size="small" color="primary" onClick={() => void send()}>
              提交回复
            </Button>
          </div>
        </div>
      ) : (
        <div className="st-actions">
          <Button size="small" color={r.reply ? 'default' : 'primary'} onClick={() => setOpen(true)}>
            {r.reply ? '修改回复' : '回复'}
          </Button>
        </div>
      )}
    </article>
  );
}
