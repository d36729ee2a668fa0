import { keyValStore, type KeyValStore } from './idb.ts';
import type { AnswerValue } from '../api/contract/learner.ts';

/**
 * Drafts kept on the device (IndexedDB through idb-keyval's createStore, database `cy-drafts`):
 * exam answers and plan edits are written here first, at once, and sent to the server after.
 * A reload, a lost connection or a closed tab loses nothing. Tests inject a store with setDraftStore.
 */
let store: KeyValStore = keyValStore('cy-drafts');

export function setDraftStore(s: KeyValStore): KeyValStore {
  const before = store;
  store = s;
  return before;
}
export const draftStore = () => store;

/** Read-modify-write steps run one after another, so two quick answers never overwrite each other. */
let chain: Promise<unknown> = Promise.resolve();
function serial<T>(step: () => Promise<T>): Promise<T> {
  const run = chain.then(step, step);
  chain = run.catch(() => undefined);
  return run;
}

/** Exam answers of one attempt: every answer given on this device, and which ones the server has not confirmed. */
export interface ExamDraft {
  answers: Record<string, AnswerValue>;
  /** question ids (as strings) saved here but not yet by the server */
  pending: string[];
  updatedAt: number;
}

const examKey = (userKey: string, attemptId: number) => `exam:${userKey}:${attemptId}`;

export async function readExamDraft(userKey: string, attemptId: number): Promise<ExamDraft | undefined> {
  return store.get<ExamDraft>(examKey(userKey, attemptId));
}

/** Records one answer as given and not yet sent. Resolves once it is in IndexedDB. */
export function saveExamAnswer(userKey: string, attemptId: number, questionId: number, answer: AnswerValue): Promise<ExamDraft> {
  return serial(async () => {
    const key = examKey(userKey, attemptId);
    const cur = (await store.get<ExamDraft>(key)) ?? { answers: {}, pending: [], updatedAt: 0 };
    const q = String(questionId);
    const next: ExamDraft = {
      answers: { ...cur.answers, [q]: answer },
      pending: cur.pending.includes(q) ? cur.pending : [...cur.pending, q],
      updatedAt: Date.now(),
    };
    await store.set(key, next);
    return next;
  });
}

/** Marks answers confirmed by the server, unless they changed again since they were sent. */
export function confirmExamAnswers(userKey: string, attemptId: number, sent: Record<string, AnswerValue>): Promise<ExamDraft | undefined> {
  return serial(async () => {
    const key = examKey(userKey, attemptId);
    const cur = await store.get<ExamDraft>(key);
    if (!cur) return undefined;
    const same = (a: AnswerValue | undefined, b: AnswerValue) => JSON.stringify(a) === JSON.stringify(b);
    const next: ExamDraft = { ...cur, pending: cur.pending.filter((q) => !(q in sent && same(cur.answers[q], sent[q]!))) };
    await store.set(key, next);
    return next;
  });
}

export async function clearExamDraft(userKey: string, attemptId: number): Promise<void> {
  await store.del(examKey(userKey, attemptId));
}

/**
 * The answers to show after a reload: the server's saved answers, with this device's answers on top
 * (those still pending are newer than the server's by definition; the others equal or fill gaps).
 */
export function mergeAnswers(server: Record<string, AnswerValue>, draft: ExamDraft | undefined): Record<string, AnswerValue> {
  if (!draft) return { ...server };
  const out: Record<string, AnswerValue> = { ...server };
  for (const [q, v] of Object.entries(draft.answers)) if (draft.pending.includes(q) || !(q in server)) out[q] = v;
  return out;
}

/** A plan being edited: its content, the server revision the edits started from, and whether it is unsaved. */
export interface PlanDraft<T> {
  content: T;
  baseRevision: number;
  dirty: boolean;
  updatedAt: number;
}
const planKey = (userKey: string, kind: string) => `plan:${userKey}:${kind}`;

export const readPlanDraft = <T>(userKey: string, kind: string) => store.get<PlanDraft<T>>(planKey(userKey, kind));
export const writePlanDraft = <T>(userKey: string, kind: string, draft: PlanDraft<T>) => store.set(planKey(userKey, kind), draft);
export const clearPlanDraft = (userKey: string, kind: string) => store.del(planKey(userKey, kind));
