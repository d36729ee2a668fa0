import { Link } from 'react-router-dom';
import { myCourses } from '../../api/ondemand.ts';
import PageState from '../../ui/PageState.tsx';
import { Pager, Progress, usePaged } from '../../ui/study.tsx';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { CourseTile } from './common.tsx';

/** /ondemand/mycourse: enrolled courses with progress, most recently played first. */
export default function MyCoursePage() {
  const r = useLoad(myCourses, []);
  const paged = usePaged(r.data ?? [], 12);
  return (
    <div className="od-page">
      <PageState loading={r.loading && !r.data} error={!r.data && r.error} onRetry={r.reload} empty={!!r.data && !r.data.length} emptyText="还没有学习过课程">
        <div className="od-grid">
          {paged.rows.map((c) => (
            <CourseTile
              key={c.courseId}
              c={c}
              extra={
                <>
                  <Progress percent={c.progressPercent} label={`${c.title}进度`} />
                  <div className="ln-muted">
                    已学 {c.completedChapters}/{c.chapterCount} 章 · {c.lastPlayedAt ? `上次 ${fmtDateTime(c.lastPlayedAt)}` : '未开始'}
                  </div>
                </>
              }
            />
          ))}
        </div>
        <Pager {...paged} onChange={paged.setPage} />
      </PageState>
      <p className="ln-muted" style={{ textAlign: 'center' }}>
        <Link to="/ondemand/index">去选更多课程</Link>
      </p>
    </div>
  );
}
