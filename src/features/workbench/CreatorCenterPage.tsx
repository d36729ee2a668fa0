import { useNavigate } from 'react-router-dom';
import { anchorProfileResource } from '../../api/contract/resources/workbench.ts';
import { creatorCenter } from '../../api/workbench.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import SingleRecord from '../../ui/resource/SingleRecord.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { Figure, SessionCard, fmtDateTime } from './common.tsx';

/** /workbench/CreatorCenter: my anchor profile, fans and works (past sessions with their figures). */
export default function CreatorCenterPage() {
  const navigate = useNavigate();
  // the profile is made on this first call, so the resource below has a row to show
  const { data: c, loading, error, reload } = useLoad(creatorCenter, []);
  return (
    <PageState loading={loading && !c} error={!c && error} onRetry={reload}>
      {c && (
        <div className="wb-page">
          <SingleRecord
            resource={anchorProfileResource}
            title="主播资料"
            editLabel="编辑资料"
            fields={['nickname', 'avatar', 'tags', 'intro', 'fans', 'createdAt']}
          />
          <section className="wb-figures" aria-label="作品数据">
            <Figure label="粉丝" value={c.fans} />
            <Figure label="直播场次" value={c.works.sessions} />
            <Figure label="累计观看" value={c.works.totalViews} />
            <Figure label="带货成交" value={money(c.works.salesFen)} money />
          </section>
          <section className="wb-card" aria-label="最新粉丝">
            <h2>最新粉丝</h2>
            {c.recentFans.length ? (
              <ul className="wb-todos">
                {c.recentFans.map((f) => (
                  <li key={`${f.name}-${f.at}`} className="wb-between" style={{ padding: '8px 0' }}>
                    <span>{f.name}</span>
                    <span className="wb-muted">{fmtDateTime(f.at)} 关注</span>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="wb-muted">观众在直播间点「关注」后会出现在这里。</p>
            )}
          </section>
          <section className="wb-card" aria-label="我的作品">
            <h2>
              我的作品
              <button type="button" className="wb-link" onClick={() => navigate('/workbench/Livereplay')}>
                全部回放 ›
              </button>
            </h2>
            {c.replays.length ? (
              <ul className="wb-list">
                {c.replays.map((s) => (
                  <SessionCard key={s.id} s={s}>
                    <button type="button" className="wb-link" onClick={() => navigate(`/workbench/Livereplay?id=${s.id}`)}>
                      播放回放
                    </button>
                  </SessionCard>
                ))}
              </ul>
            ) : (
              <p className="wb-muted">直播结束后，回放会作为作品出现在这里。</p>
            )}
          </section>
        </div>
      )}
    </PageState>
  );
}
