import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { classLiveAction, classLives, createClassLive, liveClassOptions } from '../../api/live.ts';
import type { ClassLive } from '../../api/contract/live.ts';
import { act } from '../../ui/act.tsx';
import LoadMore from '../../ui/LoadMore.tsx';
import PageState from '../../ui/PageState.tsx';
import { toast } from '../../ui/toast.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { usePagedList } from '../../ui/usePagedList.ts';
import '../../ui/live/live.css';

const STATE = { upcoming: '未开始', live: '直播中', ended: '已结束' } as const;
const when = (iso: string) => new Date(iso).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' }).slice(0, -3);

/** The teacher's form: a class they teach, a title, now or later, how long. */
function CreateForm({ onDone }: { onDone: (s: ClassLive) => void }) {
  const { data: classes } = useLoad(liveClassOptions, []);
  const [classId, setClassId] = useState(0);
  const [title, setTitle] = useState('');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  const [duration, setDuration] = useState(90);
  if (classes && !classes.length) return null;
  const submit = async () => {
    const cid = classId || classes?.[0]?.value;
    if (!cid) return void toast.fail('请选择班级');
    if (!title.trim()) return void toast.fail('请输入直播标题');
    if (later && !at) return void toast.fail('请选择开播时间');
    const startsAt = later ? new Date(`${at}:00+08:00`).toISOString() : 'now';
    const r = await act(() => createClassLive({ classId: cid, title: title.trim(), startsAt, durationMin: duration }), {
      key: 'class-live-create',
      success: later ? '直播已预约' : '已开播',
    });
    if (r.ok) onDone(r.value);
  };
  return (
    <form
      className="lv-chat"
      aria-label="创建班级直播"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="lv-bar">
        <select aria-label="班级" value={classId || classes?.[0]?.value || ''} onChange={(e) => setClassId(Number(e.target.value))}>
          {classes?.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </select>
        <input aria-label="直播标题" placeholder="直播标题，如：第3课 直播选品" maxLength={30} value={title} onChange={(e) => setTitle(e.target.value)} />
        <label>
          <input type="checkbox" checked={later} onChange={(e) => setLater(e.target.checked)} /> 预约开播
        </label>
        {later && <input type="datetime-local" aria-label="开播时间" value={at} onChange={(e) => setAt(e.target.value)} />}
        <select aria-label="直播时长" value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          {[45, 90, 120, 180].map((d) => (
            <option key={d} value={d}>
              {d} 分钟
            </option>
          ))}
        </select>
        <Button size="small" color="primary" type="submit">
          {later ? '预约直播' : '开始直播'}
        </Button>
      </div>
    </form>
  );
}

/** /manage/classLive: the live classes of the classes in scope; a teacher starts or schedules one for a class they teach. */
export default function ClassLivePage() {
  const navigate = useNavigate();
  const [version, setVersion] = useState(0);
  const list = usePagedList((pageNum) => classLives({ pageNum }), String(version));
  const run = async (id: number, action: 'start' | 'end' | 'delete', success: string, confirm?: string) => {
    const r = await act(() => classLiveAction(id, action), { key: `${action}-${id}`, success, confirm });
    if (r.ok) setVersion((v) => v + 1);
    return r.ok;
  };
  return (
    <div style={{ padding: 12, display: 'grid', gap: 12 }}>
      <CreateForm onDone={(s) => (s.state === 'live' ? navigate(`/manage/classLivePage?id=${s.id}`) : setVersion((v) => v + 1))} />
      <PageState loading={list.first} error={!list.list.length && list.error} onRetry={list.reload} empty={!list.list.length} emptyText="暂无班级直播">
        <ul className="lv-msgs" style={{ height: 'auto', display: 'grid', gap: 8 }}>
          {list.list.map((s) => (
            <li key={s.id} className="lv-chat">
              <strong>{s.title}</strong>
              <span className="lv-muted">
                {s.className} · {s.teacherName} · {when(s.startsAt)}—{when(s.endsAt)} · {STATE[s.state]}
                {s.state === 'live' ? ` · ${s.onAir ? `推流中 ${s.viewers}人观看` : '未推流'}` : ''}
              </span>
              <div className="lv-bar">
                {s.mine && s.state === 'upcoming' && (
                  <Button
                    size="mini"
                    color="primary"
                    onClick={() => void run(s.id, 'start', '已开播').then((ok) => ok && navigate(`/manage/classLivePage?id=${s.id}`))}
                  >
                    立即开播
                  </Button>
                )}
                {s.mine && s.state === 'live' && (
                  <Button size="mini" color="danger" onClick={() => navigate(`/manage/classLivePage?id=${s.id}`)}>
                    开始直播
                  </Button>
                )}
                {s.state === 'live' && (
                  <Button size="mini" onClick={() => navigate(`/manage/liveRoom?id=${s.id}`)}>
                    观看
                  </Button>
                )}
                {s.state !== 'upcoming' && (
                  <Button size="mini" onClick={() => navigate(`/manage/chatpage?id=${s.id}`)}>
                    互动消息
                  </Button>
                )}
                {s.hasReplay && (
                  <Button size="mini" onClick={() => navigate(`/manage/classLiveReplay?id=${s.id}`)}>
                    看回放
                  </Button>
                )}
                {s.mine && s.state === 'upcoming' && (
                  <Button size="mini" fill="none" color="danger" onClick={() => void run(s.id, 'delete', '已删除', '确定删除这场预约的直播吗？')}>
                    删除
                  </Button>
                )}
              </div>
            </li>
          ))}
        </ul>
      </PageState>
      <LoadMore key={list.scrollKey} hasMore={list.hasMore} loadMore={list.loadMore}>
        {(more) => (list.first ? null : more ? '加载中…' : '没有更多了')}
      </LoadMore>
    </div>
  );
}
