import LearnerFormPage from './LearnerFormPage.tsx';

/** /cultivate/opinion */
export default function OpinionPage() {
  return <LearnerFormPage kind="opinion" title="意见反馈" />;
}
