/** Typed calls of the sign-in area (spec §7). Pages call these, never ky or fetch. */
import { get, NO_STALE_MARK, post, postForm } from './http.ts';
import { PREFIX } from './contract/prefixes.ts';
import { takeEarlyInfo } from './earlyInfo.ts';
import { getToken } from '../lib/cookies.ts';
import type {
  Captcha,
  ClassSummary,
  CodeLoginBody,
  LoginBody,
  LoginResult,
  MenuItem,
  PerfectBody,
  Region,
  ResetPwdBody,
  SignUpBody,
  UploadResult,
  UserInfo,
} from './contract/auth.ts';
import type { Places } from './contract/places.ts';

const C = PREFIX.common;
const UP = `${PREFIX.common}up-to-date/`;

export const authPaths = {
  loadCaptcha: `${C}loadCaptcha`,
  login: `${UP}captcha/login`,
  signUp: `${UP}safe/sign-up`,
  sendCode: `${UP}sendCode`,
  codeLogin: `${UP}codeLogin`,
  validPerfect: `${UP}validPerfect`,
  perfectMsg: `${UP}perfectMsg`,
  perfect: `${UP}perfect`,
  regions: `${PREFIX.adminCommon}regions`,
  classes: `${PREFIX.adminCommon}classes`,
  idTypes: `${PREFIX.adminCommon}idTypes`,
  educations: `${PREFIX.adminCommon}educations`,
  info: `${C}info`,
  logout: `${C}logout`,
  loadMenus: `${C}loadMenus`,
  places: `${C}places`,
  resetPwd: `${C}resetPwd`,
  upload: `${PREFIX.root}upload/temporary/file`,
} as const;

export const loadCaptcha = () => post<Captcha>(authPaths.loadCaptcha, undefined, NO_STALE_MARK).then((r) => r.data);
export const login = (body: LoginBody) => post<LoginResult>(authPaths.login, body).then((r) => r.data);
export const signUp = (body: SignUpBody) => post<LoginResult>(authPaths.signUp, body).then((r) => r.data);
export const sendCode = (phone: string) => post<unknown>(authPaths.sendCode, { phone }, NO_STALE_MARK);
export const codeLogin = (body: CodeLoginBody) => post<LoginResult>(authPaths.codeLogin, body).then((r) => r.data);
/** true = the profile is still incomplete. */
export const validPerfect = () => get<boolean>(authPaths.validPerfect).then((r) => r.data === true);
export const perfectMsg = () => get<Partial<PerfectBody> | null>(authPaths.perfectMsg).then((r) => r.data ?? {});
export const perfect = (body: PerfectBody) => post<unknown>(authPaths.perfect, body);
/** Regions under a parent; no parent = provinces. */
export const regions = (parentId?: number | null) => get<Region[]>(authPaths.regions, { parentId: parentId ?? undefined }).then((r) => r.data ?? []);
/** The ID types and education levels the forms offer (enabled ones: /manage/IdType, /manage/degreeOfEducation). */
export const idTypes = () => get<{ id: number; name: string }[]>(authPaths.idTypes).then((r) => r.data ?? []);
export const educations = () => get<string[]>(authPaths.educations).then((r) => r.data ?? []);
export const classesOfCounty = (countyId: number) => get<ClassSummary[]>(authPaths.classes, { countyId }).then((r) => r.data ?? []);
/** The signed-in user; the first call may take the request index.html started early (earlyInfo.ts). */
export async function info(): Promise<UserInfo | null> {
  const early = await takeEarlyInfo(getToken());
  if (early !== undefined) return early;
  return get<UserInfo | null>(authPaths.info).then((r) => r.data);
}
export const logoutCall = () => get<unknown>(authPaths.logout);
export const loadMenus = () => get<MenuItem[] | null>(authPaths.loadMenus).then((r) => r.data ?? []);
/** Where the signed-in user's work is: their shop, supplier profile, anchor profile, class (docs/journeys.md). */
export const placesCall = () => get<Places>(authPaths.places).then((r) => r.data);
export const resetPwd = (body: ResetPwdBody) => post<unknown>(authPaths.resetPwd, body);
export const uploadTemporaryFile = (file: Blob, fileName?: string) => {
  const form = new FormData();
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return postForm<UploadResult>(authPaths.upload, form, NO_STALE_MARK).then((r) => r.data);
};
