import { onlineTestResource } from '../../api/contract/resources/exams.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useRole } from './common.tsx';

/**
 * /manage/manmgeOnlinetest: papers published to the classes in the caller's scope, each for a window.
 * The learner's /cultivate/onlinetest shows a paper from its start until its end, and only then.
 */
export default function OnlineTestPage() {
  const role = useRole();
  if (!role) return null;
  return (
    <ResourcePage
      resource={onlineTestResource}
      intro={
        <p className="rs-intro">
          选择试卷和班级并设定开始、结束时间后，班级学员在“在线考试”中只在这段时间内看到并可以开始该考试。已有学员作答的考试不能撤销，可“立即结束”。
        </p>
      }
    />
  );
}
