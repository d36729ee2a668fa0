import type { ExamResult } from './shop.ts';
import { endpoint } from './endpoint.ts';

/**
 * The simulation's season switch and the shop-opening exam (server/routes/simulation.ts). The season
 * switch is under a role prefix (every role but the learner: under student/ it answers 403); the exam
 * under /v1/wangchuang/store/, for anyone signed in.
 */

/** A question of the shop-opening exam, without its answer. */
export interface ExamQuestion {
  id: number;
  title: string;
  options: { key: string; text: string }[];
}

export interface ExamAnswers {
  /** question id → the option's key (A–D) */
  answers: Record<string, string>;
}

/** Spec §9's season switch: true once done (the page then reloads). */
export const SEASON = {
  next: endpoint<void, boolean>()('GET', '/nextTurn'),
  restart: endpoint<void, boolean>()('GET', '/turn/restart'),
};

export const STORE_EXAM = {
  questions: endpoint<void, ExamQuestion[]>()('GET', '/exam/questions'),
  submit: endpoint<ExamAnswers, ExamResult>()('POST', '/exam/submit'),
  /** 1: the caller has a shop (their own, or the one they are a sub-account of); 0: the exam is not passed yet */
  hasShop: endpoint<void, 0 | 1>()('GET', '/valid/question'),
};
