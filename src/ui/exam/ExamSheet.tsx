import { type ReactNode, useMemo, useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import Popup from '../overlay/Popup.tsx';
import type { AnswerValue } from '../../api/contract/questions.ts';
import QuestionView, { isAnswered, type QuestionLike } from './QuestionView.tsx';
import './exam.css';

/** Time left as mm:ss (h:mm:ss past an hour). */
export const mmss = (ms: number) => {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const p = (n: number) => String(n).padStart(2, '0');
  return h ? `${h}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}` : `${p(Math.floor(s / 60))}:${p(s % 60)}`;
};

export interface ExamSheetProps {
  title: string;
  /** the countdown */
  remainingMs: number;
  questions: QuestionLike[];
  answers: Record<string, AnswerValue>;
  onAnswer: (q: QuestionLike, value: AnswerValue) => void;
  /** one question at a time with a bottom bar (phones), or the whole paper with the answer card beside it */
  phone: boolean;
  /** shown beside the answered count (saving, offline) */
  status?: ReactNode;
  submitting?: boolean;
  onSubmit: () => void;
  /** where the phone's answer card opens (the preview keeps it inside its phone frame) */
  popupContainer?: () => HTMLElement;
}

/**
 * A paper as the learner takes it: the title and countdown on top, the answered count, the questions,
 * the answer card and the hand-in button. The learner's exam (src/features/learner/ExamRunner.tsx)
 * and the paper preview of the back-office (src/features/exams) render the same component, so the
 * preview is what the learner sees.
 */
export default function ExamSheet({ title, remainingMs, questions, answers, onAnswer, phone, status, submitting, onSubmit, popupContainer }: ExamSheetProps) {
  const [index, setIndex] = useState(0);
  const [sheet, setSheet] = useState(false);
  const answeredCount = useMemo(() => questions.filter((q) => isAnswered(answers[q.questionId])).length, [questions, answers]);
  const q = questions[Math.min(index, Math.max(0, questions.length - 1))];

  const numbers = (
    <nav className="ln-sheet-grid" aria-label="答题卡">
      {questions.map((x, i) => (
        <button
          key={x.questionId}
          type="button"
          aria-label={`第${i + 1}题${isAnswered(answers[x.questionId]) ? '（已答）' : ''}`}
          aria-current={phone && i === index ? 'step' : undefined}
          className={`${isAnswered(answers[x.questionId]) ? 'done' : ''}${phone && i === index ? ' cur' : ''}`}
          onClick={() => {
            setSheet(false);
            if (phone) setIndex(i);
            else document.querySelector(`[data-qid="${x.questionId}"]`)?.scrollIntoView({ behavior: 'smooth', block: 'center' });
          }}
        >
          {i + 1}
        </button>
      ))}
    </nav>
  );

  return (
    <div className={`ln-exam${phone ? ' phone' : ''}`}>
      <div className="ln-exam-head">
        <div className="ln-exam-title">{title}</div>
        <div className={`ln-timer${remainingMs < 5 * 60_000 ? ' urgent' : ''}`} role="timer" aria-label="剩余时间">
          {mmss(remainingMs)}
        </div>
      </div>
      <div className="ln-exam-sub">
        <span>
          已答 {answeredCount}/{questions.length}
        </span>
        {status}
      </div>
      {phone ? (
        <>
          {q && <QuestionView q={q} index={index} value={answers[q.questionId]} onChange={(v) => onAnswer(q, v)} />}
          <div className="ln-exam-bar">
            <Button size="small" disabled={index === 0} onClick={() => setIndex(index - 1)}>
              上一题
            </Button>
            <Button size="small" onClick={() => setSheet(true)}>
              答题卡 {index + 1}/{questions.length}
            </Button>
            {index < questions.length - 1 ? (
              <Button size="small" color="primary" fill="outline" onClick={() => setIndex(index + 1)}>
                下一题
              </Button>
            ) : (
              <Button size="small" color="primary" loading={submitting} disabled={submitting} onClick={onSubmit}>
                交卷
              </Button>
            )}
          </div>
          <Popup
            visible={sheet}
            onMaskClick={() => setSheet(false)}
            getContainer={popupContainer}
            bodyStyle={{ borderRadius: '12px 12px 0 0', padding: 16, maxHeight: '70vh', overflow: 'auto' }}
          >
            <div className="ln-sheet-head">
              <strong>答题卡</strong>
              <span className="ln-muted">
                已答 {answeredCount}/{questions.length}
              </span>
            </div>
            {numbers}
            <Button block color="primary" style={{ marginTop: 16 }} loading={submitting} disabled={submitting} onClick={() => (setSheet(false), onSubmit())}>
              交卷
            </Button>
          </Popup>
        </>
      ) : (
        <div className="ln-exam-desk">
          <div className="ln-exam-list">
            {questions.map((x, i) => (
              <QuestionView key={x.questionId} q={x} index={i} value={answers[x.questionId]} onChange={(v) => onAnswer(x, v)} />
            ))}
          </div>
          <aside className="ln-exam-side">
            <strong>答题卡</strong>
            {numbers}
            <Button block color="primary" loading={submitting} disabled={submitting} onClick={onSubmit}>
              交卷
            </Button>
          </aside>
        </div>
      )}
    </div>
  );
}
