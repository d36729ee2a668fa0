import type { AnswerValue, QuestionType } from '../../api/contract/questions.ts';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { OPTION_KEYS } from '../../api/contract/exams.ts';
import type { questionResource } from '../../api/contract/resources/exams.ts';
import QuestionView from '../../ui/exam/QuestionView.tsx';
import './exams.css';

type Row = RowOf<typeof questionResource>;

/** A question as the learner sees it, with its answer and analysis. */
export default function QuestionCard({ row }: { row: Row }) {
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
