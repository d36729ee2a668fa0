import { useMemo } from 'react';
import { STORE_SCORE_RULE } from '../../api/contract/classes.ts';
import { storeScoreResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { ClassNav, useClassId } from './classParts.tsx';

/** /manage/storeScore/{id}: each learner's shop score from the simulation; the class's teacher adjusts it with a reason. */
export default function StoreScorePage() {
  const id = useClassId();
  const fixed = useMemo(() => ({ classId: id }), [id]);
  return (
    <ResourcePage
      resource={storeScoreResource}
      fixedQuery={fixed}
      intro={
        <>
          <ClassNav id={id} />
          <p className="rs-form-help">{STORE_SCORE_RULE}</p>
        </>
      }
    />
  );
}
