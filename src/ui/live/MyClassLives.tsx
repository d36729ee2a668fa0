import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import type { MyClassLive } from '../../api/contract/live.ts';
import { myClassLives } from '../../api/live.ts';
import './live.css';

/** A learner's class's live classes (on air or to come), each a link to its room; nothing when none. */
export default function MyClassLives() {
  const [list, setList] = useState<MyClassLive[]>([]);
  useEffect(() => {
    myClassLives().then(setList, () => setList([]));
  }, []);
  if (!list.length) return null;
  return (
    <section className="lv-chat" aria-label="我的班级直播" style={{ margin: '8px 0' }}>
      <strong>我的班级直播</strong>
      {list.map((l) => (
        <Link key={l.id} to={`/liveing?id=${l.id}`} className="lv-bar" style={{ color: 'inherit', textDecoration: 'none', margin: '4px 0' }}>
          <span className={`lv-badge${l.onAir ? ' is-on' : ''}`} style={{ position: 'static' }}>
            {l.onAir ? '直播中' : l.live ? '待开播' : fmtDateTime(l.startsAt)}
          </span>
          <span>
            {l.title} <span className="lv-muted">{l.teacherName}</span>
          </span>
        </Link>
      ))}
    </section>
  );
}
