import type { StaffInfo } from './staff.ts';
import type { ClassType, Role } from './roles.ts';

/** Envelope of every API answer. */
export interface ApiResult<T> {
  code: number;
  msg: string;
  data: T;
}

/** Who is signed in (common/info, and loginUser in the login result). */
export interface UserInfo {
  id: number;
  username: string;
  role: Role;
  realName: string;
  phone: string | null;
  avatar: string;
  identificationPhoto: string;
  classId: number | null;
  className: string | null;
  classType: ClassType | null;
  institutionName: string | null;
  regionName: string | null;
  /** A shop's sub-account (/seller/staffOfficer): the shop and the areas it works in; null for everyone else. */
  staff?: StaffInfo | null;
  /** An account created or reset by an administrator: the one-time password must be changed before anything else. */
  mustChangePassword?: boolean;
}

/** Spec §3 login result. isPerfect is the string 'true' while the profile is incomplete. */
export interface LoginResult {
  token: string;
  loginUser: UserInfo;
  isPerfect: 'true' | 'false';
  realName: string;
  avatar: string;
  identificationPhoto: string;
  role: Role;
  /** The one-time password must be changed first (/changePassword); the server refuses other calls until then. */
  mustChangePassword?: boolean;
}

/** Spec §3 management menu item. */
export interface MenuItem {
  path: string;
  hidden: boolean;
  meta: { title: string; icon: string; activeIcon?: string };
  children: MenuItem[];
}

export interface Captcha {
  captchaId: string;
  /** data:image/png;base64,… */
  image: string;
}

export interface LoginBody {
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

export interface SignUpBody {
  phone: string;
  username: string;
  password: string;
  captchaId: string;
  captchaCode: string;
}

export interface CodeLoginBody {
  phone: string;
  code: string;
}

/** /register profile completion. */
export interface PerfectBody {
  realName: string;
  /** The number of the chosen ID type (居民身份证 when none is chosen: spec §5 rule). */
  idCard: string;
  /** An enabled ID type (/manage/IdType); absent: 居民身份证. */
  idTypeId?: number | null;
  /** An enabled education level's name (/manage/degreeOfEducation), or empty. */
  education?: string;
  phone: string;
  provinceId: number;
  cityId: number;
  countyId: number;
  classId: number;
  identificationPhoto: string;
}

export interface ResetPwdBody {
  pwd: string;
  newPwd: string;
}

export interface UploadResult {
  url: string;
  fileName: string;
  size: number;
  mime: string;
}

export interface Region {
  id: number;
  name: string;
  level: 1 | 2 | 3;
  parentId: number | null;
}

export interface ClassSummary {
  id: number;
  name: string;
  classType: ClassType;
  institutionName: string;
  status: string;
  startDate: string | null;
  endDate: string | null;
  studentCount: number;
}
