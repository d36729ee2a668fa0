import type { ClassStatus } from '../../api/contract/classes.ts';

/**
 * Where each figure clicks through to: the page whose list it summarises. Filters live in page state
 * (docs/resources.md), so a state cannot ride in the URL: a state that waits for a review opens the
 * review list (unClassList lists exactly those), the others the class list.
 */
export const stateLink = (s: ClassStatus) => (s === 'submitted' || s === 'completion_submitted' ? '/manage/unClassList' : '/manage/classList');

export const LINKS = {
  classes: '/manage/classList',
  byType: '/manage/classListNum',
  regions: '/manage/classListNum',
  learners: '/manage/searchStudent',
  qualified: '/manage/subsidyClass',
  subsidy: '/manage/subsidy',
  shops: '/manage/classList',
  live: '/manage/LiveStreamingData',
} as const;
