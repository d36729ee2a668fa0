import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { createHash } from 'node:crypto';
import { PREFIX_ROLE, type Role } from '../../src/api/contract/roles.ts';
import { REQUEST_KEY_PREFIX, TOKEN_KEY } from '../../src/api/contract/cookies.ts';
import type { AppEnv, Deps } from './context.ts';
import type { Caller } from '../caller.ts';
import { caller } from './caller.ts';
import { forbidden } from '../errors.ts';
import { sha256 } from '../services/passwords.ts';
import type { AuthCache } from '../services/authCache.ts';
import { isHttps } from './clientIp.ts';

/** The request key of a token: what the app's scripts send as Authorization while the token itself stays in the HttpOnly cookie. */
export function requestKeyOf(token: string): string {
  return REQUEST_KEY_PREFIX + createHash('sha256').update(`request-key:${token}`).digest('base64url');
}

/** The Authorization header's value (`<value>` or `Bearer <value>`). */
function authorization(c: Context): string | null {
  const header = c.req.header('authorization')?.trim();
  if (!header) return null;
  return header.replace(/^Bearer\s+/i, '') || null;
}

/**
 * The token a request authenticates with, and whether it came from the cookie:
 * - `Authorization: <token>`: API clients (and the server's own boot-data calls);
 * - the HttpOnly token cookie together with `Authorization: <its request key>`: the app in the browser.
 * A cookie without the matching header authenticates nothing (another site can make the browser send
 * the cookie, never the header), so no request forged elsewhere acts as the user.
 */
export function credentialOf(c: Context): { token: string; fromCookie: boolean } | null {
  const value = authorization(c);
  if (!value) return null;
  if (!value.startsWith(REQUEST_KEY_PREFIX)) return { token: value, fromCookie: false };
  const cookie = getCookie(c, TOKEN_KEY);
  if (!cookie || requestKeyOf(cookie) !== value) return null;
  return { token: cookie, fromCookie: true };
}

/** Sets the HttpOnly token cookie for a new sign-in (Secure over https). */
export function setTokenCookie(c: Context, token: string, maxAgeMs: number, trustedProxies: string[]) {
  c.header('Set-Cookie', tokenCookie(token, Math.floor(maxAgeMs / 1000), isHttps(c, trustedProxies)), { append: true });
}

/** Removes the token cookie (sign-out, or a cookie whose token no longer signs anybody in). */
export function clearTokenCookie(c: Context, trustedProxies: string[]) {
  c.header('Set-Cookie', tokenCookie('', 0, isHttps(c, trustedProxies)), { append: true });
}

function tokenCookie(value: string, maxAge: number, secure: boolean): string {
  return `${TOKEN_KEY}=${value}; Path=/; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
}

/** Finds the caller from the token (if any); never refuses by itself. */
export function identify({ db, cache, config }: Deps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const credential = credentialOf(c);
    const user = credential ? await callerOf(db, sha256(credential.token), cache) : null;
    // a cookie whose token was revoked or expired goes, so the browser stops sending it
    if (credential?.fromCookie && !user) clearTokenCookie(c, config.trustedProxies);
    c.set('user', user);
    await next();
  };
}

async function callerOf(db: Deps['db'], tokenHash: string, cache?: AuthCache): Promise<Caller | null> {
  const known = cache?.caller(tokenHash);
  if (known) return known;
  const row = await findUserByToken(db, tokenHash);
  if (row && cache) cache.rememberCaller(row.user, row.expiresAt);
  return row?.user ?? null;
}

export async function findUserByToken(db: Deps['db'], tokenHash: string): Promise<{ user: Caller; expiresAt: number } | null> {
  const row = await db.one<Caller & { expiresAt: Date | string }>(
    `select u.id, u.username, u.role, u.real_name as "realName", u.phone,
            u.province_id as "provinceId", u.city_id as "cityId", u.county_id as "countyId",
            u.institution_id as "institutionId", u.class_id as "classId",
            u.needs_profile as "needsProfile", u.must_change_password as "mustChangePassword",
            u.parent_id as "parentId", u.menu_paths as "menuPaths", t.token_hash as "tokenHash", t.expires_at as "expiresAt"
       from auth_tokens t join users u on u.id = t.user_id
      where t.token_hash = $1 and t.revoked_at is null and t.expires_at > now() and u.status = 1`,
    [tokenHash],
  );
  if (!row) return null;
  const { expiresAt, ...user } = row;
  return { user, expiresAt: new Date(expiresAt).getTime() };
}

/** Spec §5 dialog after an administrator's one-time password: nothing but these until the password is changed. */
export const MUST_CHANGE_PASSWORD = '请先修改初始密码';
const OPEN_BEFORE_CHANGE = new Set(['/v1/wangchuang/common/info', '/v1/wangchuang/common/logout', '/v1/wangchuang/common/resetPwd']);

/**
 * An account signed in with a one-time password (created or reset by an administrator) may read who
 * it is, sign out and change the password; every other API call is 403 请先修改初始密码 until then.
 * The client sends it to /changePassword at once (src/lib/guard.ts); this keeps the rule on the server.
 */
export const passwordGate: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (c.var.user?.mustChangePassword && !OPEN_BEFORE_CHANGE.has(c.req.path)) throw forbidden(MUST_CHANGE_PASSWORD);
  await next();
};

/**
 * Role-prefixed paths (/v1|v2/wangchuang/{admin|province|city|institution|teacher|area}/…) answer
 * only callers of that role; /v1/wangchuang/student/… only learners. admin/common/ is shared by all.
 */
export const roleGuard: MiddlewareHandler<AppEnv> = async (c, next) => {
  const match = /^\/v[12]\/wangchuang\/([a-z]+)\/(?:([a-z]+)\/)?/.exec(c.req.path);
  if (match) {
    const [, segment, sub] = match;
    const isSharedAdmin = segment === 'admin' && sub === 'common';
    const owner: Role | undefined = segment === 'student' ? 6 : PREFIX_ROLE[segment];
    if (owner && !isSharedAdmin) {
      if (caller(c).role !== owner) throw forbidden('您的角色无权访问该接口');
    }
  }
  await next();
};
