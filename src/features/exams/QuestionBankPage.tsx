import { useNavigate } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { questionResource } from '../../api/contract/resources/exams.ts';
import type { AnswerValue, QuestionType } from '../../api/contract/learner.ts';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { OPTION_KEYS } from '../../api/contract/exams.ts';
import { may } from '../../api/contract/resource/ops.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import QuestionView from '../../ui/exam/QuestionView.tsx';
import { useRole } from './common.tsx';

type Row = RowOf<typeof questionResource>;

/** A question as the learner sees it, with its answer and analysis. */
export function QuestionCard({ row }: { row: Row }) {
  const options = OPTION_KEYS.map((key) => ({ key, text: String(row[`option${key}` as keyof Row] ?? '') })).filter((o) => o.text);
  const qtype = (row.qtype ?? 'single') as QuestionType;
  return (
    <div className="ex-qcard">
      <QuestionView
        q={{ questionId: row.id, qtype, stem: row.stem ?? '', options }}
        index={0}
        value={undefined as AnswerValue | undefined}
        onChange={() => undefined}
        disabled
      />
      <dl className="ex-key">
        <dt>{qtype === 'short' ? '参考答案' : '答案'}</dt>
        <dd>{row.answer}</dd>
        {row.analysis && (
          <>
            <dt>解析</dt>
            <dd>{row.analysis}</dd>
          </>
        )}
        <dt>所属</dt>
        <dd>{row.ownerName}</dd>
      </dl>
    </div>
  );
}

/**
 * /manage/tkpage: the question bank — the national bank (shared, the national admin's) and the
 * institution's own. New questions and batch import on /manage/addTkpage.
 */
export default function QuestionBankPage() {
  const navigate = useNavigate();
  const role = useRole();
  if (!role) return null;
  return (
    <ResourcePage
      resource={questionResource}
      onCreate={() => navigate('/manage/addTkpage')}
      onEdit={(row) => navigate(`/manage/addTkpage?id=${row.id}`)}
      toolbar={
        may(questionResource, role, 'create') ? (
          <Button size="small" onClick={() => navigate('/manage/addTkpage?tab=import')}>
            批量导入
          </Button>
        ) : null
      }
      intro={
        <p className="ex-intro">全国题库由全国管理员维护，各机构共享；培训机构和教师可录入本机构的试题（教师限所授班级类型）。已被考生作答的试题不能修改。</p>
      }
      detail={(row) => <QuestionCard row={row} />}
    />
  );
}
