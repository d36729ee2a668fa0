import { useSnapshot } from 'valtio';
import { Link } from 'react-router-dom';
import { practice } from '../../api/learner.ts';
import { session } from '../../state/session.ts';
import PageState from '../../ui/PageState.tsx';
import { Card, LearnerPage, Pager, fmtDateTime, useLoad, usePaged } from './common.tsx';

/**
 * /cultivate/practicePage: the learner's practice activity records, newest first. ZBB/DSB records come
 * from the practice assignments; other class types have no practice calls on the server yet.
 */
export default function PracticeActivitiesPage() {
  const { classType } = useSnapshot(session);
  const online = classType === 'ZBB' || classType === 'DSB';
  const s = useLoad(() => (online ? practice() : Promise.resolve(null)), [online]);
  const records = (s.data?.assignments ?? [])
    .flatMap((a) => a.records.map((r) => ({ ...r, title: a.title })))
    .sort((x, y) => y.createdAt.localeCompare(x.createdAt));
  const paged = usePaged(records);
  return (
    <LearnerPage
      title="实践活动"
      extra={
        online && (
          <Link to="/cultivate/practice" className="ln-btn">
            去填写实训记录
          </Link>
        )
      }
    >
      <PageState
        loading={s.loading && !s.data && online}
        error={!s.data && s.error}
        onRetry={s.reload}
        empty={!records.length}
        emptyText={online ? '还没有实践活动记录' : '本班暂无实践活动'}
      >
        <Card>
          <ul className="ln-rows">
            {paged.rows.map((r) => (
              <li key={r.id}>
                <div style={{ minWidth: 0 }}>
                  <div className="ln-row-title">
                    <b>{r.title}</b>
                  </div>
                  <div style={{ whiteSpace: 'pre-wrap', fontSize: 14 }}>{r.content}</div>
                  <div className="ln-muted">{fmtDateTime(r.createdAt)}</div>
                </div>
              </li>
            ))}
          </ul>
          <Pager {...paged} onChange={paged.setPage} />
        </Card>
      </PageState>
    </LearnerPage>
  );
}
