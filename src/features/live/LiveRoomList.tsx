import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { supervisionCalls } from '../../api/supervision.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { session } from '../../state/session.ts';
import { homeFor } from '../../lib/guard.ts';
import { goBack } from '../../lib/navigation.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import '../../ui/live/live.css';

/**
 * /manage/liveRoom without an id (the teacher's menu opens it so): the live sessions running now in
 * the caller's scope — live classes and the learners' shop sessions of classes in scope
 * (supervision/lives) — to pick one and watch it full screen.
 */
export default function LiveRoomList({ onPick }: { onPick: (id: number) => void }) {
  const role = useSnapshot(session).roles[0];
  const lives = useListController({
    load: (q) => (role ? supervisionCalls(role).lives(q.pageNum, q.pageSize) : Promise.reject(new Error('未登录'))),
    pageSize: 12,
    fixed: { role },
  });
  return (
    <div className="lv-rooms">
      <div className="lv-bar">
        <button type="button" className="lv-chip" onClick={() => goBack(homeFor(role))} aria-label="返回">
          ‹ 返回
        </button>
        <strong>直播间</strong>
        <span className="lv-muted">选择一场正在进行的直播观看</span>
      </div>
      <ListView list={lives} emptyText="当前没有正在进行的直播">
        {(rows) => (
          <ul className="lv-room-list">
            {rows.map((l) => (
              <li key={l.id}>
                <button type="button" className="lv-room" onClick={() => onPick(l.id)}>
                  <strong>{l.title}</strong>
                  <span>
                    {l.hostName}
                    {l.className ? ` · ${l.className}` : ''}
                  </span>
                  <span className="lv-muted">
                    {fmtDateTime(l.startsAt)} 开播 · {l.viewers}人观看
                  </span>
                  <span className="lv-room-go">进入直播间 ›</span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListView>
      <p className="lv-muted">
        预约和回放见 <Link to="/manage/classLive">班级直播</Link>
      </p>
    </div>
  );
}
