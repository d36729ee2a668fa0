import type { StaffInfo } from './staff.ts';
import type { ClassType, Role } from './roles.ts';
import type { Places } from './places.ts';
import { endpoint } from './endpoint.ts';

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
  children: readonly MenuItem[];
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

export interface SendCodeBody {
  phone: string;
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

/** GET up-to-date/perfectMsg: the /register fields known so far; a region, class or ID type not chosen yet is null. */
export interface PerfectMsg {
  realName: string;
  idCard: string;
  phone: string;
  provinceId: number | null;
  cityId: number | null;
  countyId: number | null;
  classId: number | null;
  identificationPhoto: string;
  idTypeId: number | null;
  education: string;
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

/** An ID type the forms offer (enabled ones: /manage/IdType). */
export interface IdTypeOption {
  id: number;
  name: string;
}

/** GET common/goHxLoginToken: the signed hand-over to the intelligent service centre (spec §7), sent on as ?json=. */
export interface HxLoginToken {
  url: string;
  account: string;
  name: string;
  role: Role;
  timestamp: number;
  /** HMAC-SHA256 (hex) of the other fields */
  sign: string;
}

/**
 * Signing in and up, under /v1/wangchuang/common/ (server/routes/auth.ts commonApi). login, signUp and
 * codeLogin also set the token cookie, so the server answers those three itself (signedInAnswer).
 */
export const SIGN_IN = {
  /** anyone; a few per address and minute */
  captcha: endpoint<void, Captcha>()('POST', '/loadCaptcha'),
  login: endpoint<LoginBody, LoginResult>()('POST', '/up-to-date/captcha/login'),
  signUp: endpoint<SignUpBody, LoginResult>()('POST', '/up-to-date/safe/sign-up'),
  sendCode: endpoint<SendCodeBody, boolean>()('POST', '/up-to-date/sendCode'),
  codeLogin: endpoint<CodeLoginBody, LoginResult>()('POST', '/up-to-date/codeLogin'),
};

/** The learner's profile completion on /register, under /v1/wangchuang/common/. */
export const PROFILE_COMPLETION = {
  /** true = the profile is still incomplete */
  needed: endpoint<void, boolean>()('GET', '/up-to-date/validPerfect'),
  known: endpoint<void, PerfectMsg>()('GET', '/up-to-date/perfectMsg'),
  save: endpoint<PerfectBody, boolean>()('POST', '/up-to-date/perfect'),
};

/** The signed-in caller's account, under /v1/wangchuang/common/. logout also clears the token cookie, so the server answers it itself. */
export const ACCOUNT = {
  info: endpoint<void, UserInfo>()('GET', '/info'),
  /** where the caller's work is: their landing and doors (docs/journeys.md) */
  places: endpoint<void, Places>()('GET', '/places'),
  logout: endpoint<void, boolean>()('GET', '/logout'),
  menus: endpoint<void, MenuItem[]>()('GET', '/loadMenus'),
  changePassword: endpoint<ResetPwdBody, boolean>()('POST', '/resetPwd'),
  hxLoginToken: endpoint<void, HxLoginToken>()('GET', '/goHxLoginToken'),
};

/** Dictionaries any signed-in user may read, under /v1/wangchuang/admin/common/ (server/routes/auth.ts adminCommonApi). */
export const DICTIONARY = {
  /** children of a region; no parent: the provinces */
  regions: endpoint<{ parentId?: number }, Region[]>()('GET', '/regions'),
  /** the classes a new learner may apply for in a county */
  classes: endpoint<{ countyId: number }, ClassSummary[]>()('GET', '/classes'),
  idTypes: endpoint<void, IdTypeOption[]>()('GET', '/idTypes'),
  /** the enabled education levels' names (/manage/degreeOfEducation) */
  educations: endpoint<void, string[]>()('GET', '/educations'),
};
