/**
 * Question types, shared by the learner area and the back-office. Plain data with no validation
 * library: pages that only show questions (the question bank, the preview) stay small.
 */

/** short (简答题): free text the teacher marks; the other four are scored by the server. */
export type QuestionType = 'single' | 'multiple' | 'judge' | 'fill' | 'short';
export const QUESTION_TYPE_NAMES: Record<QuestionType, string> = { single: '单选题', multiple: '多选题', judge: '判断题', fill: '填空题', short: '简答题' };
/** Longest answer to a short-answer question (characters). */
export const SHORT_ANSWER_MAX = 2000;

export interface QuestionOption {
  key: string;
  text: string;
}

/**
 * An answer on the wire: single 'A'; multiple ['A', 'C']; judge true/false; fill and short 'text'.
 * Saved per question; the last save wins.
 */
export type AnswerValue = string | string[] | boolean;
