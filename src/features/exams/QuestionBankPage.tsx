import { lazy, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { questionResource } from '../../api/contract/resources/exams.ts';
import { may } from '../../api/contract/resource/ops.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { useEditorPage } from '../../ui/editorPage.tsx';
import { useRole } from './common.tsx';

// the detail view loads when a question is opened
const QuestionCard = lazy(() => import('./QuestionCard.tsx'));

/**
 * /manage/tkpage: the question bank — the national bank (shared, the national admin's) and the
 * institution's own. New questions and batch import on /manage/addTkpage.
 */
export default function QuestionBankPage() {
  const navigate = useNavigate();
  const { onCreate, onEdit } = useEditorPage('/manage/addTkpage');
  const role = useRole();
  if (!role) return null;
  return (
    <ResourcePage
      resource={questionResource}
      onCreate={onCreate}
      onEdit={onEdit}
      toolbar={
        may(questionResource, role, 'create') ? (
          <Button size="small" onClick={() => navigate('/manage/addTkpage?tab=import')}>
            批量导入
          </Button>
        ) : null
      }
      intro={
        <p className="rs-intro">全国题库由全国管理员维护，各机构共享；培训机构和教师可录入本机构的试题（教师限所授班级类型）。已被考生作答的试题不能修改。</p>
      }
      detail={(row) => (
        <Suspense fallback={null}>
          <QuestionCard row={row} />
        </Suspense>
      )}
    />
  );
}
