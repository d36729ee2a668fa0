import { NO_STALE_MARK } from './http.ts';
import { call, data } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import { type AnswerValue, type CourseQuery, VIDEO } from './contract/learner.ts';

/** On-demand course calls (docs/api-learner.md): /v1/wangchuang/video/… (any signed-in role). */
const V = PREFIX.video;

export type { Banner, Classification, CourseQuery } from './contract/learner.ts';

export const classifications = () => data(call(V, VIDEO.classifications, {}));
export const banners = () => data(call(V, VIDEO.banners, {}));
export const ondemandRules = () => data(call(V, VIDEO.rules, {}));
export const courses = (q: CourseQuery) => data(call(V, VIDEO.courses, { input: { ...q } }));
export const course = (courseId: number) => data(call(V, VIDEO.course, { params: { courseId } }));
export const enrol = (courseId: number) => data(call(V, VIDEO.enrol, { params: { courseId } }));
export const myCourses = () => data(call(V, VIDEO.myCourses, {}));
export const progress = (chapterId: number) => data(call(V, VIDEO.progress, { params: { chapterId } }));
/** Saved while the video plays: the page holds the position it saves. */
export const saveProgress = (chapterId: number, positionSec: number) =>
  data(call(V, VIDEO.saveProgress, { params: { chapterId }, input: { positionSec } }, NO_STALE_MARK));
export const chapterQuiz = (chapterId: number) => data(call(V, VIDEO.quiz, { params: { chapterId } }));
export const submitQuiz = (chapterId: number, answers: { questionId: number; answer: AnswerValue }[]) =>
  data(call(V, VIDEO.submitQuiz, { params: { chapterId }, input: { answers } }));
export const quizRecords = () => data(call(V, VIDEO.quizRecords, {}));
export const quizRecord = (attemptId: number) => data(call(V, VIDEO.quizRecord, { params: { attemptId } }));
