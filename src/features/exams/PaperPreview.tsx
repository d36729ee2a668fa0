import { useEffect, useRef, useState } from 'react';
import type { AnswerValue } from '../../api/contract/questions.ts';
import type { PaperItem } from '../../api/contract/exams.ts';
import { toast } from '../../ui/toast.ts';
import ExamSheet from '../../ui/exam/ExamSheet.tsx';
import { answerText } from '../../ui/exam/QuestionView.tsx';

const PHONE = { width: 390, height: 844 };

/**
 * A paper as the learner takes it on a 390×844 phone: the learner's own exam component (ExamSheet,
 * one question at a time) in a phone-sized frame, answers kept here only; the key beside it on wide
 * screens. On a phone the preview fills the screen.
 */
export default function PaperPreview({
  title,
  durationMin,
  items,
  phone,
  onClose,
}: {
  title: string;
  durationMin: number;
  items: PaperItem[];
  phone: boolean;
  onClose: () => void;
}) {
  const frame = useRef<HTMLDivElement>(null);
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  const [scale, setScale] = useState(1);
  useEffect(() => {
    const fitFrame = () => setScale(Math.min(1, (window.innerHeight - 96) / PHONE.height, (window.innerWidth - 32) / PHONE.width));
    fitFrame();
    window.addEventListener('resize', fitFrame);
    const esc = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    window.addEventListener('keydown', esc);
    return () => {
      window.removeEventListener('resize', fitFrame);
      window.removeEventListener('keydown', esc);
    };
  }, [onClose]);
  const sheet = (
    <ExamSheet
      title={title}
      remainingMs={durationMin * 60_000}
      questions={items}
      answers={answers}
      onAnswer={(q, v) => setAnswers((a) => ({ ...a, [q.questionId]: v }))}
      phone
      status={<span className="ln-tag gray">预览不计时、不保存</span>}
      onSubmit={() => void toast('预览中不能交卷')}
      popupContainer={phone ? undefined : () => frame.current ?? document.body}
    />
  );
  return (
    <div className={`ex-preview-overlay${phone ? ' is-phone' : ''}`} role="dialog" aria-modal="true" aria-label="试卷预览（学员视角）">
      <div className="ex-preview-bar">
        <strong>学员视角预览 · 390×844</strong>
        <button type="button" className="ex-link" onClick={onClose}>
          关闭预览
        </button>
      </div>
      {phone ? (
        <div className="ex-preview-full">{sheet}</div>
      ) : (
        <div className="ex-preview-stage">
          <div className="ex-phone-slot" style={{ width: PHONE.width * scale, height: PHONE.height * scale }}>
            <div
              ref={frame}
              className="ex-phone"
              data-testid="paper-preview"
              style={{ width: PHONE.width, height: PHONE.height, transform: `scale(${scale})` }}
            >
              <div className="ex-phone-screen">{sheet}</div>
            </div>
          </div>
          <aside className="ex-preview-key" aria-label="答案">
            <h2>答案与分值</h2>
            <ol>
              {items.map((it) => (
                <li key={it.questionId}>
                  <span>{it.score}分</span> {answerText(it.answer)}
                </li>
              ))}
            </ol>
          </aside>
        </div>
      )}
    </div>
  );
}
