import { get, NO_STALE_MARK, post } from './http.ts';
import { putJson } from './learner.ts';
import { PREFIX } from './contract/prefixes.ts';
import type {
  AnswerValue,
  CourseDetail,
  CoursePage,
  MyCourse,
  OndemandRules,
  ProgressView,
  QuizQuestion,
  QuizRecord,
  QuizRecordDetail,
} from './contract/learner.ts';

/** On-demand course calls (docs/api-learner.md): /v1/wangchuang/video/… (any signed-in role). */
const V = PREFIX.video;
const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

export interface Classification {
  id: number;
  name: string;
  courseCount: number;
}
export interface Banner {
  id: number;
  title: string;
  image: string;
  courseId: number;
}
export interface CourseQuery {
  classificationId?: number;
  keyword?: string;
  pageNum?: number;
  pageSize?: number;
}

export const classifications = () => data(get<Classification[]>(`${V}classifications`));
export const banners = () => data(get<Banner[]>(`${V}banners`));
export const ondemandRules = () => data(get<OndemandRules>(`${V}rules`));
export const courses = (q: CourseQuery) => data(get<CoursePage>(`${V}courses`, { ...q }));
export const course = (courseId: number) => data(get<CourseDetail>(`${V}courses/${courseId}`));
export const enrol = (courseId: number) => data(post<CourseDetail>(`${V}courses/${courseId}/enrol`));
export const myCourses = () => data(get<MyCourse[]>(`${V}mycourses`));
export const progress = (chapterId: number) => data(get<ProgressView>(`${V}progress/${chapterId}`));
/** Saved while the video plays: the page holds the position it saves. */
export const saveProgress = (chapterId: number, positionSec: number) => putJson<ProgressView>(`${V}progress/${chapterId}`, { positionSec }, NO_STALE_MARK);
export const chapterQuiz = (chapterId: number) => data(get<QuizQuestion[]>(`${V}chapters/${chapterId}/quiz`));
export const submitQuiz = (chapterId: number, answers: { questionId: number; answer: AnswerValue }[]) =>
  data(post<QuizRecordDetail>(`${V}chapters/${chapterId}/quiz`, { answers }));
export const quizRecords = () => data(get<QuizRecord[]>(`${V}quiz/records`));
export const quizRecord = (attemptId: number) => data(get<QuizRecordDetail>(`${V}quiz/records/${attemptId}`));
