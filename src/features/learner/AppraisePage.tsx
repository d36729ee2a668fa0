import LearnerFormPage from './LearnerFormPage.tsx';

/** /cultivate/appraise */
export default function AppraisePage() {
  return <LearnerFormPage kind="appraise" title="培训评估" />;
}
