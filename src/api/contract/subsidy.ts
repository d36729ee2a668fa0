import { endpoint } from './endpoint.ts';
import { choices } from './options.ts';
/**
 * Training subsidies (docs/back-office.md "Subsidy"): the states of an application, who qualifies and
 * how much a qualified learner is paid. The rules are pure so the server and the tests share them.
 */

export const SUBSIDY_STATUSES = ['draft', 'submitted', 'accepted', 'reviewed', 'rejected', 'publicized', 'paid'] as const;
export type SubsidyStatus = (typeof SUBSIDY_STATUSES)[number];

export const SUBSIDY_STATUS_OPTIONS = choices(
  ['draft', '草稿', 'default'],
  ['submitted', '已申请', 'primary'],
  ['accepted', '已受理', 'primary'],
  ['reviewed', '审核通过', 'success'],
  ['rejected', '已驳回', 'danger'],
  ['publicized', '公示中', 'warning'],
  ['paid', '已拨付', 'success'],
);

export const SUBSIDY_STATUS_NAMES = Object.fromEntries(SUBSIDY_STATUS_OPTIONS.map((o) => [o.value, o.label])) as Record<SubsidyStatus, string>;

/** Months after the class ends within which a started business earns the full amount. */
export const FULL_AMOUNT_MONTHS = 6;
/** Days a notice stays up unless the reviewer says otherwise. */
export const NOTICE_DAYS = 7;

export interface Eligibility {
  /** Attendance rate (%), null when no attendance was taken for the class. */
  attendancePercent: number | null;
  /** The attendance threshold of /manage/systemSet. */
  threshold: number;
  passed: boolean;
  certificateNo: string | null;
}

/** Why a learner does not qualify (empty: qualifies). Attendance not taken counts as not applicable. */
export function ineligibleReasons(e: Eligibility): string[] {
  const out: string[] = [];
  if (e.attendancePercent !== null && e.attendancePercent < e.threshold) out.push(`出勤率${e.attendancePercent}%，低于${e.threshold}%`);
  if (!e.passed) out.push('考核未通过');
  if (!e.certificateNo) out.push('未发放结业证书');
  return out;
}

/** The amount for one qualified learner (fen): the full rate if they started a business, otherwise half (rounded down to the fen). */
export function lineAmount(rateFen: number, businessStarted: boolean): number {
  return businessStarted ? rateFen : Math.floor(rateFen / 2);
}

/** The application's total: every line not rejected. */
export function applicationTotal(lines: readonly { amountFen: number; reviewStatus: string }[]): number {
  return lines.reduce((sum, l) => (l.reviewStatus === 'rejected' ? sum : sum + l.amountFen), 0);
}

/** One learner of a closed class as /manage/qualifiedStudent/{classId} shows them. */
export interface QualifiedLearner {
  userId: number;
  realName: string;
  idCard: string;
  attendancePercent: number | null;
  total: number | null;
  passed: boolean;
  certificateNo: string | null;
  businessStarted: boolean;
  qualified: boolean;
  reasons: string[];
  /** What they would be paid (fen), 0 when not qualified. */
  amountFen: number;
}

export interface QualifiedClass {
  classId: number;
  className: string;
  classType: string;
  classStatus: string;
  endDate: string | null;
  threshold: number;
  /** The rate per qualified learner for the class's type and region (fen), null when none is set. */
  rateFen: number | null;
  /** Whether any attendance was taken for the class. */
  attendanceTaken: boolean;
  learners: QualifiedLearner[];
  qualifiedCount: number;
  totalFen: number;
}

/** Under the back-office role prefix: who of a class qualifies (the class must be in the caller's scope). */
export const QUALIFIED_CLASS = endpoint<void, QualifiedClass>()('GET', '/subsidy/class/:classId/qualified');
