import { badRequest } from '../../errors.ts';
import { type AnswerValue, type QuestionOption, type QuestionType, SHORT_ANSWER_MAX } from '../../../src/api/contract/learner.ts';

/**
 * Answers are stored as text: single 'A'; multiple 'A,C' (sorted, unique); judge 'T' or 'F';
 * fill and short the trimmed text. Keys (correct answers) use the same form, fill keys list
 * alternatives separated by |; a short answer's key is the reference answer the teacher marks
 * against (never scored here).
 */
export interface ScorableQuestion {
  qtype: QuestionType;
  options: QuestionOption[];
  answer: string;
}

const BAD = '答案格式有误';

/** Turns a wire answer into its stored text; 400 when it does not fit the question. */
export function normalizeAnswer(q: Pick<ScorableQuestion, 'qtype' | 'options'>, value: AnswerValue): string {
  const keys = new Set(q.options.map((o) => o.key));
  switch (q.qtype) {
    case 'single': {
      if (typeof value !== 'string') throw badRequest(BAD);
      const v = value.trim().toUpperCase();
      if (v !== '' && !keys.has(v)) throw badRequest(BAD);
      return v;
    }
    case 'multiple': {
      const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : null;
      if (!list) throw badRequest(BAD);
      const picked = [...new Set(list.map((k) => k.trim().toUpperCase()).filter(Boolean))].sort();
      if (picked.some((k) => !keys.has(k))) throw badRequest(BAD);
      return picked.join(',');
    }
    case 'judge': {
      if (typeof value === 'boolean') return value ? 'T' : 'F';
      if (value === 'T' || value === 'F') return value;
      if (value === '') return '';
      throw badRequest(BAD);
    }
    case 'fill': {
      if (typeof value !== 'string') throw badRequest(BAD);
      if (value.trim().length > 500) throw badRequest('答案过长');
      return value.trim();
    }
    case 'short': {
      if (typeof value !== 'string') throw badRequest(BAD);
      if (value.trim().length > SHORT_ANSWER_MAX) throw badRequest(`简答题答案不能超过${SHORT_ANSWER_MAX}字`);
      return value.trim();
    }
  }
}

/** Stored text back to the wire form. */
export function answerToWire(qtype: QuestionType, stored: string): AnswerValue {
  switch (qtype) {
    case 'multiple':
      return stored ? stored.split(',') : [];
    case 'judge':
      return stored === 'T' ? true : stored === 'F' ? false : '';
    default:
      return stored;
  }
}

/** The correct answer on the wire (fill: every alternative, joined by " 或 " is the client's choice). */
export function keyToWire(qtype: QuestionType, key: string): AnswerValue {
  if (qtype === 'fill')
    return key
      .split('|')
      .map((s) => s.trim())
      .join(' | ');
  return answerToWire(qtype, key);
}

const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * Whether a stored answer is right. single and judge: equal; multiple: all or nothing (the
 * exact set); fill: trimmed, case-insensitive, any of the |-separated alternatives.
 */
export function isCorrect(qtype: QuestionType, stored: string | null | undefined, key: string): boolean {
  if (stored == null || stored === '') return false;
  switch (qtype) {
    case 'single':
    case 'judge':
      return stored === key;
    case 'multiple': {
      const sortKey = (s: string) =>
        s
          .split(',')
          .map((k) => k.trim().toUpperCase())
          .filter(Boolean)
          .sort()
          .join(',');
      return sortKey(stored) === sortKey(key);
    }
    case 'fill': {
      const given = norm(stored);
      return key.split('|').some((alt) => norm(alt) === given && given !== '');
    }
    case 'short':
      // marked by the teacher (server/services/exams/attempts.ts)
      return false;
  }
}
