/** Typed calls of the sign-in area (spec §7). Pages call these, never ky or fetch. */
import { NO_STALE_MARK, postForm } from './http.ts';
import { call } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import { takeEarlyInfo } from './earlyInfo.ts';
import { getToken } from '../lib/cookies.ts';
import {
  ACCOUNT,
  DICTIONARY,
  PROFILE_COMPLETION,
  SIGN_IN,
  type CodeLoginBody,
  type LoginBody,
  type PerfectBody,
  type PerfectMsg,
  type ResetPwdBody,
  type SignUpBody,
  type UploadResult,
  type UserInfo,
} from './contract/auth.ts';

const C = PREFIX.common;
const DICT = PREFIX.adminCommon;
const UPLOAD = `${PREFIX.root}upload/temporary/file`;

export const loadCaptcha = () => call(C, SIGN_IN.captcha, {}, NO_STALE_MARK).then((r) => r.data);
export const login = (body: LoginBody) => call(C, SIGN_IN.login, { input: body }).then((r) => r.data);
export const signUp = (body: SignUpBody) => call(C, SIGN_IN.signUp, { input: body }).then((r) => r.data);
export const sendCode = (phone: string) => call(C, SIGN_IN.sendCode, { input: { phone } }, NO_STALE_MARK);
export const codeLogin = (body: CodeLoginBody) => call(C, SIGN_IN.codeLogin, { input: body }).then((r) => r.data);
/** true = the profile is still incomplete. */
export const validPerfect = () => call(C, PROFILE_COMPLETION.needed, {}).then((r) => r.data === true);
export const perfectMsg = () => call(C, PROFILE_COMPLETION.known, {}).then((r): Partial<PerfectMsg> => r.data ?? {});
export const perfect = (body: PerfectBody) => call(C, PROFILE_COMPLETION.save, { input: body });
/** Regions under a parent; no parent = provinces. */
export const regions = (parentId?: number | null) => call(DICT, DICTIONARY.regions, { input: { parentId: parentId ?? undefined } }).then((r) => r.data ?? []);
/** The ID types and education levels the forms offer (enabled ones: /manage/IdType, /manage/degreeOfEducation). */
export const idTypes = () => call(DICT, DICTIONARY.idTypes, {}).then((r) => r.data ?? []);
export const educations = () => call(DICT, DICTIONARY.educations, {}).then((r) => r.data ?? []);
export const classesOfCounty = (countyId: number) => call(DICT, DICTIONARY.classes, { input: { countyId } }).then((r) => r.data ?? []);
/** The signed-in user; the first call may take the request index.html started early (earlyInfo.ts). */
export async function info(): Promise<UserInfo | null> {
  const early = await takeEarlyInfo(getToken());
  if (early !== undefined) return early;
  return call(C, ACCOUNT.info, {}).then((r) => r.data);
}
export const logoutCall = () => call(C, ACCOUNT.logout, {});
export const loadMenus = () => call(C, ACCOUNT.menus, {}).then((r) => r.data ?? []);
/** Where the signed-in user's work is: their shop, supplier profile, anchor profile, class (docs/journeys.md). */
export const placesCall = () => call(C, ACCOUNT.places, {}).then((r) => r.data);
export const resetPwd = (body: ResetPwdBody) => call(C, ACCOUNT.changePassword, { input: body });
/** A multipart upload: not an endpoint of contract/endpoint.ts (its input is a form, not JSON). */
export const uploadTemporaryFile = (file: Blob, fileName?: string) => {
  const form = new FormData();
  if (fileName) form.append('file', file, fileName);
  else form.append('file', file);
  return postForm<UploadResult>(UPLOAD, form, NO_STALE_MARK).then((r) => r.data);
};
