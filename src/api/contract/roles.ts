/** Roles of spec §6 and the call-path prefix of each: the one table both sides read. */
export const ROLE = {
  ADMIN: 1,
  PROVINCE: 2,
  CITY: 3,
  INSTITUTION: 4,
  TEACHER: 5,
  STUDENT: 6,
  AREA: 20,
} as const;

export type Role = (typeof ROLE)[keyof typeof ROLE];
export const ALL_ROLES: Role[] = [1, 2, 3, 4, 5, 6, 20];
export const MANAGE_ROLES: Role[] = [1, 2, 3, 4, 5, 20];
/** The administrators of the region tree: national, province, city, county. */
export const REGION_ADMIN_ROLES: Role[] = [1, 2, 3, 20];

export const ROLE_NAMES: Record<Role, string> = {
  1: '管理员',
  2: '省级管理员',
  3: '市级管理员',
  4: '培训机构',
  5: '教师',
  6: '学员',
  20: '区县管理员',
};

/** Role prefix of spec §6 (role 6 uses the student prefix). */
export const ROLE_PREFIX: Record<Role, string> = {
  1: 'admin/',
  2: 'province/',
  3: 'city/',
  4: 'institution/',
  5: 'teacher/',
  6: 'student/',
  20: 'area/',
};

/** The role that owns each role-prefixed path segment on the server. */
export const PREFIX_ROLE: Record<string, Role> = {
  admin: 1,
  province: 2,
  city: 3,
  institution: 4,
  teacher: 5,
  area: 20,
};

export const CLASS_TYPES = ['SYB', 'GYB', 'ZBB', 'DSB'] as const;
export type ClassType = (typeof CLASS_TYPES)[number];

export const CLASS_TYPE_NAMES: Record<ClassType, string> = {
  SYB: 'SYB创业培训',
  GYB: 'GYB创业培训',
  ZBB: '直播电商班',
  DSB: '电子商务班',
};

export function isRole(value: unknown): value is Role {
  return ALL_ROLES.includes(value as Role);
}
