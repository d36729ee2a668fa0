import { useSnapshot } from 'valtio';
import { Link } from 'react-router-dom';
import { practice } from '../../api/learner.ts';
import { session } from '../../state/session.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { Card, LearnerPage, fmtDateTime } from './common.tsx';

/** The records of every practice assignment, newest first (none for class types without practice). */
async function practiceRecords(online: boolean) {
  const s = online ? await practice() : null;
  return (s?.assignments ?? []).flatMap((a) => a.records.map((r) => ({ ...r, title: a.title }))).sort((x, y) => y.createdAt.localeCompare(x.createdAt));
}

/**
 * /cultivate/practicePage: the learner's practice activity records, newest first. ZBB/DSB records come
 * from the practice assignments; other class types have no practice calls on the server yet.
 */
export default function PracticeActivitiesPage() {
  const { classType } = useSnapshot(session);
  const online = classType === 'ZBB' || classType === 'DSB';
  const list = useListController({ load: wholeList(() => practiceRecords(online)), fixed: { classType: classType ?? '' } });
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
      <ListView list={list} emptyText={online ? '还没有实践活动记录' : '本班暂无实践活动'}>
        {(rows) => (
          <Card>
            <ul className="ln-rows">
              {rows.map((r) => (
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
          </Card>
        )}
      </ListView>
    </LearnerPage>
  );
}
