import { ApiError, download, handleFailure, postForm, toUrl } from './http.ts';
import { call, data } from './call.ts';
import { getToken } from '../lib/cookies.ts';
import { rolePrefix, PREFIX } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import type { UploadAnswer } from './upload.ts';
import { EXAM_ADMIN, EXAM_SEGMENT, type ChapterBody, type DrawRule, type ImportResult, type ImportRowError, type MarkBody } from './contract/exams.ts';

/**
 * The back-office's exam and course calls beside the resource layer (docs/exams-and-courses.md),
 * under the caller's role prefix: /v1/wangchuang/{role prefix}exam/….
 */
export function examCalls(role: Role) {
  const P = rolePrefix(role);
  const E = `${P}${EXAM_SEGMENT}`;
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
    composition: (paperId: number) => data(call(P, EXAM_ADMIN.composition, { params: { paperId } })),
    pool: (paperId: number) => data(call(P, EXAM_ADMIN.pool, { params: { paperId } })),
    saveItems: (paperId: number, items: { questionId: number; score: number }[]) =>
      data(call(P, EXAM_ADMIN.saveItems, { params: { paperId }, input: { items } })),
    draw: (paperId: number, rules: DrawRule[]) => data(call(P, EXAM_ADMIN.draw, { params: { paperId }, input: { rules } })),
    answerSheet: (attemptId: number) => data(call(P, EXAM_ADMIN.answerSheet, { params: { attemptId } })),
    mark: (attemptId: number, body: MarkBody) => data(call(P, EXAM_ADMIN.mark, { params: { attemptId }, input: body })),
    chapters: (courseId: number) => data(call(P, EXAM_ADMIN.chapters, { params: { courseId } })),
    addChapter: (courseId: number, body: ChapterBody) => data(call(P, EXAM_ADMIN.addChapter, { params: { courseId }, input: body })),
    orderChapters: (courseId: number, ids: number[]) => data(call(P, EXAM_ADMIN.orderChapters, { params: { courseId }, input: { ids } })),
    updateChapter: (chapterId: number, body: ChapterBody) => data(call(P, EXAM_ADMIN.updateChapter, { params: { chapterId }, input: body })),
    removeChapter: (chapterId: number) => data(call(P, EXAM_ADMIN.removeChapter, { params: { chapterId } })),
    quizItems: (chapterId: number) => data(call(P, EXAM_ADMIN.quizItems, { params: { chapterId } })),
    addQuiz: (chapterId: number, questionIds: number[]) => data(call(P, EXAM_ADMIN.addQuiz, { params: { chapterId }, input: { questionIds } })),
    removeQuiz: (chapterId: number, itemId: number) => data(call(P, EXAM_ADMIN.removeQuiz, { params: { chapterId, itemId } })),
    classTotals: (classId: number) => data(call(P, EXAM_ADMIN.classTotals, { params: { classId } })),
    classBreaches: (classId: number) => data(call(P, EXAM_ADMIN.classBreaches, { params: { classId } })),
    learnerTotal: (userId: number) => data(call(P, EXAM_ADMIN.learnerTotal, { params: { userId } })),
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
