import { lazy, Suspense } from 'react';
import { examAttemptResource } from '../../api/contract/resources/exams.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useRole } from './common.tsx';

// the answer sheet loads when an attempt is opened
const AnswerSheetView = lazy(() => import('./AnswerSheetView.tsx'));

/**
 * /manage/peoplePage: who took which paper, their scores and time used; the answer sheet of each
 * attempt with short answers to mark; re-opening an attempt (with a reason).
 */
export default function PeoplePage() {
  const role = useRole();
  if (!role) return null;
  return (
    <ResourcePage
      resource={examAttemptResource}
      cells={{
        score: (row) => (row.score === null ? <span className="rs-empty">—</span> : <strong>{row.score}</strong>),
      }}
      intro={<p className="rs-intro">点“查看”可看考生的每题作答；简答题由授课教师批阅后计入成绩。考生因故未完成时可“重新开放”答卷。</p>}
      detail={(row) => (
        <Suspense fallback={null}>
          {row.invigilationFlag && <p className="rs-intro">远程监考标记：{row.invigilationFlag}</p>}
          <AnswerSheetView attemptId={row.id} role={role} />
        </Suspense>
      )}
    />
  );
}
