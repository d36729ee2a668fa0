import { ROLE_PREFIX, type Role } from './roles.ts';

/** Every call-path prefix of spec §7. */
export const PREFIX = {
  studentTrain: '/v1/wangchuang/student/train/',
  studentTrainV2: '/v2/wangchuang/student/train/',
  student: '/v1/wangchuang/student/',
  video: '/v1/wangchuang/video/',
  v2: '/v2/wangchuang/',
  common: '/v1/wangchuang/common/',
  commonV2: '/v2/wangchuang/common/',
  adminCommon: '/v1/wangchuang/admin/common/',
  root: '/v1/wangchuang/',
} as const;

/** /v1/wangchuang/{role prefix} */
export function rolePrefix(role: Role, version: 1 | 2 = 1): string {
  return `/v${version}/wangchuang/${ROLE_PREFIX[role]}`;
}

/** The prefix with train/ (teacher/train/, admin/train/, …) used by some helpers. */
export function roleTrainPrefix(role: Role): string {
  return `${rolePrefix(role)}train/`;
}

/** Unread notices: students the student prefix, teachers the role prefix, others the prefix with train/ (spec §7). */
export function sysMsgPrefix(role: Role): string {
  if (role === 6) return PREFIX.student;
  if (role === 5) return rolePrefix(5);
  return roleTrainPrefix(role);
}
