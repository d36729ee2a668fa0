import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { workbenchHome } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { CommissionRow, Figure, SessionCard } from './common.tsx';

/** /workbench/workbenchHome: earnings, today's sessions, to-dos and the latest commissions. */
export default function WorkbenchHomePage() {
  const navigate = useNavigate();
  const { data: h, loading, error, reload } = useLoad(workbenchHome, []);
  return (
    <PageState loading={loading && !h} error={!h && error} onRetry={reload}>
      {h && (
        <div className="wb-page">
          <div className="wb-between">
            <span>
              你好，<strong>{h.name}</strong>
              <span className="wb-muted">
                {' '}
                · 选品 {h.selectionCount} · 粉丝 {h.fans} · 金币余额 {money(h.balanceFen)}
              </span>
            </span>
            <div className="wb-row">
              <Button size="small" color="primary" onClick={() => navigate('/workbench/ProductSelectionCenter')}>
                去选品
              </Button>
              <Button size="small" onClick={() => navigate('/workbench/myLiveHome')}>
                开直播
              </Button>
            </div>
          </div>
          <section className="wb-figures" aria-label="佣金收益">
            <Figure label="今日结算佣金" value={money(h.earnings.todayFen)} money />
            <Figure label="待结算佣金" value={money(h.earnings.pendingFen)} />
            <Figure label="累计结算佣金" value={money(h.earnings.settledFen)} />
            <Figure label="已退回佣金" value={money(h.earnings.reversedFen)} />
          </section>
          <section className="wb-card" aria-label="待办事项">
            <h2>待办</h2>
            <ul className="wb-todos">
              {h.todos.map((t) => (
                <li key={t.key}>
                  <button type="button" onClick={() => navigate(t.path)}>
                    <span>{t.text}</span>
                    <strong>{t.count}</strong>
                  </button>
                </li>
              ))}
            </ul>
          </section>
          <section className="wb-card" aria-label="今日直播">
            <h2>
              今日直播
              <button type="button" className="wb-link" onClick={() => navigate('/workbench/Livereplay')}>
                直播回放 ›
              </button>
            </h2>
            {h.today.length || h.upcoming.length ? (
              <ul className="wb-list">
                {[...h.today, ...h.upcoming.filter((u) => !h.today.some((s) => s.id === u.id))].map((s) => (
                  <SessionCard key={s.id} s={s}>
                    {s.state !== 'ended' && (
                      <Button size="mini" color="primary" onClick={() => navigate(`/workbench/Anchorbigscreen?id=${s.id}`)}>
                        主播大屏
                      </Button>
                    )}
                    {s.state === 'ended' && (
                      <Button size="mini" onClick={() => navigate(`/workbench/Livereplay?id=${s.id}`)}>
                        看回放
                      </Button>
                    )}
                  </SessionCard>
                ))}
              </ul>
            ) : (
              <p className="wb-muted">今天还没有直播安排。</p>
            )}
          </section>
          <section className="wb-card" aria-label="最近佣金">
            <h2>
              最近佣金
              <button type="button" className="wb-link" onClick={() => navigate('/workbench/DistributionOrder')}>
                全部 ›
              </button>
            </h2>
            {h.recent.length ? (
              <ul className="wb-list">
                {h.recent.map((c) => (
                  <CommissionRow key={c.id} c={c} side="anchor" />
                ))}
              </ul>
            ) : (
              <p className="wb-muted">还没有佣金：从直播间下单的分销商品会在这里产生佣金。</p>
            )}
          </section>
        </div>
      )}
    </PageState>
  );
}
