import { useMemo, useState } from 'react';
import { useParams } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { may } from '../../api/contract/resource/ops.ts';
import { enrolmentResource, rosterResource } from '../../api/contract/resources/classes.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { whenOpen } from '../../ui/whenOpen.tsx';
import { ClassNav, useClassId, useRole } from './classParts.tsx';

const PoolPicker = whenOpen(() => import('./PoolPicker.tsx'));
const RosterImport = whenOpen(() => import('./RosterImport.tsx'));

/**
 * /manage/studentList/{id}/{name}: the class's roster (a resource with the class id fixed). The
 * institution and the region's administrators add learners from the registration pool or from a
 * spreadsheet, remove them (back to the pool) or transfer them; the server keeps the class within
 * its capacity and takes no learner into a class whose completion is submitted or closed.
 */
export default function StudentListPage() {
  const id = useClassId();
  const { name = '' } = useParams();
  const role = useRole();
  const [picking, setPicking] = useState(false);
  const [importing, setImporting] = useState(false);
  const fixed = useMemo(() => ({ classId: id }), [id]);
  const canAdd = !!role && may(enrolmentResource, role, 'action:assign');
  return (
    <>
      <ResourcePage
        resource={rosterResource}
        fixedQuery={fixed}
        toolbar={
          canAdd && (
            <>
              <Button size="small" color="primary" fill="outline" onClick={() => setPicking(true)}>
                从报名池添加
              </Button>
              <Button size="small" color="primary" fill="outline" onClick={() => setImporting(true)}>
                Excel导入
              </Button>
            </>
          )
        }
        intro={<ClassNav id={id} name={decodeURIComponent(name)} />}
      />
      <PoolPicker open={picking} classId={id} onClose={() => setPicking(false)} />
      <RosterImport open={importing} classId={id} onClose={() => setImporting(false)} />
    </>
  );
}
