import { createHmac, randomBytes, randomInt } from 'node:crypto';
import type { Db, Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { Deps } from '../http/context.ts';
import type { LoginResult } from '../../src/api/contract/auth.ts';
import { ROLE } from '../../src/api/contract/roles.ts';
import { badRequest, AppError } from '../errors.ts';
import { hashPassword, newToken, sha256, verifyPassword } from './passwords.ts';
import { checkCaptcha } from './captcha.ts';
import { countLoginAttempt, countPasswordChange, hit, loginFailed, loginSucceeded, passwordChangeSucceeded } from './rateLimit.ts';
import { logSmsSender } from './sms.ts';
import { userInfo } from './users.ts';

export const BAD_CREDENTIALS = '用户名或密码错误';
export const CODE_ERROR = '验证码错误或已过期';
export const SMS_CODE_TTL_MS = 5 * 60 * 1000;
export const SMS_RESEND_MS = 60 * 1000;
export const SMS_MAX_ATTEMPTS = 5;

/** A fresh 256-bit token; only its SHA-256 is stored. Every sign-in passes here: it is the user's last sign-in. */
export async function issueToken(q: Queryable, config: Config, userId: number): Promise<string> {
  const token = newToken();
  await q.query('update users set last_login_at = now() where id = $1', [userId]);
  await q.query('insert into auth_tokens (token_hash, user_id, expires_at) values ($1, $2, $3)', [
    sha256(token),
    userId,
    new Date(Date.now() + config.tokenTtlMs),
  ]);
  return token;
}

export async function loginResult(db: Queryable, userId: number, token: string): Promise<LoginResult> {
  const info = await userInfo(db, userId);
  const [row] = await db.query<{ needs: boolean }>('select needs_profile as needs from users where id = $1', [userId]);
  return {
    token,
    loginUser: info,
    isPerfect: row?.needs ? 'true' : 'false',
    realName: info.realName,
    avatar: info.avatar,
    identificationPhoto: info.identificationPhoto,
    role: info.role,
    mustChangePassword: !!info.mustChangePassword,
  };
}

// Compared against when the account does not exist, so both cases take the same time.
let dummyHash: Promise<string> | undefined;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Username (or phone) and password sign-in. The captcha is used up first; then the attempt is counted
 * (server/services/rateLimit.ts: per account and address, per address, slowed per account) before the
 * password is checked, so parallel guesses cannot slip past the limit.
 */
export async function passwordLogin(
  deps: Deps,
  input: { username: string; password: string; captchaId: string; captchaCode: string },
  ip: string,
): Promise<LoginResult> {
  const { db, config } = deps;
  await checkCaptcha(db, config, input.captchaId, input.captchaCode);
  const user = await db.one<{ id: number; username: string; hash: string }>(
    `select id, username, password_hash as hash from users
      where (username = $1 or phone = $1) and status = 1
      order by (username = $1) desc limit 1`,
    [input.username],
  );
  const account = user?.username ?? input.username;
  const delay = await countLoginAttempt(db, account, ip);
  if (delay) await sleep(delay);
  const valid = user
    ? await verifyPassword(input.password, user.hash)
    : (await verifyPassword(input.password, await (dummyHash ??= hashPassword(randomBytes(16).toString('hex')))), false);
  if (!user || !valid) {
    await loginFailed(db, account, ip);
    throw badRequest(BAD_CREDENTIALS);
  }
  await loginSucceeded(db, account, ip);
  return loginResult(db, user.id, await issueToken(db, config, user.id));
}

/** A new learner account (profile still to be completed), signed in at once. */
export async function signUp(
  deps: Deps,
  input: { phone: string; username: string; password: string; captchaId: string; captchaCode: string },
): Promise<LoginResult> {
  const { db, config } = deps;
  await checkCaptcha(db, config, input.captchaId, input.captchaCode);
  if (await db.one('select 1 from users where lower(username) = lower($1)', [input.username])) throw badRequest('用户名已被注册');
  if (await db.one('select 1 from users where phone = $1', [input.phone])) throw badRequest('手机号已被注册');
  const hash = await hashPassword(input.password);
  try {
    return await db.tx(async (q) => {
      const [row] = await q.query<{ id: number }>(
        `insert into users (username, phone, password_hash, role, needs_profile) values ($1, $2, $3, $4, true) returning id`,
        [input.username, input.phone, hash, ROLE.STUDENT],
      );
      return loginResult(q, row.id, await issueToken(q, config, row.id));
    });
  } catch (e) {
    // Two sign-ups racing for the same name or phone: the unique index decides.
    const err = e as { code?: string; constraint?: string; message?: string };
    if (err.code === '23505') throw badRequest(/phone/.test(`${err.constraint} ${err.message}`) ? '手机号已被注册' : '用户名已被注册');
    throw e;
  }
}

export async function logout(db: Db, tokenHash: string): Promise<void> {
  await db.query('update auth_tokens set revoked_at = now() where token_hash = $1 and revoked_at is null', [tokenHash]);
}

/**
 * Changes the password after checking the old one (5 wrong old passwords in 15 minutes, then 429,
 * counted before the check); every other session of the user is signed out. A one-time password (an
 * account an administrator created or reset) is done with after this.
 */
export async function resetPassword(db: Db, userId: number, tokenHash: string, pwd: string, newPwd: string): Promise<void> {
  const row = await db.one<{ hash: string }>('select password_hash as hash from users where id = $1', [userId]);
  await countPasswordChange(db, userId);
  if (!row || !(await verifyPassword(pwd, row.hash))) throw badRequest('原密码错误');
  await passwordChangeSucceeded(db, userId);
  if (pwd === newPwd) throw badRequest('新密码不能与原密码相同');
  const hash = await hashPassword(newPwd);
  await db.tx(async (q) => {
    await q.query('update users set password_hash = $2, must_change_password = false where id = $1', [userId, hash]);
    await q.query('update auth_tokens set revoked_at = now() where user_id = $1 and token_hash <> $2 and revoked_at is null', [userId, tokenHash]);
  });
}

const codeHash = (phone: string, code: string) => sha256(`sms:${phone}:${code}`);

export const SMS_SENDS_PER_IP_HOUR = 10;
export const SMS_SENDS_PER_PHONE_DAY = 10;
export const SMS_TOO_OFTEN = '发送过于频繁，请稍后再试';

/**
 * Sends a 6-digit sign-in code, at most once a minute and 10 times a day per phone, 10 times an hour
 * per address. The answer is the same whether the phone is registered or not (an unregistered one is
 * recorded and limited alike, and gets no message), so the call tells nobody who has an account.
 */
export async function sendLoginCode(deps: Deps, phone: string, ip: string): Promise<void> {
  const { db } = deps;
  if ((await hit(db, `sms-ip:${ip}`, 3600_000)) > SMS_SENDS_PER_IP_HOUR) throw new AppError(429, SMS_TOO_OFTEN);
  const user = await db.one('select id from users where phone = $1 and status = 1', [phone]);
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await db.tx(async (q) => {
    // One sender at a time per phone, so two quick requests cannot both pass the check.
    await q.query('select pg_advisory_xact_lock(hashtext($1))', [`sms:${phone}`]);
    const [recent] = await q.query<{ lastMinute: number; today: number }>(
      `select count(*) filter (where created_at > now() - make_interval(secs => $2))::int as "lastMinute",
              count(*) filter (where created_at > now() - interval '1 day')::int as today
         from sms_codes where phone = $1`,
      [phone, SMS_RESEND_MS / 1000],
    );
    if (recent!.lastMinute > 0 || recent!.today >= SMS_SENDS_PER_PHONE_DAY) throw new AppError(429, SMS_TOO_OFTEN);
    await q.query('update sms_codes set used_at = now() where phone = $1 and used_at is null', [phone]);
    await q.query('insert into sms_codes (phone, code_hash, expires_at) values ($1, $2, $3)', [
      phone,
      codeHash(phone, code),
      new Date(Date.now() + SMS_CODE_TTL_MS),
    ]);
    await q.query(`delete from sms_codes where created_at < now() - interval '2 days'`);
  });
  if (user) await (deps.sms ?? logSmsSender(deps.log)).send(phone, code);
}

/** Signs in with the latest code sent to the phone: valid 5 minutes, single use, 5 tries. */
export async function codeLogin(deps: Deps, phone: string, code: string): Promise<LoginResult> {
  const { db, config } = deps;
  const row = await db.one<{ id: number; codeHash: string }>(
    `select id, code_hash as "codeHash" from sms_codes
      where phone = $1 and used_at is null and expires_at > now() and attempts < $2
      order by created_at desc, id desc limit 1`,
    [phone, SMS_MAX_ATTEMPTS],
  );
  if (!row) throw badRequest(CODE_ERROR);
  if (row.codeHash !== codeHash(phone, code)) {
    await db.query('update sms_codes set attempts = attempts + 1 where id = $1', [row.id]);
    throw badRequest(CODE_ERROR);
  }
  const used = await db.one('update sms_codes set used_at = now() where id = $1 and used_at is null returning id', [row.id]);
  const user = await db.one<{ id: number }>('select id from users where phone = $1 and status = 1', [phone]);
  if (!used || !user) throw badRequest(CODE_ERROR);
  return loginResult(db, user.id, await issueToken(db, config, user.id));
}

// Only for one process without DATABASE_URL outside production (server/config.ts requireSharedSettings refuses to start otherwise).
let generatedHxSecret: string | undefined;

/** The signed hand-over to the intelligent service centre (goHxLoginToken). */
export async function hxLoginToken(deps: Deps, userId: number) {
  const info = await userInfo(deps.db, userId);
  const secret = deps.config.hxSecret || (generatedHxSecret ??= randomBytes(32).toString('hex'));
  const fields = {
    url: deps.config.externalUrls.hx ?? '',
    account: info.username,
    name: info.realName,
    role: info.role,
    timestamp: Date.now(),
  };
  return { ...fields, sign: hxSign(fields, secret) };
}

/** HMAC-SHA256 (hex) over "key=value" pairs of the fields, keys sorted, joined with "&". */
export function hxSign(fields: Record<string, string | number>, secret: string): string {
  const base = Object.keys(fields)
    .sort()
    .map((k) => `${k}=${fields[k]}`)
    .join('&');
  return createHmac('sha256', secret).update(base).digest('hex');
}
