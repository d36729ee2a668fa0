import { type Context, Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { body, query } from '../http/validate.ts';
import { idField, idParam } from '../validation.ts';
import { allow, caller, signedIn } from '../http/caller.ts';
import { newPasswordRule, phoneRule, usernameRule } from '../rules.ts';
import { MSG } from '../../src/api/contract/rules.ts';
import { ROLE } from '../../src/api/contract/roles.ts';
import { createCaptcha } from '../services/captcha.ts';
import { MemoryLimiter } from '../services/rateLimit.ts';
import { clearTokenCookie, requestKeyOf, setTokenCookie } from '../http/auth.ts';
import { clientIp } from '../http/clientIp.ts';
import { tooMany } from '../errors.ts';
import {
  ACCOUNT,
  DICTIONARY,
  PROFILE_COMPLETION,
  SIGN_IN,
  type CodeLoginBody,
  type LoginBody,
  type LoginResult,
  type PerfectBody,
  type ResetPwdBody,
  type SendCodeBody,
  type SignUpBody,
} from '../../src/api/contract/auth.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';
import { answer, mountedGuard } from '../http/endpoint.ts';
import { codeLogin, hxLoginToken, logout, passwordLogin, resetPassword, sendLoginCode, signUp } from '../services/auth.ts';
import { needsProfile, perfectMsg, savePerfect, userInfo } from '../services/users.ts';
import { menuOf } from '../services/menus.ts';
import { placesOf } from '../services/places.ts';
import { educations, idTypes, openClassesOfCounty, regionsOf } from '../services/regions.ts';

const captchaFields = {
  captchaId: z.string({ error: '验证码错误或已过期' }).max(100, '验证码错误或已过期').default(''),
  captchaCode: z.string({ error: '验证码错误或已过期' }).max(20, '验证码错误或已过期').default(''),
};

const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(50, '用户名或密码错误'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(100, '用户名或密码错误'),
  ...captchaFields,
}) satisfies z.ZodType<LoginBody, unknown>;
const signUpBody = z.object({ phone: phoneRule, username: usernameRule, password: newPasswordRule, ...captchaFields }) satisfies z.ZodType<SignUpBody, unknown>;
const regionId = idField('所选地区有误');
const perfectBody = z.object({
  realName: z.string({ error: '请输入真实姓名' }).trim().min(2, '请输入真实姓名').max(20, '请输入真实姓名'),
  // checked by the chosen ID type in the service (居民身份证: spec §5)
  idCard: z.string({ error: MSG.idCardRequired }).trim().min(1, MSG.idCardRequired).max(30, '证件号码格式有误'),
  idTypeId: idField('请选择证件类型').nullish(),
  education: z.string({ error: '请选择文化程度' }).trim().max(20, '请选择文化程度').optional(),
  phone: phoneRule,
  provinceId: regionId,
  cityId: regionId,
  countyId: regionId,
  classId: idField('所选班级不存在'),
  identificationPhoto: z.string({ error: '请上传证件照' }).trim().min(1, '请上传证件照').max(300, '请上传证件照'),
}) satisfies z.ZodType<PerfectBody, unknown>;
const resetPwdBody = z.object({
  pwd: z.string({ error: '请输入旧密码' }).refine((v) => v.trim().length > 0, '请输入旧密码'),
  newPwd: newPasswordRule,
}) satisfies z.ZodType<ResetPwdBody, unknown>;
const sendCodeBody = z.object({ phone: phoneRule }) satisfies z.ZodType<SendCodeBody, unknown>;
const codeLoginBody = z.object({
  phone: phoneRule,
  code: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(10, '验证码错误或已过期'),
}) satisfies z.ZodType<CodeLoginBody, unknown>;
const regionsQuery = z.object({ parentId: idParam.optional() }) satisfies z.ZodType<InputOf<typeof DICTIONARY.regions>, unknown>;
const countyQuery = z.object({ countyId: idParam }) satisfies z.ZodType<InputOf<typeof DICTIONARY.classes>, unknown>;

/** Captchas shown per address and minute, in each process (drawing one takes a few milliseconds). */
export const CAPTCHAS_PER_MINUTE = 30;

/**
 * A sign-in's answer: the token goes into the HttpOnly cookie, and the body's `token` is its request
 * key, which the app keeps and sends as Authorization (server/http/auth.ts). API clients read the token
 * from the Set-Cookie header.
 */
function signedInAnswer(c: Context<AppEnv>, deps: Deps, result: LoginResult, msg: string) {
  setTokenCookie(c, result.token, deps.config.tokenTtlMs, deps.config.trustedProxies);
  return ok(c, { ...result, token: requestKeyOf(result.token) }, msg);
}

/**
 * /v1/wangchuang/common/: sign-in, sign-up, the caller's account (src/api/contract/auth.ts SIGN_IN,
 * PROFILE_COMPLETION, ACCOUNT). The three sign-ins and the sign-out set or clear the token cookie, so
 * they answer with ok() themselves rather than through answer().
 */
export function commonApi(deps: Deps) {
  const { db } = deps;
  const r = new Hono<AppEnv>();

  const ip = (c: Context) => clientIp(c, deps.config.trustedProxies);
  const captchas = new MemoryLimiter(CAPTCHAS_PER_MINUTE, 60_000);

  // anyone may ask (common/ is open to the signed-out), a few times per address and minute
  answer(r, SIGN_IN.captcha, mountedGuard, async (c) => {
    if (!captchas.allow(ip(c))) throw tooMany('请求过于频繁，请稍后再试');
    return createCaptcha(db);
  });

  r.post('/up-to-date/captcha/login', async (c) => {
    const input = await body(c, loginBody);
    return signedInAnswer(c, deps, await passwordLogin(deps, input, ip(c)), '登录成功');
  });

  r.post('/up-to-date/safe/sign-up', async (c) => {
    const input = await body(c, signUpBody);
    return signedInAnswer(c, deps, await signUp(deps, input), '注册成功');
  });

  answer(
    r,
    SIGN_IN.sendCode,
    mountedGuard,
    async (c) => {
      const { phone } = await body(c, sendCodeBody);
      await sendLoginCode(deps, phone, ip(c));
      return true;
    },
    '验证码已发送',
  );

  r.post('/up-to-date/codeLogin', async (c) => {
    const { phone, code } = await body(c, codeLoginBody);
    return signedInAnswer(c, deps, await codeLogin(deps, phone, code), '登录成功');
  });

  answer(r, PROFILE_COMPLETION.needed, signedIn, async (c) => needsProfile(db, caller(c).id));
  answer(r, PROFILE_COMPLETION.known, signedIn, async (c) => perfectMsg(db, caller(c).id));
  answer(
    r,
    PROFILE_COMPLETION.save,
    allow([ROLE.STUDENT]),
    async (c) => {
      const user = caller(c);
      const input = await body(c, perfectBody);
      await savePerfect(db, user.id, input);
      deps.cache?.forgetUser(user.id);
      return true;
    },
    '保存成功',
  );

  answer(r, ACCOUNT.info, signedIn, async (c) => {
    const { id } = caller(c);
    const known = deps.cache?.info(id);
    if (known) return known;
    const info = await userInfo(db, id);
    deps.cache?.rememberInfo(info);
    return info;
  });
  // where the caller's work is: their landing and doors (docs/journeys.md)
  answer(r, ACCOUNT.places, signedIn, async (c) => placesOf(db, caller(c).id));
  r.get('/logout', signedIn, async (c) => {
    const { tokenHash } = caller(c);
    await logout(db, tokenHash);
    deps.cache?.forgetToken(tokenHash);
    clearTokenCookie(c, deps.config.trustedProxies);
    return ok(c, true, '已退出登录');
  });
  answer(r, ACCOUNT.menus, signedIn, async (c) => menuOf(db, caller(c)));
  answer(
    r,
    ACCOUNT.changePassword,
    signedIn,
    async (c) => {
      const user = caller(c);
      const { pwd, newPwd } = await body(c, resetPwdBody);
      await resetPassword(db, user.id, user.tokenHash, pwd, newPwd);
      deps.cache?.forgetUser(user.id);
      return true;
    },
    '密码修改成功',
  );
  answer(r, ACCOUNT.hxLoginToken, signedIn, async (c) => hxLoginToken(deps, caller(c).id));
  return r;
}

/** /v1/wangchuang/admin/common/: dictionaries any signed-in user may read (regions, classes for registration, ID types, education levels). */
export function adminCommonApi({ db }: Deps) {
  const r = new Hono<AppEnv>();
  answer(r, DICTIONARY.regions, signedIn, async (c) => regionsOf(db, query(c, regionsQuery).parentId));
  answer(r, DICTIONARY.classes, signedIn, async (c) => openClassesOfCounty(db, query(c, countyQuery).countyId));
  answer(r, DICTIONARY.idTypes, signedIn, async () => idTypes(db));
  answer(r, DICTIONARY.educations, signedIn, async () => educations(db));
  return r;
}
