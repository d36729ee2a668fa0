import type { ClassType, Role } from '../api/contract/roles.ts';
import { findRoute, type FoundRoute } from '../api/contract/routes/lookup.ts';
import { JOIN_CLASS_PATH } from '../api/contract/routes/meta.ts';

/** What the guard needs to know about the session. */
export interface GuardSession {
  token: string;
  roles: readonly Role[];
  classType: ClassType | null;
  /** Signed in with an administrator's one-time password (it must be changed first). */
  mustChangePassword?: boolean;
  /** A learner's landing from what the server knows (src/lib/landing.ts learnerHome); absent: by role. */
  home?: string;
  /** A learner is in a class (true), known to be without one (false), or not known (absent). */
  inClass?: boolean;
}

/** The only page an account with a one-time password may open. */
export const CHANGE_PASSWORD = '/changePassword';

export type GuardResult = { allow: true; found: FoundRoute } | { redirect: string } | { notFound: true };

/** Spec §4: without a token only these paths pass. */
export const NO_TOKEN_WHITELIST: readonly string[] = [
  '/codePage',
  '/login',
  '/register',
  '/auth-redirect',
  '/indexWLH',
  '/loginWLH',
  '/detailWLH',
  '/productDetail',
  '/shopHome',
  '/regist',
];

/** Spec §4: where / leads for each role. */
export function homeFor(role: Role | undefined): string {
  if (role === 1 || role === 2 || role === 3 || role === 4 || role === 20) return '/manage/borad';
  if (role === 5) return '/manage/classList';
  return '/cultivate/learningtasks';
}

/** Only same-origin absolute paths may be followed after sign-in (no open redirect). */
export function safeRedirect(target: string | null | undefined, fallback = '/'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

function splitPath(fullPath: string): string {
  const q = fullPath.search(/[?#]/);
  const pathname = q === -1 ? fullPath : fullPath.slice(0, q);
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/** May this (signed-in) session open the route? Role and class-type rules of the route meta. */
export function routeAllows(found: FoundRoute, s: Pick<GuardSession, 'roles' | 'classType'>): boolean {
  const { meta } = found.route;
  const role = s.roles[0];
  if (meta.roles && (role === undefined || !meta.roles.includes(role))) return false;
  if (meta.classTypes && (!s.classType || !meta.classTypes.includes(s.classType))) return false;
  return true;
}

/** Whether a route is on a learner's side: a class page for one in a class, the class page for one without (unknown: any). */
export function onLearnerSide(meta: { inClass?: boolean }, inClass: boolean | undefined): boolean {
  return meta.inClass === undefined || inClass === undefined || meta.inClass === inClass;
}

function allowed(pathname: string): GuardResult {
  const found = findRoute(pathname);
  return found ? { allow: true, found } : { redirect: '/login' };
}

/**
 * The route guard of spec §4 as a pure function from (full path with query, session) to a decision.
 * The async parts (loading unknown roles, the profile check) run before it in the router loader.
 */
export function guard(fullPath: string, s: GuardSession): GuardResult {
  const pathname = splitPath(fullPath);
  if (!s.token) {
    if (NO_TOKEN_WHITELIST.includes(pathname)) {
      const found = findRoute(pathname);
      return found ? { allow: true, found } : { redirect: '/login' };
    }
    return { redirect: `/login?redirect=${encodeURIComponent(fullPath)}` };
  }
  // an administrator's one-time password is changed before anything else; afterwards the page is gone
  if (s.mustChangePassword) return pathname === CHANGE_PASSWORD ? allowed(pathname) : { redirect: CHANGE_PASSWORD };
  if (pathname === CHANGE_PASSWORD) return { redirect: '/' };
  if (pathname === '/') return { redirect: s.home ?? homeFor(s.roles[0]) };
  if (pathname === '/login') return { redirect: '/' };
  const found = findRoute(pathname);
  if (!found) return { redirect: '/login' };
  if (found.route.redirect) return { redirect: found.route.redirect };
  for (const name of found.route.numeric ?? []) {
    if (!/^\d+$/.test(found.params[name] ?? '')) return { notFound: true };
  }
  if (!routeAllows(found, s)) return { notFound: true };
  // a learner's class pages and the page for those without a class: each is sent to their own side
  if (!onLearnerSide(found.route.meta, s.inClass)) return { redirect: s.inClass ? homeFor(6) : JOIN_CLASS_PATH };
  return { allow: true, found };
}
