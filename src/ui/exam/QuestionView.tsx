import type { AnswerValue, QuestionOption, QuestionType } from '../../api/contract/questions.ts';
import { QUESTION_TYPE_NAMES, SHORT_ANSWER_MAX } from '../../api/contract/questions.ts';
import { ChoiceButton, ChoiceGroup } from '../Choice.tsx';
import './exam.css';

export interface QuestionLike {
  questionId: number;
  qtype: QuestionType;
  stem: string;
  options: QuestionOption[];
  score?: number;
}

export const isAnswered = (v: AnswerValue | undefined | null) =>
  v !== undefined && v !== null && (Array.isArray(v) ? v.length > 0 : typeof v === 'string' ? v.trim() !== '' : true);

/** Shows an answer in words: 'A', 'A、C', 正确 / 错误, or the text. */
export function answerText(v: AnswerValue | null | undefined): string {
  if (v === null || v === undefined) return '未作答';
  if (typeof v === 'boolean') return v ? '正确' : '错误';
  if (Array.isArray(v)) return v.length ? [...v].sort().join('、') : '未作答';
  return v.trim() === '' ? '未作答' : v.split('|')[0]!;
}

/** A question's options as text (A. …), on a sheet already answered; nothing for a question without options. */
export function OptionList({ q, className }: { q: QuestionLike; className: string }) {
  if (q.options.length === 0) return null;
  return (
    <ul className={className}>
      {q.options.map((o) => (
        <li key={o.key}>
          {o.key}. {o.text}
        </li>
      ))}
    </ul>
  );
}

/** A question as the learner's review of an answered sheet heads it: type, number and stem, then the options. */
export function ReviewedStem({ q, index }: { q: QuestionLike; index: number }) {
  return (
    <>
      <p className="ln-q-stem">
        <span className="ln-q-type">{QUESTION_TYPE_NAMES[q.qtype]}</span>
        {index + 1}. {q.stem}
      </p>
      <OptionList q={q} className="ln-opts" />
    </>
  );
}

/**
 * One question as the learner answers it: single, multiple, true/false, fill-in or short answer.
 * Controlled. The learner's exam (src/features/learner), the chapter quiz (src/features/ondemand)
 * and the paper preview of the back-office (src/features/exams) all show questions with it.
 */
export default function QuestionView({
  q,
  index,
  value,
  onChange,
  disabled,
}: {
  q: QuestionLike;
  index: number;
  value: AnswerValue | undefined;
  onChange: (v: AnswerValue) => void;
  disabled?: boolean;
}) {
  const choices: { key: string; label: string; val: AnswerValue; checked: boolean }[] =
    q.qtype === 'judge'
      ? [
          { key: 'T', label: '正确', val: true, checked: value === true },
          { key: 'F', label: '错误', val: false, checked: value === false },
        ]
      : q.options.map((o) => {
          const cur = Array.isArray(value) ? value : [];
          const checked = q.qtype === 'multiple' ? cur.includes(o.key) : value === o.key;
          const val: AnswerValue = q.qtype === 'multiple' ? (checked ? cur.filter((k) => k !== o.key) : [...cur, o.key].sort()) : o.key;
          return { key: o.key, label: `${o.key}. ${o.text}`, val, checked };
        });
  const multiple = q.qtype === 'multiple';
  const text = typeof value === 'string' ? value : '';
  return (
    <article className="ln-q" aria-labelledby={`q-${q.questionId}`} data-qid={q.questionId}>
      <p className="ln-q-stem" id={`q-${q.questionId}`}>
        <span className="ln-q-type">{QUESTION_TYPE_NAMES[q.qtype]}</span>
        <span className="ln-q-no">{index + 1}.</span> {q.stem}
        {q.score !== undefined && <span className="ln-q-score">（{q.score}分）</span>}
      </p>
      {q.qtype === 'fill' ? (
        <input
          className="ln-input ln-q-input"
          aria-label={`第${index + 1}题答案`}
          placeholder="请填写答案"
          value={text}
          maxLength={500}
          disabled={disabled}
          onChange={(e) => onChange(e.target.value)}
        />
      ) : q.qtype === 'short' ? (
        <>
          <textarea
            className="ln-input ln-q-input ln-q-text"
            aria-label={`第${index + 1}题答案`}
            placeholder="请输入答案，交卷后由教师批阅"
            value={text}
            maxLength={SHORT_ANSWER_MAX}
            rows={6}
            disabled={disabled}
            onChange={(e) => onChange(e.target.value)}
          />
          <p className="ln-hint">
            简答题由教师批阅 · {text.length}/{SHORT_ANSWER_MAX}字
          </p>
        </>
      ) : (
        <ChoiceGroup className="ln-choices" multiple={multiple} labelledBy={`q-${q.questionId}`}>
          {choices.map((c) => (
            <ChoiceButton
              key={c.key}
              multiple={multiple}
              checked={c.checked}
              className={`ln-choice${c.checked ? ' on' : ''}${multiple ? ' multi' : ''}`}
              disabled={disabled}
              onClick={() => onChange(c.val)}
            >
              <span className="ln-choice-mark" aria-hidden="true" />
              <span>{c.label}</span>
            </ChoiceButton>
          ))}
        </ChoiceGroup>
      )}
      {q.qtype === 'multiple' && <p className="ln-hint">多选题：选出所有正确答案</p>}
    </article>
  );
}
