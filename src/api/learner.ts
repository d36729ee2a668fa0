import { get, post, postForm, api, toUrl, handleFailure, ApiError, NO_STALE_MARK } from './http.ts';
import { HTTPError, type Options } from 'ky';
import { PREFIX } from './contract/prefixes.ts';
import type {
  AnswerValue,
  AttemptResult,
  AttemptView,
  BusinessPlan,
  CertificateState,
  FormKind,
  FormState,
  LivePlan,
  PaperSummary,
  PlanState,
  PracticeState,
  RegistrationBody,
  RegistrationState,
  ReviewItem,
  TaskList,
  TrackBody,
  TrackRecord,
} from './contract/learner.ts';

/** Learner area calls (docs/api-learner.md): /v1/wangchuang/student/train/… (role 6). */
const T = PREFIX.studentTrain;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

/** PUT with a JSON body through the same §8 error table as get/post. */
async function put<R>(path: string, json: unknown, options: Options = {}): Promise<R> {
  try {
    const res = await api(toUrl(path), { ...options, method: 'put', json });
    const body = (await res.json()) as { code: number; msg: string; data: R };
    if (typeof body.code === 'number' && body.code >= 400) return handleFailure<R>(body.code, body);
    return body.data;
  } catch (error) {
    if (error instanceof ApiError) throw error;
    if (error instanceof HTTPError) {
      let body: { code?: number; msg?: string; data?: unknown } | null = null;
      try {
        body = (await error.response.json()) as typeof body;
      } catch {
        body = null;
      }
      return handleFailure<R>(error.response.status, body);
    }
    throw new ApiError(0, error instanceof Error ? error.message : String(error));
  }
}
export { put as putJson };

export interface AttemptListItem {
  attemptId: number;
  paperId: number;
  title: string;
  status: AttemptView['status'];
  score: number | null;
  total: number | null;
  passed: boolean | null;
  startedAt: string;
  submittedAt: string | null;
}
export interface SaveAnswersResult {
  saved: number;
  deadline: number;
  serverNow: number;
}
export interface PlanVersion {
  revision: number;
  savedAt: string;
}

export const learnerTasks = () => data(get<TaskList>(`${T}tasks`));
export const markTaskDone = (key: string) => data(post<TaskList>(`${T}tasks/${encodeURIComponent(key)}/done`));

export const papers = () => data(get<PaperSummary[]>(`${T}papers`));
export const startPaper = (paperId: number) => data(post<AttemptView>(`${T}papers/${paperId}/start`));
export const attempts = (paperId?: number) => data(get<AttemptListItem[]>(`${T}attempts`, { paperId }));
export const attempt = (attemptId: number) => data(get<AttemptView>(`${T}attempts/${attemptId}`));
export const saveAnswers = (attemptId: number, answers: { questionId: number; answer: AnswerValue }[]) =>
  put<SaveAnswersResult>(`${T}attempts/${attemptId}/answers`, { answers }, NO_STALE_MARK);
export const submitAttempt = (attemptId: number) => data(post<AttemptResult>(`${T}attempts/${attemptId}/submit`));
export const reviewAttempt = (attemptId: number) => data(get<{ result: AttemptResult; items: ReviewItem[] }>(`${T}attempts/${attemptId}/review`));

export const learnerForm = (kind: FormKind) => data(get<FormState>(`${T}forms/${kind}`));
export const submitLearnerForm = (kind: FormKind, answers: Record<string, unknown>) => data(post<FormState>(`${T}forms/${kind}`, { answers }));

export const registration = () => data(get<RegistrationState>(`${T}registerTable`));
export const saveRegistration = (body: RegistrationBody) => put<RegistrationState>(`${T}registerTable`, body);
export interface UploadResult {
  url: string;
  fileName?: string;
  size?: number;
  mime?: string;
}
export const uploadPhoto = (file: File) => data(postForm<UploadResult>(`${PREFIX.root}upload/temporary/file`, { file }, NO_STALE_MARK));

export const practice = () => data(get<PracticeState>(`${T}practice`));
export const addPracticeRecord = (assignmentId: number, body: { content: string; link: string }) =>
  data(post<PracticeState['assignments'][number]['records'][number]>(`${T}practice/${assignmentId}/records`, body));

export const tracks = () => data(get<TrackRecord[]>(`${T}track`));
export const createTrack = (body: TrackBody) => data(post<TrackRecord>(`${T}track`, body));
export const updateTrack = (id: number, body: TrackBody) => put<TrackRecord>(`${T}track/${id}`, body);

export const businessPlan = () => data(get<PlanState<BusinessPlan>>(`${T}prospectus`));
/** The plan's autosave: the page holds what it saves (submitting is the change others see). */
export const saveBusinessPlan = (baseRevision: number, content: BusinessPlan) =>
  put<PlanState<BusinessPlan>>(`${T}prospectus`, { baseRevision, content }, NO_STALE_MARK);
export const businessPlanVersions = () => data(get<PlanVersion[]>(`${T}prospectus/versions`));
export const submitBusinessPlan = () => data(post<PlanState<BusinessPlan>>(`${T}prospectus/submit`));

export const livePlan = () => data(get<PlanState<LivePlan>>(`${T}planning`));
export const saveLivePlan = (baseRevision: number, content: LivePlan) => put<PlanState<LivePlan>>(`${T}planning`, { baseRevision, content });

export const certificate = () => data(get<CertificateState>(`${T}certificate`));
