import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { ClassStanding } from '../../api/contract/places.ts';
import { loadUserInfo, refreshPlaces, session } from '../../state/session.ts';
import DoorCards from '../../ui/doors/DoorCards.tsx';
import PageState from '../../ui/PageState.tsx';
import { LearnerPage } from './common.tsx';

const REGISTER = '/register';

/** What the page says for each standing: the state, what happens next, and the way forward. */
function wording(k: ClassStanding): { icon: string; title: string; next: string; action: { to: string; text: string } } {
  switch (k.state) {
    case 'applied':
      return {
        icon: '待',
        title: '您已报名，请等待录取',
        next: k.name
          ? `已报名「${k.name}」。培训机构审核你的报名信息后会录取你，录取后学习任务、在线考试和评价会在这里打开。`
          : '你在报名池中，等待培训机构为你安排班级。录取后学习任务、在线考试和评价会在这里打开。',
        action: { to: REGISTER, text: '修改报名信息' },
      };
    case 'refused':
      return {
        icon: '✕',
        title: '报名未通过',
        next: `${k.name ? `「${k.name}」的` : ''}培训机构未录取你${k.reason ? `：${k.reason}` : ''}。你可以修改报名信息后重新报名，或选择其他班级。`,
        action: { to: REGISTER, text: '重新报名' },
      };
    case 'member':
      return {
        icon: '✓',
        title: `你已加入「${k.name}」`,
        next: '学习任务、在线考试和评价已为你打开。',
        action: { to: '/cultivate/learningtasks', text: '进入学习任务' },
      };
    default:
      return {
        icon: 'ⓘ',
        title: '您尚未加入培训班',
        next: '填写报名信息并选择所在地区的培训班，培训机构录取后即可在这里开始学习。',
        action: { to: REGISTER, text: '去报名' },
      };
  }
}

/**
 * /cultivate/joinClass: a learner without a class (the guard sends them here from the class pages)
 * sees where their application stands, what happens next and the way forward (register, change the
 * application), and the doors to what they can do meanwhile (the mall, their shop). Asks again on
 * opening and on 刷新; once admitted, the session learns the class and the learning opens.
 */
export default function JoinClassPage() {
  const s = useSnapshot(session);
  const [asking, setAsking] = useState(true);
  const check = async () => {
    setAsking(true);
    const places = await refreshPlaces();
    // admitted meanwhile: the session learns the class (its type filters the menu)
    if (places?.klass.state === 'member' && !session.classType) await loadUserInfo().catch(() => undefined);
    setAsking(false);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once on opening; 刷新 asks again
  useEffect(() => {
    void check();
  }, []);
  const standing = s.places?.klass as ClassStanding | undefined;
  const w = standing && wording(standing);
  return (
    <LearnerPage title="加入培训班">
      <PageState loading={asking && !w} error={!asking && !w ? new Error('暂时无法获取报名状态，请稍后重试') : null} onRetry={() => void check()}>
        {w && standing && (
          <section className={`ln-card ln-standing ${standing.state}`} aria-labelledby="standing-title">
            <span className="ln-standing-icon" aria-hidden="true">
              {w.icon}
            </span>
            <h2 id="standing-title">{w.title}</h2>
            <p>{w.next}</p>
            <div className="ln-standing-actions">
              <Link className="ln-btn solid" to={w.action.to}>
                {w.action.text}
              </Link>
              {standing.state === 'applied' && (
                <button type="button" className="ln-btn" disabled={asking} onClick={() => void check()}>
                  {asking ? '查询中…' : '刷新录取状态'}
                </button>
              )}
            </div>
          </section>
        )}
      </PageState>
      <DoorCards title={standing?.state === 'member' ? '常用入口' : '在此期间，你可以'} refresh={false} />
    </LearnerPage>
  );
}
