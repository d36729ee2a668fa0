import { postForm, NO_STALE_MARK } from './http.ts';
import { call, data } from './call.ts';
import { prefetchable } from './prefetchable.ts';
import { PREFIX } from './contract/prefixes.ts';
import {
  type AnswerValue,
  type BusinessPlan,
  CERTIFICATE,
  type FormKind,
  LEARNER_EXAMS,
  LEARNER_FORMS,
  LEARNER_TASKS,
  type LivePlan,
  PLANS,
  PRACTICE,
  type PracticeRecordBody,
  type RegistrationBody,
  type TrackBody,
} from './contract/learner.ts';

/** Learner area calls (docs/api-learner.md): /v1/wangchuang/student/train/… (role 6). */
const T = PREFIX.studentTrain;

export type { AttemptListItem, PlanVersion, SaveAnswersResult } from './contract/learner.ts';

const tasks = prefetchable(() => data(call(T, LEARNER_TASKS.list, {})));
export const learnerTasks = tasks.call;
/** Asks for the class's tasks while the landing page's code loads (its route's prefetch). */
export const prefetchLearnerTasks = tasks.prefetch;
/** That answer, if it has already come: the landing page's first render shows it. */
export const peekLearnerTasks = tasks.peek;
/** The tasks as the server has them already (it draws the landing page with them: src/prerender/signedIn.tsx). */
export const primeLearnerTasks = tasks.prime;
export const markTaskDone = (key: string) => data(call(T, LEARNER_TASKS.done, { params: { key } }));

export const papers = () => data(call(T, LEARNER_EXAMS.papers, {}));
export const startPaper = (paperId: number) => data(call(T, LEARNER_EXAMS.start, { params: { paperId } }));
export const attempts = (paperId?: number) => data(call(T, LEARNER_EXAMS.attempts, { input: { paperId } }));
export const attempt = (attemptId: number) => data(call(T, LEARNER_EXAMS.attempt, { params: { attemptId } }));
export const saveAnswers = (attemptId: number, answers: { questionId: number; answer: AnswerValue }[]) =>
  data(call(T, LEARNER_EXAMS.saveAnswers, { params: { attemptId }, input: { answers } }, NO_STALE_MARK));
export const submitAttempt = (attemptId: number) => data(call(T, LEARNER_EXAMS.submit, { params: { attemptId } }));
export const reviewAttempt = (attemptId: number) => data(call(T, LEARNER_EXAMS.review, { params: { attemptId } }));

export const learnerForm = (kind: FormKind) => data(call(T, LEARNER_FORMS.form, { params: { kind } }));
export const submitLearnerForm = (kind: FormKind, answers: Record<string, unknown>) =>
  data(call(T, LEARNER_FORMS.submit, { params: { kind }, input: { answers } }));

export const registration = () => data(call(T, LEARNER_FORMS.registration, {}));
export const saveRegistration = (body: RegistrationBody) => data(call(T, LEARNER_FORMS.saveRegistration, { input: body }));
export interface UploadResult {
  url: string;
  fileName?: string;
  size?: number;
  mime?: string;
}
export const uploadPhoto = (file: File) => data(postForm<UploadResult>(`${PREFIX.root}upload/temporary/file`, { file }, NO_STALE_MARK));

export const practice = () => data(call(T, PRACTICE.state, {}));
export const addPracticeRecord = (assignmentId: number, body: PracticeRecordBody) =>
  data(call(T, PRACTICE.addRecord, { params: { assignmentId }, input: body }));

export const tracks = () => data(call(T, PRACTICE.tracks, {}));
export const createTrack = (body: TrackBody) => data(call(T, PRACTICE.createTrack, { input: body }));
export const updateTrack = (id: number, body: TrackBody) => data(call(T, PRACTICE.updateTrack, { params: { trackId: id }, input: body }));

export const businessPlan = () => data(call(T, PLANS.business, {}));
/** The plan's autosave: the page holds what it saves (submitting is the change others see). */
export const saveBusinessPlan = (baseRevision: number, content: BusinessPlan) =>
  data(call(T, PLANS.saveBusiness, { input: { baseRevision, content } }, NO_STALE_MARK));
export const businessPlanVersions = () => data(call(T, PLANS.businessVersions, {}));
export const submitBusinessPlan = () => data(call(T, PLANS.submitBusiness, {}));

export const livePlan = () => data(call(T, PLANS.live, {}));
export const saveLivePlan = (baseRevision: number, content: LivePlan) => data(call(T, PLANS.saveLive, { input: { baseRevision, content } }));

export const certificate = () => data(call(T, CERTIFICATE, {}));
