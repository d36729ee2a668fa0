import LearnerFormPage from './LearnerFormPage.tsx';

/** /cultivate/evaluation */
export default function EvaluationPage() {
  return <LearnerFormPage kind="evaluation" title="学习评价" />;
}
