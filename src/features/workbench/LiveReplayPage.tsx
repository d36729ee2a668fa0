import { useNavigate, useSearchParams } from 'react-router-dom';
import { mySession, mySessions } from '../../api/workbench.ts';
import { liveMedia } from '../../api/live.ts';
import { money } from '../../api/contract/money.ts';
import PageState from '../../ui/PageState.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import ReplayPlayer from '../../ui/live/ReplayPlayer.tsx';
import { SessionCard, fmtDateTime } from './common.tsx';

const VIDEO = { width: '100%', maxHeight: '60vh', background: '#000', borderRadius: 8 };

function Player({ id }: { id: number }) {
  const { data: s, loading, error, reload } = useLoad(() => mySession(id), [id]);
  // the recording made in the anchor's browser (docs/live.md), one part per broadcast run, else the session's clip
  const { data: media } = useLoad(() => liveMedia(id), [id]);
  return (
    <PageState loading={loading && !s} error={!s && error} onRetry={reload}>
      {s && (
        <section className="wb-card" aria-label="回放">
          <h2>{s.title}</h2>
          {media?.replayParts?.length ? (
            <ReplayPlayer parts={media.replayParts} label={`${s.title} 回放`} poster={s.cover} stage={false} videoStyle={VIDEO} />
          ) : (
            <video src={s.streamUrl} poster={s.cover} controls playsInline style={VIDEO} aria-label={`${s.title} 回放`} />
          )}
          <p className="wb-muted">
            {fmtDateTime(s.startsAt)} — {fmtDateTime(s.endsAt)} · 观看 {s.totalViews} · 订单 {s.orders} · 成交 {money(s.salesFen)} · 佣金{' '}
            {money(s.commissionFen)}
          </p>
          <div className="wb-row">
            {s.products.map((p) => (
              <span key={p.id} className="wb-tag">
                {p.title}
              </span>
            ))}
          </div>
        </section>
      )}
    </PageState>
  );
}

/** /workbench/Livereplay (highlights the workbench home): my past sessions, their figures, and the replay of one. */
export default function LiveReplayPage() {
  const [sp, setSp] = useSearchParams();
  const id = Number(sp.get('id')) || null;
  const navigate = useNavigate();
  const list = useListController({ load: (q) => mySessions('ended', q.pageNum, q.pageSize), accumulate: true });
  return (
    <div className="wb-page">
      {id && <Player id={id} />}
      <ListView list={list} emptyText="还没有结束的直播">
        {(rows) => (
          <ul className="wb-list">
            {rows.map((s) => (
              <SessionCard key={s.id} s={s}>
                <button type="button" className="wb-link" onClick={() => setSp({ id: String(s.id) })}>
                  {id === s.id ? '正在播放' : '播放回放'}
                </button>
                <button type="button" className="wb-link" onClick={() => navigate('/workbench/saleOrder')}>
                  本场订单
                </button>
              </SessionCard>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
