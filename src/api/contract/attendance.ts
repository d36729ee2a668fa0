import { endpoint } from './endpoint.ts';
import { choices } from './options.ts';

/**
 * Attendance (docs/back-office.md "Attendance and quality"): the learner's check-in calls under the
 * student prefix, and the face-match score a teacher's page saves. Records are created for every
 * learner of the class when a session is created (status 'pending' = 未签到); a pending record of an
 * ended session reads as absent.
 */

export const ATTENDANCE_METHODS = choices(['face', '人脸比对'], ['photo', '拍照签到'], ['rollcall', '教师点名']);
export type AttendanceMethod = (typeof ATTENDANCE_METHODS)[number]['value'];

export const ATTENDANCE_STATUS_OPTIONS = choices(
  ['pending', '未签到', 'default'],
  ['present', '已签到', 'success'],
  ['late', '迟到', 'warning'],
  ['absent', '缺勤', 'danger'],
);

export interface OpenSession {
  id: number;
  title: string;
  place: string;
  method: AttendanceMethod;
  startsAt: string;
  endsAt: string;
  /** Minutes after the start from which a check-in is late. */
  lateAfter: number;
  /** The learner's status in it: pending until they check in. */
  status: 'pending' | 'present' | 'late' | 'absent';
  checkedAt: string | null;
}

/** POST student/train/attendance/checkin: the photo is an upload of the learner's own (/v1/wangchuang/upload). */
export interface CheckInBody {
  sessionId: number;
  photoUrl: string;
}

/** POST {role}/attendance/score/{recordId}: the face library's similarity, 0–1. */
export interface MatchScoreBody {
  score: number;
}

/** The learner's check-in calls, under the student train prefix (prefixes.ts PREFIX.studentTrain). */
export const CHECK_IN = {
  /** the sessions of the learner's class open now, with their own record */
  open: endpoint<void, OpenSession[]>()('GET', '/attendance/open'),
  /** the photo is an upload of the learner's own (/v1/wangchuang/upload) */
  checkIn: endpoint<CheckInBody, OpenSession>()('POST', '/attendance/checkin'),
};

/** Under a back-office role prefix: the face-match score (0–1) the teacher's page computed for a check-in photo. */
export const MATCH_SCORE = endpoint<MatchScoreBody, null>()('POST', '/attendance/score/:id');

/** From this similarity (Human's own documented match level) a check-in reads 比对一致; below it the teacher decides. */
export const FACE_MATCH_THRESHOLD = 0.5;
