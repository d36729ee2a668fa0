import { useEffect, useState } from 'react';
import type { Role } from '../../api/contract/roles.ts';
import type { InvigilationTile } from '../../api/contract/supervision.ts';
import { supervisionCalls } from '../../api/supervision.ts';
import { act } from '../../ui/act.tsx';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView from '../../ui/resource/ListView.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { useListController } from '../../ui/resource/useListController.ts';
import { FullScreen } from './Players.tsx';
import Snapshot from './Snapshot.tsx';
import { fmtClock, fmtDateTime, useRole } from './common.tsx';

const POLL_MS = 10_000;
const STATUS = { in_progress: '答题中', submitted: '已交卷', expired: '超时交卷' } as const;

/**
 * /manage/RemoteInvigilation: the invigilated attempts in scope with each one's latest camera
 * snapshot, read again every ten seconds while looking at the running ones; an attempt opens with all
 * its snapshots and can be flagged with a reason (shown on /manage/peoplePage's answer sheet too).
 */
export default function RemoteInvigilationPage() {
  const role = useRole();
  const [state, setState] = useState<'running' | 'ended'>('running');
  const [flagged, setFlagged] = useState(false);
  const [open, setOpen] = useState<InvigilationTile | null>(null);
  const list = useListController({
    load: (q) =>
      role ? supervisionCalls(role).invigilation({ state, flagged, pageNum: q.pageNum, pageSize: q.pageSize }) : Promise.reject(new Error('未登录')),
    pageSize: 20,
    fixed: { role, state, flagged: String(flagged) },
    rowKey: (t) => t.attemptId,
  });
  const { reload } = list;
  useEffect(() => {
    if (state !== 'running') return;
    const t = setInterval(reload, POLL_MS);
    return () => clearInterval(t);
  }, [state, reload]);
  if (!role) return null;
  return (
    <div className="sv-page">
      <h2 className="sv-title">远程监考</h2>
      <p className="sv-intro">
        开启了远程监考的考试（在线考试中设置），考生开考前会看到提示，考试中摄像头在随机时刻抓拍3~5张照片。进行中的答卷每10秒刷新一次最新抓拍；发现异常可标记答卷并填写原因。
      </p>
      <div className="sv-bar">
        {/* the tabs alone in the tab list: the filter beside them is not a tab */}
        <div role="tablist" aria-label="答卷状态" style={{ display: 'contents' }}>
          {(['running', 'ended'] as const).map((s) => (
            <button type="button" role="tab" aria-selected={state === s} key={s} className={`sv-chip ${state === s ? 'on' : ''}`} onClick={() => setState(s)}>
              {s === 'running' ? '进行中' : '已结束'}
            </button>
          ))}
        </div>
        <label>
          <input type="checkbox" checked={flagged} onChange={(e) => setFlagged(e.target.checked)} />
          只看已标记
        </label>
      </div>
      <ListView list={list} emptyText={state === 'running' ? '当前没有进行中的监考考试' : '暂无已结束的监考答卷'}>
        {(rows) => (
          <div className="sv-wall">
            {rows.map((t) => (
              <button
                type="button"
                key={t.attemptId}
                className={`sv-tile ${t.flag ? 'flagged' : ''}`}
                onClick={() => setOpen(t)}
                data-testid="invigilation-tile"
              >
                <Snapshot role={role} id={t.latestSnapshotId} alt={`${t.learnerName}的抓拍`} />
                <span className="sv-tile-cap">
                  <strong>
                    {t.learnerName}
                    {t.flag && <span className="sv-tag bad">已标记</span>}
                  </strong>
                  <span>
                    {t.className} · {t.paperTitle}
                  </span>
                  <span>
                    {STATUS[t.status]} · 抓拍{t.snapshots}张{t.latestAt ? `（最新 ${fmtClock(t.latestAt)}）` : ''} · 截止{' '}
                    {t.status === 'in_progress' ? fmtClock(t.deadlineAt) : fmtDateTime(t.deadlineAt)}
                  </span>
                </span>
              </button>
            ))}
          </div>
        )}
      </ListView>
      {open && (
        <FullScreen title={`${open.learnerName} · ${open.paperTitle}`} onClose={() => setOpen(null)}>
          <AttemptView
            role={role}
            tile={open}
            onChanged={(flag) => {
              setOpen({ ...open, flag });
              reload();
            }}
          />
        </FullScreen>
      )}
    </div>
  );
}

function AttemptView({ role, tile, onChanged }: { role: Role; tile: InvigilationTile; onChanged: (flag: InvigilationTile['flag']) => void }) {
  const shots = useLoad(() => supervisionCalls(role).snapshots(tile.attemptId), [role, tile.attemptId, tile.latestSnapshotId]);
  const [reason, setReason] = useState('');
  const calls = supervisionCalls(role);
  const flag = async () => {
    const text = reason.trim();
    const r = await act(() => calls.flag(tile.attemptId, text), { key: `flag-${tile.attemptId}`, success: '已标记' });
    if (r.ok) onChanged({ reason: text, by: '我', at: new Date().toISOString() });
  };
  const unflag = async () => {
    const r = await act(() => calls.unflag(tile.attemptId), { key: `unflag-${tile.attemptId}`, confirm: '确定取消该答卷的标记吗？', success: '已取消标记' });
    if (r.ok) onChanged(null);
  };
  return (
    <div className="sv-attempt">
      <p className="sv-muted">
        {tile.className} · {STATUS[tile.status]} · 开始 {fmtDateTime(tile.startedAt)} · 截止 {fmtDateTime(tile.deadlineAt)}
      </p>
      <PageState {...loadState(shots)} empty={!!shots.data && !shots.data.length} emptyText="该答卷还没有抓拍">
        <div className="sv-shots">
          {shots.data?.map((s) => (
            <figure key={s.id}>
              <Snapshot role={role} id={s.id} alt={`抓拍 ${fmtDateTime(s.takenAt)}`} />
              <figcaption>{fmtDateTime(s.takenAt)}</figcaption>
            </figure>
          ))}
        </div>
      </PageState>
      {tile.flag ? (
        <div className="sv-flag">
          <p>
            已标记：{tile.flag.reason}（{tile.flag.by} {fmtDateTime(tile.flag.at)}）
          </p>
          <button type="button" className="sv-btn" onClick={() => void unflag()}>
            取消标记
          </button>
        </div>
      ) : (
        <div className="sv-flag">
          <input
            className="sv-input"
            value={reason}
            maxLength={200}
            placeholder="标记原因，如：画面中出现他人"
            onChange={(e) => setReason(e.target.value)}
            aria-label="标记原因"
          />
          <button type="button" className="sv-btn danger" disabled={!reason.trim()} onClick={() => void flag()}>
            标记异常
          </button>
        </div>
      )}
    </div>
  );
}
