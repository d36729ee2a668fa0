import LearnerFormPage from './LearnerFormPage.tsx';

/** /cultivate/demand */
export default function DemandPage() {
  return <LearnerFormPage kind="demand" title="培训需求" />;
}
