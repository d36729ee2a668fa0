import type { Hono } from 'hono';
import type { AppEnv } from './context.ts';
import { callKey, INFO_CALL, type Call } from '../../src/api/contract/firstData.ts';
import { FIRST_CALLS, sessionCalls } from '../../src/api/contract/firstCalls.ts';
import { firstListCall } from '../../src/api/contract/firstLists.ts';
import type { Role } from '../../src/api/contract/roles.ts';
import { BREAKPOINT_KEY, REQUEST_KEY, SIDEBAR_KEY, TOKEN_KEY } from '../../src/api/contract/cookies.ts';
import type { BootData } from '../../src/api/contract/boot.ts';
import { requestKeyOf } from './auth.ts';

/**
 * The cookies the app's scripts read (src/lib/cookies.ts): the request key, the sidebar state and the breakpoint last measured.
 * No other cookie goes into the page, the HttpOnly token cookie above all (scripts must never see it).
 */
const APP_COOKIES = [REQUEST_KEY, SIDEBAR_KEY, BREAKPOINT_KEY];

function appCookies(header: string | undefined): { cookies: string; token: string } {
  const kept: string[] = [];
  let token = '';
  for (const part of (header ?? '').split(';')) {
    const item = part.trim();
    const name = item.slice(0, item.indexOf('='));
    if (name === TOKEN_KEY) token = item.slice(name.length + 1);
    if (APP_COOKIES.includes(name)) kept.push(item);
  }
  return { cookies: kept.join('; '), token };
}

/** JSON that is safe inside a <script> element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The visitor's connection (the node server's bindings) and forwarded-for header: a limit per address then counts the visitor's, not the server's own. */
export interface Visitor {
  env?: unknown;
  forwardedFor?: string;
}

/** A call asked of the app itself with the visitor's token and address: its body when it succeeded, else null. */
async function answer(app: Hono<AppEnv>, call: Call, token: string, visitor: Visitor): Promise<{ code?: number; data?: unknown } | null> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = token;
  if (visitor.forwardedFor) headers['x-forwarded-for'] = visitor.forwardedFor;
  try {
    const res = await app.request(callKey({ path: call.path, query: call.query }), { method: call.method ?? 'GET', headers }, visitor.env);
    if (!res.ok) return null;
    const body = (await res.json()) as { code?: number; data?: unknown };
    // anything but a success is left for the app to ask again, so errors take the usual path
    return body?.code === 200 ? body : null;
  } catch {
    return null; // the page is served all the same; the app asks for itself
  }
}

/**
 * window.__cyBoot for the HTML of an app route (src/lib/bootData.ts): the app's readable cookies as
 * the request carried them and the answers of the first calls, asked of the app's own routes with the
 * visitor's token (from the HttpOnly cookie): the user's info for a valid token, the calls the session
 * makes next (a learner's places, a menu), then the route's first data
 * (src/api/contract/firstData.ts). The page then neither reads document.cookie while its files load (a call
 * that blocks on the browser) nor waits for those round trips. Null when there is nothing to say:
 * the plain shell does.
 */
export async function bootDataFor(
  app: Hono<AppEnv>,
  cookieHeader: string | undefined,
  routePath?: string,
  query = new URLSearchParams(),
  visitor: Visitor = {},
): Promise<BootData | null> {
  const { cookies, token } = appCookies(cookieHeader);
  const byCall: Record<string, unknown> = {};
  let role: Role | null = null;
  let calls: Call[] = [];
  if (token) {
    const info = await answer(app, INFO_CALL, token, visitor);
    if (info) {
      byCall[callKey(INFO_CALL)] = info;
      const user = (info.data ?? {}) as { role?: Role; mustChangePassword?: boolean };
      role = user.role ?? null;
      calls = sessionCalls(user);
    }
  }
  calls = calls.concat((routePath && FIRST_CALLS[routePath]?.(role, query)) || []);
  const list = routePath ? firstListCall(routePath, role) : null;
  if (list) calls.push(list);
  const answers = await Promise.all(calls.map((call) => answer(app, call, token, visitor)));
  calls.forEach((call, i) => {
    if (answers[i]) byCall[callKey(call)] = answers[i];
  });
  if (!cookies && Object.keys(byCall).length === 0) return null;
  const boot: BootData = { cookies };
  // answered for the visitor whose scripts hold this token's request key (src/api/bootAnswers.ts compares)
  if (Object.keys(byCall).length > 0) boot.answers = { token: token ? requestKeyOf(token) : '', byCall };
  return boot;
}

/** Whether the page holds what is the visitor's alone (their cookies, answers for their token, a captcha of their own): no cache on the way may keep it. */
export const personal = (boot: BootData | null) =>
  !!(boot?.cookies || boot?.answers?.token || Object.keys(boot?.answers?.byCall ?? {}).some((key) => key.startsWith('POST ')));

/** Whether the boot data holds the user's info: the visitor's token is valid. */
export const signedIn = (boot: BootData | null) => !!boot?.answers?.byCall[callKey(INFO_CALL)];

/** The shell with the boot data set before its own inline script runs. */
export function withBootData(html: string, boot: BootData | null): string {
  return boot ? html.replace('<script>', `<script>window.__cyBoot=${scriptJson(boot)}</script><script>`) : html;
}
