import { useEffect, useMemo, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { classLiveAction, classLives, createClassLive, liveClassOptions } from '../../api/live.ts';
import { fmtDateTime, fromDateTimeInput, instantMs, toDateTimeInput } from '../../api/contract/chinaTime.ts';
import type { ClassLive } from '../../api/contract/live.ts';
import { debounce } from '../../lib/timing.ts';
import { useFieldChecks } from '../../lib/fieldChecks.ts';
import { session } from '../../state/session.ts';
import { dropFormDraft, readFormDraft, writeFormDraft } from '../../storage/formDraft.ts';
import { act } from '../../ui/act.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';
import RefreshButton from '../../ui/RefreshButton.tsx';
import '../../ui/live/live.css';

const STATE = { upcoming: '未开始', live: '直播中', ended: '已结束' } as const;

const DURATIONS = [45, 90, 120, 180];
const TITLE_MAX = 30;
/** Draft storage's name for this form (storage/formDraft.ts): one draft per user. */
const DRAFT = 'classLive';

type Mode = 'now' | 'later';
interface Values {
  classId: number;
  title: string;
  mode: Mode;
  at: string;
  duration: number;
}
type Key = 'classId' | 'title' | 'at';
const BLANK: Values = { classId: 0, title: '', mode: 'now', at: '', duration: 90 };

/** Each field's message, or none: the server's rules, said before anything is sent. */
function check(v: Values, classIds: number[]): Partial<Record<Key, string>> {
  const errors: Partial<Record<Key, string>> = {};
  if (!classIds.includes(v.classId)) errors.classId = '请选择班级';
  if (!v.title.trim()) errors.title = '请输入直播标题';
  if (v.mode === 'later') {
    if (!v.at) errors.at = '请选择开播时间';
    else if (!(instantMs(v.at) > Date.now())) errors.at = '开播时间须晚于现在';
  }
  return errors;
}

/** A draft's values, as far as they are this form's. */
function fromDraft(d: Record<string, unknown>): Partial<Values> {
  const out: Partial<Values> = {};
  if (typeof d.classId === 'number') out.classId = d.classId;
  if (typeof d.title === 'string') out.title = d.title.slice(0, TITLE_MAX);
  if (d.mode === 'now' || d.mode === 'later') out.mode = d.mode;
  if (typeof d.at === 'string') out.at = d.at;
  if (typeof d.duration === 'number' && DURATIONS.includes(d.duration)) out.duration = d.duration;
  return out;
}

/**
 * The teacher's form: a class they teach, a title, now or later, how long. Fields stack on phones
 * and sit in a grid from 768 px (live.css, lv-form). What is typed is kept on the device (per user)
 * until a live class is made from it.
 */
function CreateForm({ onDone }: { onDone: (s: ClassLive) => void }) {
  const user = useSnapshot(session).userInfo?.username ?? '';
  const { data: classes } = useLoad(liveClassOptions, []);
  const [values, setValues] = useState<Values>(BLANK);
  const [busy, setBusy] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const saveDraft = useMemo(() => debounce((v: Values) => void writeFormDraft(user, DRAFT, null, { ...v }), 300), [user]);

  useEffect(() => {
    let live = true;
    readFormDraft(user, DRAFT, null).then((d) => {
      if (live && d) setValues((v) => ({ ...v, ...fromDraft(d.values) }));
    });
    return () => {
      live = false;
      saveDraft.flush();
    };
  }, [user, saveDraft]);

  const classIds = classes?.map((c) => c.value) ?? [];
  // one class: it is the one; a drafted class no longer taught: none
  const classId = classIds.includes(values.classId) ? values.classId : classIds.length === 1 ? classIds[0]! : 0;
  const current: Values = { ...values, classId };
  const checks = useFieldChecks(() => check(current, classIds));
  const errors = checks.errors;

  const change = <K extends keyof Values>(key: K, value: Values[K]) => {
    const next = { ...current, [key]: value };
    setValues(next);
    saveDraft(next);
    // the start time is checked only when the class starts later
    if (key === 'classId' || key === 'title' || key === 'at') checks.edited([key]);
    else if (key === 'mode') checks.edited([], ['at']);
  };

  if (classes && !classes.length)
    return (
      <section className="lv-form" aria-label="创建班级直播">
        <h2 className="lv-form-title">创建班级直播</h2>
        <p className="lv-form-empty">暂无可直播的班级</p>
      </section>
    );

  const later = current.mode === 'later';
  const submit = async () => {
    if (busy) return;
    if (!checks.submit()) {
      const found = check(current, classIds);
      const first = (['classId', 'title', 'at'] as const).find((k) => found[k]);
      if (first) formRef.current?.querySelector<HTMLElement>(`#lvf-${first}`)?.focus();
      return;
    }
    // kept as typed until the server has it: a failure loses nothing
    saveDraft.flush();
    setBusy(true);
    const startsAt = (later && fromDateTimeInput(current.at)) || 'now';
    const r = await act(() => createClassLive({ classId, title: current.title.trim(), startsAt, durationMin: current.duration }), {
      key: 'class-live-create',
      success: later ? '直播已预约' : '已开播',
    });
    setBusy(false);
    if (r.ok) {
      saveDraft.cancel();
      await dropFormDraft(user, DRAFT, null);
      setValues(BLANK);
      onDone(r.value);
    }
  };

  /** What a control says of itself: invalid or not, and the texts that describe it. */
  const a11y = (key: Key, extra?: string) => {
    const described = [extra, errors[key] && `lvf-${key}-error`].filter(Boolean).join(' ');
    return { id: `lvf-${key}`, 'aria-invalid': errors[key] ? true : undefined, 'aria-describedby': described || undefined };
  };
  const error = (key: Key) =>
    errors[key] && (
      <div id={`lvf-${key}-error`} className="lv-form-error" role="alert">
        {errors[key]}
      </div>
    );

  return (
    <form
      ref={formRef}
      className="lv-form"
      aria-label="创建班级直播"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h2 className="lv-form-title">创建班级直播</h2>
      <div className="lv-form-grid">
        <div className={`lv-field${errors.classId ? ' has-error' : ''}`}>
          <label className="lv-label" htmlFor="lvf-classId">
            班级
          </label>
          <select {...a11y('classId')} value={classId || ''} disabled={!classes} onChange={(e) => change('classId', Number(e.target.value))}>
            {!classes ? (
              <option value="">加载中…</option>
            ) : (
              classId === 0 && (
                <option value="" disabled>
                  请选择
                </option>
              )
            )}
            {classes?.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {error('classId')}
        </div>
        <div className={`lv-field${errors.title ? ' has-error' : ''}`}>
          <div className="lv-label-row">
            <label className="lv-label" htmlFor="lvf-title">
              直播标题
            </label>
            <span id="lvf-title-count" className="lv-count">
              {current.title.length}/{TITLE_MAX}
            </span>
          </div>
          <input
            {...a11y('title', 'lvf-title-count')}
            placeholder="如：第3课 直播选品"
            maxLength={TITLE_MAX}
            value={current.title}
            onChange={(e) => change('title', e.target.value)}
          />
          {error('title')}
        </div>
        <div className="lv-field">
          <span id="lvf-mode-label" className="lv-label">
            开播方式
          </span>
          <div className="lv-seg" role="radiogroup" aria-labelledby="lvf-mode-label">
            {(
              [
                ['now', '立即开播'],
                ['later', '预约开播'],
              ] as const
            ).map(([mode, text]) => (
              <label key={mode}>
                <input type="radio" name="lvf-mode" value={mode} checked={current.mode === mode} onChange={() => change('mode', mode)} />
                <span>{text}</span>
              </label>
            ))}
          </div>
        </div>
        {later && (
          <div className={`lv-field${errors.at ? ' has-error' : ''}`}>
            <label className="lv-label" htmlFor="lvf-at">
              开播时间
            </label>
            <input {...a11y('at')} type="datetime-local" min={toDateTimeInput(Date.now())} value={current.at} onChange={(e) => change('at', e.target.value)} />
            {error('at')}
          </div>
        )}
        <div className="lv-field">
          <label className="lv-label" htmlFor="lvf-duration">
            直播时长
          </label>
          <select id="lvf-duration" value={current.duration} onChange={(e) => change('duration', Number(e.target.value))}>
            {DURATIONS.map((d) => (
              <option key={d} value={d}>
                {d} 分钟
              </option>
            ))}
          </select>
        </div>
        <div className="lv-form-actions">
          <Button color="primary" type="submit" loading={busy} disabled={!classes}>
            {later ? '预约直播' : '开始直播'}
          </Button>
        </div>
      </div>
    </form>
  );
}

/** /manage/classLive: the live classes of the classes in scope; a teacher starts or schedules one for a class they teach. */
export default function ClassLivePage() {
  const navigate = useNavigate();
  const list = useListController({ load: (q) => classLives({ pageNum: q.pageNum, pageSize: q.pageSize }) });
  const run = async (id: number, action: 'start' | 'end' | 'delete', success: string, confirm?: string) => {
    const r = await act(() => classLiveAction(id, action), { key: `${action}-${id}`, success, confirm });
    if (r.ok) list.reload();
    return r.ok;
  };
  return (
    <div className="lv-page">
      <CreateForm onDone={(s) => (s.state === 'live' ? navigate(`/manage/classLivePage?id=${s.id}`) : list.reload())} />
      <div className="ui-list-tools">
        <RefreshButton />
      </div>
      <ListView list={list} emptyText="暂无班级直播">
        {(rows) => (
          <ul className="lv-msgs lv-list">
            {rows.map((s) => (
              <li key={s.id} className="lv-chat">
                <strong>{s.title}</strong>
                <span className="lv-muted">
                  {s.className} · {s.teacherName} · {fmtDateTime(s.startsAt)}—{fmtDateTime(s.endsAt)} · {STATE[s.state]}
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
        )}
      </ListView>
    </div>
  );
}
