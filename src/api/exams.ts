import { ApiError, download, get, handleFailure, post, postForm, toUrl } from './http.ts';
import { putJson } from './learner.ts';
import { getToken } from '../lib/cookies.ts';
import { rolePrefix, PREFIX } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import type { UploadAnswer } from './upload.ts';
import {
  EXAM_SEGMENT,
  type AnswerSheet,
  type ChapterAdmin,
  type ChapterBody,
  type ClassBreaches,
  type ClassTotals,
  type DrawRule,
  type ImportResult,
  type ImportRowError,
  type LearnerTotal,
  type MarkBody,
  type PaperComposition,
  type PoolCount,
  type QuizItemAdmin,
} from './contract/exams.ts';

/**
 * The back-office's exam and course calls beside the resource layer (docs/exams-and-courses.md),
 * under the caller's role prefix: /v1/wangchuang/{role prefix}exam/….
 */
export function examCalls(role: Role) {
  const E = `${rolePrefix(role)}${EXAM_SEGMENT}`;
  const data = async <T>(p: Promise<{ data: T }>) => (await p).data;
  return {
    template: () => download(`${E}question/template`, {}, () => undefined),
    /** Imports every row or none: a refusal carries each wrong row (ImportRefusal). */
    importQuestions: async (file: File): Promise<ImportResult> => {
      try {
        return (await postForm<ImportResult>(`${E}question/import`, { file })).data;
      } catch (e) {
        const errors = e instanceof ApiError ? (e.data as { errors?: ImportRowError[] } | null)?.errors : undefined;
        if (errors) throw new ImportRefusal(e as ApiError, errors);
        throw e;
      }
    },
    composition: (paperId: number) => data(get<PaperComposition>(`${E}paper/${paperId}/compose`)),
    pool: (paperId: number) => data(get<PoolCount[]>(`${E}paper/${paperId}/pool`)),
    saveItems: (paperId: number, items: { questionId: number; score: number }[]) => putJson<PaperComposition>(`${E}paper/${paperId}/items`, { items }),
    draw: (paperId: number, rules: DrawRule[]) => data(post<PaperComposition>(`${E}paper/${paperId}/draw`, { rules })),
    answerSheet: (attemptId: number) => data(get<AnswerSheet>(`${E}attempt/${attemptId}`)),
    mark: (attemptId: number, body: MarkBody) => data(post<AnswerSheet>(`${E}attempt/${attemptId}/mark`, body)),
    chapters: (courseId: number) => data(get<ChapterAdmin[]>(`${E}course/${courseId}/chapters`)),
    addChapter: (courseId: number, body: ChapterBody) => data(post<ChapterAdmin[]>(`${E}course/${courseId}/chapters`, body)),
    orderChapters: (courseId: number, ids: number[]) => data(post<ChapterAdmin[]>(`${E}course/${courseId}/chapters/order`, { ids })),
    updateChapter: (chapterId: number, body: ChapterBody) => putJson<ChapterAdmin[]>(`${E}chapter/${chapterId}`, body),
    removeChapter: (chapterId: number) => data(post<ChapterAdmin[]>(`${E}chapter/${chapterId}/delete`)),
    quizItems: (chapterId: number) => data(get<QuizItemAdmin[]>(`${E}chapter/${chapterId}/quiz`)),
    addQuiz: (chapterId: number, questionIds: number[]) => data(post<QuizItemAdmin[]>(`${E}chapter/${chapterId}/quiz`, { questionIds })),
    removeQuiz: (chapterId: number, itemId: number) => data(post<QuizItemAdmin[]>(`${E}chapter/${chapterId}/quiz/${itemId}/delete`)),
    classTotals: (classId: number) => data(get<ClassTotals>(`${E}class/${classId}/totals`)),
    classBreaches: (classId: number) => data(get<ClassBreaches>(`${E}class/${classId}/breaches`)),
    learnerTotal: (userId: number) => data(get<LearnerTotal>(`${E}learner/${userId}/total`)),
  };
}

export type ExamCalls = ReturnType<typeof examCalls>;

/** An import refused: the message (already shown) and every wrong row. */
export class ImportRefusal extends Error {
  constructor(
    public cause: ApiError,
    public errors: ImportRowError[],
  ) {
    super(cause.msg);
  }
}

function parseEnvelope(text: string): { code?: number; msg?: string; data?: UploadAnswer } | null {
  try {
    const v: unknown = JSON.parse(text);
    return v && typeof v === 'object' ? (v as { code?: number; msg?: string; data?: UploadAnswer }) : null;
  } catch {
    return null;
  }
}

/**
 * Uploads a chapter video as the request body (streamed to disk by the server), reporting progress;
 * failures follow the same §8 table as every call.
 */
export function uploadVideo(file: File, onProgress: (sent: number, total: number) => void): Promise<UploadAnswer> {
  return new Promise<UploadAnswer>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', toUrl(`${PREFIX.root}upload/video`));
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', token);
    xhr.setRequestHeader('Content-Type', file.type || 'application/octet-stream');
    xhr.setRequestHeader('X-File-Name', encodeURIComponent(file.name));
    xhr.upload.onprogress = (e) => onProgress(e.loaded, e.total || file.size);
    xhr.onerror = () => reject(new ApiError(0, '网络异常'));
    xhr.onload = () => {
      const body = parseEnvelope(xhr.responseText);
      const status = typeof body?.code === 'number' ? body.code : xhr.status;
      if (status >= 400 || !body?.data) handleFailure<UploadAnswer>(status >= 400 ? status : 500, body).then(resolve, reject);
      else resolve(body.data);
    };
    xhr.send(file);
  });
}
