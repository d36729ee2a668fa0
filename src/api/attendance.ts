import { call } from './call.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { type CheckInBody, CHECK_IN, MATCH_SCORE } from './contract/attendance.ts';

/** Attendance calls that are not a resource list (docs/back-office.md "Attendance and quality"). */
export const openSessions = async () => (await call(PREFIX.studentTrain, CHECK_IN.open, {})).data;
export const checkIn = (body: CheckInBody) => call(PREFIX.studentTrain, CHECK_IN.checkIn, { input: body });
/** The face library's similarity (0–1) for a check-in photo, computed on the teacher's page. */
export const saveMatchScore = (role: Role, recordId: number, score: number) =>
  call(rolePrefix(role), MATCH_SCORE, { params: { id: recordId }, input: { score } });
