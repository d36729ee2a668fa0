import { Link } from 'react-router-dom';
import type { CourseCard } from '../../api/contract/learner.ts';
import '../../ui/study.css';
import './ondemand.css';

const PALETTE = ['#0f63e6', '#00b578', '#ff8f1f', '#7a45e5', '#eb2f96', '#13c2c2'];
/** A cover colour per course when it has no image (the seed has none). */
export const coverColour = (id: number) => `linear-gradient(135deg, ${PALETTE[id % PALETTE.length]}, ${PALETTE[(id + 2) % PALETTE.length]})`;

export function CourseTile({ c, extra }: { c: CourseCard; extra?: React.ReactNode }) {
  return (
    <Link className="od-card" to={`/ondemand/courseplay?courseId=${c.courseId}`}>
      <div className="od-cover" style={{ background: c.cover ? `center / cover url(${JSON.stringify(c.cover)})` : coverColour(c.courseId) }}>
        {!c.cover && c.title}
      </div>
      <div className="od-card-body">
        <div className="od-card-title">{c.title}</div>
        <div className="ln-muted">
          {c.teacherName} · {c.chapterCount}章
        </div>
        {extra ?? <div className="ln-muted">{c.learners}人学习</div>}
      </div>
    </Link>
  );
}
