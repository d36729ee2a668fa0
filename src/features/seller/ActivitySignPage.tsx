import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import type { PlatformActivity } from '../../api/contract/sellerTrade.ts';
import { activities, bondInfo, cancelActivity, myProducts, signActivity } from '../../api/sellerTrade.ts';
import { money } from '../../api/contract/money.ts';
import { act } from '../../ui/act.tsx';
import PageState from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { fmtDateTime, Sheet } from './tradeCommon.tsx';
import './trade.css';

/** Picks the products to sign up with; closes once signed (the list then loads again: fresh data). */
function SignSheet({ activity, onClose }: { activity: PlatformActivity; onClose: () => void }) {
  const products = useLoad(() => myProducts(), []);
  const [chosen, setChosen] = useState<Set<number>>(new Set(activity.productIds));
  const [err, setErr] = useState('');
  const submit = async () => {
    if (!chosen.size) return setErr('请选择报名商品');
    if (chosen.size > 20) return setErr('最多报名20件商品');
    const r = await act(() => signActivity(activity.id, [...chosen]), { success: '报名成功' });
    if (r.ok) onClose();
  };
  return (
    <Sheet title={`报名「${activity.title}」`} onClose={onClose}>
      <div className="st-form">
        <PageState loading={products.loading} error={products.error} onRetry={products.reload} empty={!products.data?.length} emptyText="店铺还没有商品">
          {(products.data ?? []).map((p) => (
            <label key={p.value} className="st-check">
              <input
                type="checkbox"
                checked={chosen.has(p.value)}
                onChange={() =>
                  setChosen((s) => {
                    const n = new Set(s);
                    if (n.has(p.value)) n.delete(p.value);
                    else n.add(p.value);
                    return n;
                  })
                }
              />
              {p.label}
            </label>
          ))}
        </PageState>
        {err && <span className="st-err">{err}</span>}
        <Button color="primary" block onClick={() => void submit()}>
          提交报名
        </Button>
      </div>
    </Sheet>
  );
}

/** /seller/activitySign: the platform's activities (a few, read whole and paged here); some need a bond (保证金) first. A sign-up or cancel brings the list again (fresh data). */
export default function ActivitySignPage() {
  const navigate = useNavigate();
  const list = useListController({ load: wholeList(activities) });
  const bond = useLoad(() => bondInfo(), []);
  const [signing, setSigning] = useState<PlatformActivity | null>(null);
  return (
    <div className="st-page">
      {bond.data && (
        <div className="st-card st-row">
          <span>
            已缴保证金 <b className="st-red">{money(bond.data.bondFen)}</b>
          </span>
          <Button size="small" onClick={() => navigate('/seller/bond')}>
            缴纳保证金
          </Button>
        </div>
      )}
      <ListView list={list} emptyText="暂无平台活动">
        {(rows) =>
          rows.map((a) => {
            const short = (bond.data?.bondFen ?? 0) < a.bondFen;
            return (
              <article className="st-card" key={a.id}>
                <div className="st-row">
                  <b>{a.title}</b>
                  {a.ended ? <span className="st-tag st-tag-grey">已结束</span> : a.signed ? <span className="st-tag st-tag-ok">已报名</span> : null}
                </div>
                <p style={{ margin: '6px 0', fontSize: 13 }}>{a.intro}</p>
                <div className="st-muted">
                  {fmtDateTime(a.startsAt)} 开始 · 保证金要求 {a.bondFen ? money(a.bondFen) : '无'}
                  {a.signed ? ` · 报名商品${a.productIds.length}件` : ''}
                </div>
                {!a.ended && (
                  <div className="st-actions">
                    {a.signed && (
                      <Button size="small" onClick={() => void act(() => cancelActivity(a.id), { confirm: '确定取消报名吗？', success: '已取消报名' })}>
                        取消报名
                      </Button>
                    )}
                    {short ? (
                      <Button size="small" color="warning" onClick={() => navigate('/seller/bond')}>
                        保证金不足，去缴纳
                      </Button>
                    ) : (
                      <Button size="small" color="primary" onClick={() => setSigning(a)}>
                        {a.signed ? '修改报名商品' : '立即报名'}
                      </Button>
                    )}
                  </div>
                )}
              </article>
            );
          })
        }
      </ListView>
      {signing && <SignSheet activity={signing} onClose={() => setSigning(null)} />}
    </div>
  );
}
