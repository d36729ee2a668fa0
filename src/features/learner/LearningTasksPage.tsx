import { useState } from 'react';
import { learnerTasks, markTaskDone, peekLearnerTasks } from '../../api/learner.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import { LearnerPage, Progress, fmtDate, useLoad } from './common.tsx';
import { act } from '../../ui/act.tsx';
import CheckInBar from './CheckInBar.tsx';
import DoorCards from '../../ui/doors/DoorCards.tsx';

const TYPE_NAMES = { SYB: 'SYB创业培训', GYB: 'GYB创业意识培训', ZBB: '直播电商', DSB: '电子商务' } as const;

/**
 * /cultivate/learningtasks: the class's tasks with progress. SYB and GYB steps are marked studied by
 * the learner; ZBB and DSB practice goals are ticked by the server from the simulation's data.
 * Plain markup only: this is the learner's first screen (bench budget). The door cards lead from here
 * to the mall, the seller centre, the supply market and (anchors) the workbench.
 */
export default function LearningTasksPage() {
  const list = useLoad(learnerTasks, [], { initial: peekLearnerTasks });
  const [busy, setBusy] = useState('');
  const done = async (key: string) => {
    setBusy(key);
    const result = await act(() => markTaskDone(key), { key: `task-${key}` });
    if (result.ok) list.setData(result.value);
    setBusy('');
  };
  const d = list.data;
  return (
    <LearnerPage title="学习任务">
      <CheckInBar />
      <DoorCards />
      <PageState {...loadState(list)} empty={!!d && !d.tasks.length} emptyText="本班暂无学习任务">
        {d && (
          <>
            <div className="ln-hero">
              <h2>{d.className}</h2>
              <p>
                {TYPE_NAMES[d.classType] ?? d.classType} · 已完成 {d.done}/{d.total} 项
              </p>
              <Progress percent={d.percent} label="学习进度" />
            </div>
            <ol className="ln-tasks">
              {d.tasks.map((t, i) => (
                <li key={t.key} className={`ln-task${t.done ? ' done' : ''}`}>
                  <span className="ln-task-dot" aria-hidden="true">
                    {t.done ? '✓' : i + 1}
                  </span>
                  <div className="ln-task-body">
                    <div className="ln-task-title">{t.title}</div>
                    {t.description && <div className="ln-task-desc">{t.description}</div>}
                    {t.done && t.doneAt && <div className="ln-task-desc">完成于 {fmtDate(t.doneAt)}</div>}
                  </div>
                  <div className="ln-task-end">
                    {t.done ? (
                      <span className="ln-tag ok">已完成</span>
                    ) : t.kind === 'goal' ? (
                      <span className="ln-tag gray" title="根据实训数据自动完成">
                        待完成
                      </span>
                    ) : (
                      <button type="button" className="ln-btn" disabled={busy === t.key} onClick={() => void done(t.key)}>
                        {busy === t.key ? '提交中…' : '标记已学'}
                      </button>
                    )}
                  </div>
                </li>
              ))}
            </ol>
            {(d.classType === 'ZBB' || d.classType === 'DSB') && <p className="ln-muted">实训任务由系统根据你的店铺、商品、订单和直播数据自动完成。</p>}
          </>
        )}
      </PageState>
    </LearnerPage>
  );
}
