import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { fromDateTimeInput, toDateTimeInput } from '../../api/contract/chinaTime.ts';
import type { AnchorSession } from '../../api/contract/workbench.ts';
import { createSession, deleteSession, endSession, mySessions, startSession, updateSession } from '../../api/workbench.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import { SessionCard } from './common.tsx';
import ShelfPicker, { useSelectionRows } from './ShelfPicker.tsx';

const DURATIONS = [30, 60, 90, 120, 180, 240];

/** A datetime-local value an hour from now (China time), on the quarter hour. */
const QUARTER_MS = 15 * 60_000;
const inAnHour = () => toDateTimeInput(Math.ceil((Date.now() + 3600_000) / QUARTER_MS) * QUARTER_MS);

function CreateForm({ onDone }: { onDone: (s: AnchorSession) => void }) {
  const rows = useSelectionRows();
  const [title, setTitle] = useState('');
  const [mode, setMode] = useState<'now' | 'later'>('now');
  const [at, setAt] = useState(inAnHour);
  const [duration, setDuration] = useState(120);
  const [ids, setIds] = useState<number[] | null>(null);
  const picked =
    ids ??
    (rows ?? [])
      .filter((r) => r.open)
      .slice(0, 10)
      .map((r) => r.productId as number);
  const submit = async () => {
    if (!title.trim()) return void toast.fail('请输入直播标题');
    if (!picked.length) return void toast.fail('请选择直播商品');
    const startsAt = mode === 'now' ? 'now' : fromDateTimeInput(at);
    if (!startsAt) return void toast.fail('请选择开播时间');
    const r = await act(() => createSession({ title: title.trim(), startsAt, durationMin: duration, productIds: picked }), {
      success: mode === 'now' ? '已开播' : '直播已预约',
      key: 'create-session',
    });
    if (r.ok) onDone(r.value);
  };
  return (
    <form
      className="wb-card wb-form"
      aria-label="创建直播"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2>创建直播</h2>
      <label className="wb-field">
        直播标题
        <input value={title} onChange={(e) => setTitle(e.target.value)} maxLength={30} placeholder="例如：助农好物专场" />
      </label>
      <div className="wb-row" role="radiogroup" aria-label="开播时间">
        <label className="wb-row">
          <input type="radio" name="when" checked={mode === 'now'} onChange={() => setMode('now')} /> 立即开播
        </label>
        <label className="wb-row">
          <input type="radio" name="when" checked={mode === 'later'} onChange={() => setMode('later')} /> 预约开播
        </label>
        {mode === 'later' && <input type="datetime-local" aria-label="开播时间" value={at} onChange={(e) => setAt(e.target.value)} className="wb-field" />}
      </div>
      <label className="wb-field">
        直播时长
        <select value={duration} onChange={(e) => setDuration(Number(e.target.value))}>
          {DURATIONS.map((d) => (
            <option key={d} value={d}>
              {d} 分钟
            </option>
          ))}
        </select>
      </label>
      <span className="wb-muted">直播商品（已选 {picked.length} 件，按勾选顺序上架）</span>
      {rows ? <ShelfPicker rows={rows} value={picked} onChange={setIds} /> : <span className="wb-muted">加载中…</span>}
      <Button color="primary" type="submit">
        {mode === 'now' ? '开始直播' : '预约直播'}
      </Button>
    </form>
  );
}

function ShelfEditor({ s, onDone }: { s: AnchorSession; onDone: () => void }) {
  const rows = useSelectionRows();
  const [ids, setIds] = useState(s.productIds);
  const save = async () => {
    const r = await act(() => updateSession(s.id, s.title, ids), { success: '货架已更新', key: `shelf-${s.id}` });
    if (r.ok) onDone();
  };
  if (!rows) return <span className="wb-muted">加载中…</span>;
  return (
    <div className="wb-form">
      <ShelfPicker rows={rows} value={ids} onChange={setIds} />
      <Button size="small" color="primary" onClick={() => void save()}>
        保存货架
      </Button>
    </div>
  );
}

/** /workbench/myLiveHome: schedule and start my live sessions, arrange their shelves, open the big screen. */
export default function MyLiveHomePage() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<number | null>(null);
  const list = useListController({ load: (q) => mySessions('all', q.pageNum, q.pageSize), accumulate: true });
  const changed = list.reload;
  const run = async (call: () => Promise<unknown>, success: string, key: string, confirm?: string) => {
    const r = await act(call, { success, key, confirm });
    if (r.ok) changed();
  };
  return (
    <div className="wb-page">
      <div className="wb-between">
        <span className="wb-muted">买家在直播间点「去抢购」下单，订单记在本场直播；分销商品在买家确认收货后结算佣金。</span>
        <Button size="small" color="primary" onClick={() => setCreating((v) => !v)}>
          {creating ? '收起' : '创建直播'}
        </Button>
      </div>
      {creating && (
        <CreateForm
          onDone={(s) => {
            setCreating(false);
            changed();
            if (s.state === 'live') navigate(`/workbench/Anchorbigscreen?id=${s.id}`);
          }}
        />
      )}
      <ListView list={list} emptyText="还没有直播，创建第一场吧">
        {(rows) => (
          <ul className="wb-list">
            {rows.map((s) => (
              <SessionCard key={s.id} s={s}>
                {s.state === 'upcoming' && (
                  <Button size="mini" color="primary" onClick={() => void run(() => startSession(s.id), '已开播', `start-${s.id}`)}>
                    立即开播
                  </Button>
                )}
                {s.state !== 'ended' && (
                  <Button size="mini" color="primary" fill="outline" onClick={() => navigate(`/workbench/Anchorbigscreen?id=${s.id}`)}>
                    主播大屏
                  </Button>
                )}
                {s.state === 'live' && (
                  <Button size="mini" onClick={() => void run(() => endSession(s.id), '直播已结束', `end-${s.id}`, '确定结束本场直播吗？')}>
                    下播
                  </Button>
                )}
                {s.state !== 'ended' && (
                  <Button size="mini" onClick={() => setEditing(editing === s.id ? null : s.id)}>
                    编辑货架
                  </Button>
                )}
                {s.state !== 'upcoming' && (
                  <Button size="mini" onClick={() => void window.open(s.watchPath, '_blank', 'noopener')}>
                    观看直播间
                  </Button>
                )}
                {s.state === 'ended' && (
                  <Button size="mini" onClick={() => navigate(`/workbench/Livereplay?id=${s.id}`)}>
                    看回放
                  </Button>
                )}
                {s.state === 'upcoming' && (
                  <Button
                    size="mini"
                    color="danger"
                    fill="none"
                    onClick={() => void run(() => deleteSession(s.id), '已删除', `delete-${s.id}`, '确定删除这场预约的直播吗？')}
                  >
                    删除
                  </Button>
                )}
                {editing === s.id && (
                  <div style={{ width: '100%' }}>
                    <ShelfEditor
                      s={s}
                      onDone={() => {
                        setEditing(null);
                        changed();
                      }}
                    />
                  </div>
                )}
              </SessionCard>
            ))}
          </ul>
        )}
      </ListView>
    </div>
  );
}
