import { get, post } from './http.ts';
import { rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { type CheckInBody, type OpenSession, STUDENT_ATTENDANCE } from './contract/attendance.ts';

/** Attendance calls that are not a resource list (docs/back-office.md "Attendance and quality"). */
export const openSessions = async () => (await get<OpenSession[]>(`${STUDENT_ATTENDANCE}open`)).data;
export const checkIn = (body: CheckInBody) => post<OpenSession>(`${STUDENT_ATTENDANCE}checkin`, body);
/** The face library's similarity (0–1) for a check-in photo, computed on the teacher's page. */
export const saveMatchScore = (role: Role, recordId: number, score: number) => post<null>(`${rolePrefix(role)}attendance/score/${recordId}`, { score });
