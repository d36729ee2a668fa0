import { useState } from 'react';
import { Link } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { PracticeAssignment } from '../../api/contract/learner.ts';
import { isWebLink, WEB_LINK_ERROR } from '../../api/contract/links.ts';
import { addPracticeRecord, practice } from '../../api/learner.ts';
import { money } from '../../api/contract/money.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { Card, LearnerPage, fmtDateTime, useLoad } from './common.tsx';
import { act } from '../../ui/act.tsx';
import { passesNow } from '../../lib/fieldChecks.ts';

/** /cultivate/practice (ZBB/DSB): the learner's shop figures and the practice assignments with their records. */
export default function PracticePage() {
  const s = useLoad(practice, []);
  const d = s.data;
  return (
    <LearnerPage title="电商实训">
      <PageState {...loadState(s)}>
        {d && (
          <>
            <Card
              title="我的店铺"
              extra={
                <Link to={d.shop ? '/seller/index' : '/seller/exam'} className="ln-btn">
                  {d.shop ? '进入卖家中心' : '去开店'}
                </Link>
              }
            >
              {d.shop ? (
                <dl className="ln-facts">
                  <div>
                    <dt>店铺</dt>
                    <dd>{d.shop.name}</dd>
                  </div>
                  <div>
                    <dt>在售商品</dt>
                    <dd>{d.shop.productCount}</dd>
                  </div>
                  <div>
                    <dt>订单</dt>
                    <dd>{d.shop.orderCount}</dd>
                  </div>
                  <div>
                    <dt>销售额</dt>
                    <dd>{money(d.shop.salesFen)}</dd>
                  </div>
                  <div>
                    <dt>直播场次</dt>
                    <dd>{d.shop.liveCount}</dd>
                  </div>
                </dl>
              ) : (
                <p className="ln-muted" style={{ margin: 0 }}>
                  还没有开店：通过开店考试后即可开店实训。
                </p>
              )}
            </Card>
            <PageState empty={!d.assignments.length} emptyText="暂无实训任务">
              <div className="ln-grid">
                {d.assignments.map((a) => (
                  <Assignment key={a.id} a={a} onAdded={s.reload} />
                ))}
              </div>
            </PageState>
          </>
        )}
      </PageState>
    </LearnerPage>
  );
}

function Assignment({ a, onAdded }: { a: PracticeAssignment; onAdded: () => void }) {
  const [open, setOpen] = useState(false);
  const [content, setContent] = useState('');
  const [link, setLink] = useState('');
  const [busy, setBusy] = useState(false);
  const add = async () => {
    if (busy) return;
    if (!passesNow(!content.trim() ? '请填写实训记录' : !isWebLink(link.trim()) ? WEB_LINK_ERROR : null, (m) => void toast(m))) return;
    setBusy(true);
    const result = await act(() => addPracticeRecord(a.id, { content: content.trim(), link: link.trim() }), { key: `practice-${a.id}`, success: '提交成功' });
    setBusy(false);
    if (!result?.ok) return;
    setContent('');
    setLink('');
    setOpen(false);
    onAdded();
  };
  return (
    <Card
      title={
        <>
          {a.title}
          {a.goalKey && <span className={`ln-tag ${a.goalDone ? 'ok' : 'gray'}`}>{a.goalDone ? '已达成' : '未达成'}</span>}
        </>
      }
    >
      <p className="ln-muted" style={{ marginTop: 0 }}>
        {a.description}
      </p>
      {a.records.length > 0 && (
        <ul className="ln-rows">
          {a.records.map((r) => (
            <li key={r.id}>
              <div style={{ minWidth: 0 }}>
                <div className="ln-row-title" style={{ whiteSpace: 'pre-wrap' }}>
                  {r.content}
                </div>
                <div className="ln-muted">
                  {fmtDateTime(r.createdAt)}
                  {r.link && isWebLink(r.link) && (
                    <>
                      {' '}
                      ·{' '}
                      <a href={r.link} target="_blank" rel="noreferrer">
                        链接
                      </a>
                    </>
                  )}
                </div>
              </div>
            </li>
          ))}
        </ul>
      )}
      {open ? (
        <div style={{ marginTop: 10 }}>
          <div className="ln-field">
            <label htmlFor={`pr-${a.id}`}>实训记录</label>
            <textarea id={`pr-${a.id}`} className="ln-textarea" maxLength={2000} value={content} onChange={(e) => setContent(e.target.value)} />
          </div>
          <div className="ln-field">
            <label htmlFor={`pl-${a.id}`}>相关链接（选填）</label>
            <input id={`pl-${a.id}`} className="ln-input" maxLength={500} value={link} onChange={(e) => setLink(e.target.value)} />
          </div>
          <div className="ln-actions end">
            <Button size="small" onClick={() => setOpen(false)}>
              取消
            </Button>
            <Button size="small" color="primary" loading={busy} disabled={busy} onClick={() => void add()}>
              提交
            </Button>
          </div>
        </div>
      ) : (
        <button type="button" className="ln-add" onClick={() => setOpen(true)}>
          + 添加实训记录
        </button>
      )}
    </Card>
  );
}
