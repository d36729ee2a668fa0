import { Link } from 'react-router-dom';
import { myCourses } from '../../api/ondemand.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController, wholeList } from '../../ui/resource/useListController.ts';
import { Progress } from '../../ui/study.tsx';
import type { MyCourse } from '../../api/contract/learner.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { CourseTile } from './common.tsx';

/** /ondemand/mycourse: enrolled courses with progress, most recently played first. */
export default function MyCoursePage() {
  const list = useListController({ load: wholeList(myCourses), pageSize: 12, rowKey: (c: MyCourse) => c.courseId });
  return (
    <div className="od-page">
      <ListView list={list} emptyText="还没有学习过课程">
        {(rows) => (
          <div className="od-grid">
            {rows.map((c) => (
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
        )}
      </ListView>
      <p className="ln-muted" style={{ textAlign: 'center' }}>
        <Link to="/ondemand/index">去选更多课程</Link>
      </p>
    </div>
  );
}
