import type { Context, Hono } from 'hono';
import { z } from 'zod';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { AppEnv, Deps } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { body, query } from '../http/validate.ts';
import { idParam } from '../validation.ts';
import { currentUser, requireRole } from '../http/auth.ts';
import { createCaptcha } from '../services/captcha.ts';
import { codeLogin, hxLoginToken, logout, passwordLogin, resetPassword, sendLoginCode, signUp } from '../services/auth.ts';
import { needsProfile, perfectMsg, savePerfect, userInfo } from '../services/users.ts';
import { menuTree } from '../services/menus.ts';
import { idTypes, openClassesOfCounty, regionsOf } from '../services/regions.ts';

const V1 = '/v1/wangchuang/common';
const ADMIN_COMMON = '/v1/wangchuang/admin/common';

/** Spec §5 validators, with their exact messages. */
export const phoneRule = z
  .string({ error: '手机号码不能为空!' })
  .trim()
  .min(1, '手机号码不能为空!')
  .regex(/^1[1-9]\d{9}$/, '手机号码格式有误');
export const usernameRule = z
  .string({ error: '用户名不能为空!' })
  .trim()
  .min(1, '用户名不能为空!')
  .regex(/^\w{6,20}$/, '6-20个字母、数字、下划线');
export const passwordRule = z.string({ error: '请输入8~24位密码' }).min(8, '请输入8~24位密码').max(24, '请输入8~24位密码');
export const idCardRule = z
  .string({ error: '身份证号码不能为空!' })
  .trim()
  .min(1, '身份证号码不能为空!')
  .regex(/^(\d{15}|\d{18}|\d{17}[\dXx])$/, '身份证格式不正确');
const captchaFields = {
  captchaId: z.string({ error: '验证码错误或已过期' }).max(100, '验证码错误或已过期').default(''),
  captchaCode: z.string({ error: '验证码错误或已过期' }).max(20, '验证码错误或已过期').default(''),
};

const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(50, '用户名或密码错误'),
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(100, '用户名或密码错误'),
  ...captchaFields,
});
const signUpBody = z.object({ phone: phoneRule, username: usernameRule, password: passwordRule, ...captchaFields });
const regionId = z.number({ error: '所选地区有误' }).int('所选地区有误').positive('所选地区有误').max(2147483647, '所选地区有误');
const perfectBody = z.object({
  realName: z.string({ error: '请输入真实姓名' }).trim().min(2, '请输入真实姓名').max(20, '请输入真实姓名'),
  idCard: idCardRule,
  phone: phoneRule,
  provinceId: regionId,
  cityId: regionId,
  countyId: regionId,
  classId: z.number({ error: '所选班级不存在' }).int('所选班级不存在').positive('所选班级不存在').max(2147483647, '所选班级不存在'),
  identificationPhoto: z.string({ error: '请上传证件照' }).trim().min(1, '请上传证件照').max(300, '请上传证件照'),
});
const resetPwdBody = z.object({
  pwd: z.string({ error: '请输入旧密码' }).refine((v) => v.trim().length > 0, '请输入旧密码'),
  newPwd: passwordRule.refine((v) => v.trim().length > 0, '请输入8~24位密码'),
});
const sendCodeBody = z.object({ phone: phoneRule });
const codeLoginBody = z.object({
  phone: phoneRule,
  code: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(10, '验证码错误或已过期'),
});
const regionsQuery = z.object({ parentId: idParam.optional() });
const countyQuery = z.object({ countyId: idParam });

/** The caller's address: first x-forwarded-for hop, else the socket address, else 'unknown'. */
export function clientIp(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
  if (forwarded) return forwarded.slice(0, 64);
  try {
    return getConnInfo(c).remote.address || 'unknown';
  } catch {
    return 'unknown';
  }
}

export function registerCommon(app: Hono<AppEnv>, deps: Deps) {
  const { db } = deps;

  app.post(`${V1}/loadCaptcha`, async (c) => ok(c, await createCaptcha(db)));

  app.post(`${V1}/up-to-date/captcha/login`, async (c) => {
    const input = await body(c, loginBody);
    return ok(c, await passwordLogin(deps, input, clientIp(c)), '登录成功');
  });

  app.post(`${V1}/up-to-date/safe/sign-up`, async (c) => {
    const input = await body(c, signUpBody);
    return ok(c, await signUp(deps, input), '注册成功');
  });

  app.post(`${V1}/up-to-date/sendCode`, async (c) => {
    const { phone } = await body(c, sendCodeBody);
    await sendLoginCode(deps, phone);
    return ok(c, true, '验证码已发送');
  });

  app.post(`${V1}/up-to-date/codeLogin`, async (c) => {
    const { phone, code } = await body(c, codeLoginBody);
    return ok(c, await codeLogin(deps, phone, code), '登录成功');
  });

  app.get(`${V1}/up-to-date/validPerfect`, async (c) => ok(c, await needsProfile(db, currentUser(c).id)));
  app.get(`${V1}/up-to-date/perfectMsg`, async (c) => ok(c, await perfectMsg(db, currentUser(c).id)));
  app.post(`${V1}/up-to-date/perfect`, async (c) => {
    const user = requireRole(c, [6]);
    const input = await body(c, perfectBody);
    await savePerfect(db, user.id, input);
    deps.cache?.forgetUser(user.id);
    return ok(c, true, '保存成功');
  });

  app.get(`${V1}/info`, async (c) => {
    const { id } = currentUser(c);
    const known = deps.cache?.info(id);
    if (known) return ok(c, known);
    const info = await userInfo(db, id);
    deps.cache?.rememberInfo(info);
    return ok(c, info);
  });
  app.get(`${V1}/logout`, async (c) => {
    const { tokenHash } = currentUser(c);
    await logout(db, tokenHash);
    deps.cache?.forgetToken(tokenHash);
    return ok(c, true, '已退出登录');
  });
  app.get(`${V1}/loadMenus`, async (c) => ok(c, await menuTree(db, currentUser(c).role)));
  app.post(`${V1}/resetPwd`, async (c) => {
    const user = currentUser(c);
    const { pwd, newPwd } = await body(c, resetPwdBody);
    await resetPassword(db, user.id, user.tokenHash, pwd, newPwd);
    deps.cache?.forgetUser(user.id);
    return ok(c, true, '密码修改成功');
  });
  app.get(`${V1}/goHxLoginToken`, async (c) => ok(c, await hxLoginToken(deps, currentUser(c).id)));

  app.get(`${ADMIN_COMMON}/regions`, async (c) => {
    currentUser(c);
    const { parentId } = query(c, regionsQuery);
    return ok(c, await regionsOf(db, parentId));
  });
  app.get(`${ADMIN_COMMON}/classes`, async (c) => {
    currentUser(c);
    const { countyId } = query(c, countyQuery);
    return ok(c, await openClassesOfCounty(db, countyId));
  });
  app.get(`${ADMIN_COMMON}/idTypes`, async (c) => {
    currentUser(c);
    return ok(c, await idTypes(db));
  });
}
