import { useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import type { AnswerSheet, AnswerSheetItem } from '../../api/contract/exams.ts';
import { QUESTION_TYPE_NAMES } from '../../api/contract/questions.ts';
import type { Role } from '../../api/contract/roles.ts';
import { examCalls } from '../../api/exams.ts';
import { act } from '../../ui/act.tsx';
import { toast } from '../../ui/toast.ts';
import PageState from '../../ui/PageState.tsx';
import { answerText, OptionList } from '../../ui/exam/QuestionView.tsx';
import { useLoad } from '../../ui/useLoad.ts';
import { duration } from './common.tsx';
import '../../ui/editor.css';
import './exams.css';

/** An attempt's answer sheet (peoplePage's detail): every answer against the key; short answers marked here. */
export default function AnswerSheetView({ attemptId, role }: { attemptId: number; role: Role }) {
  const calls = useMemo(() => examCalls(role), [role]);
  const sheet = useLoad(() => calls.answerSheet(attemptId), [calls, attemptId]);
  const [marks, setMarks] = useState<Record<number, { score: string; comment: string }>>({});
  const s = sheet.data;
  if (!s) return <PageState loading={sheet.loading} error={sheet.error} onRetry={sheet.reload} />;
  const toMark = s.items.filter((i) => i.needsMark);
  const save = async () => {
    const list = toMark
      .map((i) => ({
        questionId: i.questionId,
        score: Number(marks[i.questionId]?.score ?? i.gained ?? ''),
        comment: marks[i.questionId]?.comment ?? i.comment,
      }))
      .filter((m) => Number.isFinite(m.score) && String(marks[m.questionId]?.score ?? '') !== '');
    if (!list.length) return void toast('请填写得分');
    const result = await act(() => calls.mark(attemptId, { marks: list }), { success: '批阅已保存', key: `mark:${attemptId}` });
    if (result.ok) {
      sheet.setData(result.value);
      setMarks({});
    }
  };
  return (
    <div className="ex-sheet">
      <Summary s={s} />
      <ol className="ex-answers">
        {s.items.map((it, i) => (
          <li key={it.questionId} className={`ex-answer ${it.correct === null ? 'pending' : it.correct ? 'right' : 'wrong'}`}>
            <p className="ex-answer-stem">
              <span className="ex-tag">{QUESTION_TYPE_NAMES[it.qtype]}</span>
              {i + 1}. {it.stem}（{it.score}分）
            </p>
            <OptionList q={it} className="ex-opts" />
            <Answer it={it} />
            {it.needsMark && s.canMark && (
              <div className="ex-mark">
                <label>
                  得分
                  <input
                    className="ex-input num"
                    inputMode="numeric"
                    aria-label={`第${i + 1}题得分`}
                    placeholder={`0-${it.score}`}
                    value={marks[it.questionId]?.score ?? (it.gained === null ? '' : String(it.gained))}
                    onChange={(e) => setMarks((m) => ({ ...m, [it.questionId]: { comment: m[it.questionId]?.comment ?? it.comment, score: e.target.value } }))}
                  />
                  / {it.score}
                </label>
                <input
                  className="ex-input"
                  aria-label={`第${i + 1}题评语`}
                  placeholder="评语（选填）"
                  maxLength={200}
                  value={marks[it.questionId]?.comment ?? it.comment}
                  onChange={(e) =>
                    setMarks((m) => ({ ...m, [it.questionId]: { score: m[it.questionId]?.score ?? String(it.gained ?? ''), comment: e.target.value } }))
                  }
                />
              </div>
            )}
          </li>
        ))}
      </ol>
      {toMark.length > 0 && s.canMark && (
        <div className="ex-actions">
          <Button color="primary" onClick={() => void save()}>
            保存批阅
          </Button>
        </div>
      )}
    </div>
  );
}

function Summary({ s }: { s: AnswerSheet }) {
  return (
    <dl className="ex-facts">
      <div>
        <dt>考生</dt>
        <dd>{s.learnerName}</dd>
      </div>
      <div>
        <dt>班级</dt>
        <dd>{s.className}</dd>
      </div>
      <div>
        <dt>试卷</dt>
        <dd>{s.paperTitle}</dd>
      </div>
      <div>
        <dt>得分</dt>
        <dd data-testid="sheet-score">
          {s.score ?? '—'} / {s.total}（及格{s.passScore}）
        </dd>
      </div>
      <div>
        <dt>结果</dt>
        <dd>{s.marking === 'pending' ? '简答题待批阅' : s.passed === null ? '—' : s.passed ? '及格' : '不及格'}</dd>
      </div>
      <div>
        <dt>用时</dt>
        <dd>{duration(s.usedSec)}</dd>
      </div>
    </dl>
  );
}

function Answer({ it }: { it: AnswerSheetItem }) {
  if (it.qtype === 'short')
    return (
      <>
        <p className="ex-given">考生答案：{it.given === null ? '未作答' : String(it.given)}</p>
        <p className="ex-muted">参考答案：{String(it.correctAnswer)}</p>
        <p>得分：{it.gained === null ? '待批阅' : `${it.gained}/${it.score}`}</p>
        {it.comment && <p className="ex-muted">评语：{it.comment}</p>}
      </>
    );
  return (
    <p>
      考生答案：<b className={it.correct ? 'ex-ok' : 'ex-bad'}>{answerText(it.given)}</b>　正确答案：<b>{answerText(it.correctAnswer)}</b>　得分：
      {it.gained ?? 0}/{it.score}
    </p>
  );
}
