import { proxy, snapshot } from 'valtio';
import type { LoginResult, MenuItem, UserInfo } from '../api/contract/auth.ts';
import type { ClassType, Role } from '../api/contract/roles.ts';
import type { Places } from '../api/contract/places.ts';
import { getToken, removeToken, setToken } from '../lib/cookies.ts';
import { openUserStores, sessionStore } from '../storage/idb.ts';
import { currentPath, go } from '../lib/navigation.ts';
import { info as infoCall, loadMenus, logoutCall, placesCall } from '../api/auth.ts';
import { learnerHome } from '../lib/landing.ts';
import { resetUnauthorizedLatch, setUnauthorizedHandler } from '../api/http.ts';
import { markSessionSaved } from '../api/earlyInfo.ts';
import { onStale } from '../api/freshness.ts';
import { showAppBadge } from '../lib/appBadge.ts';

/** Spec §3 session: token, name, avatar, roles (one role), userInfo, menu, classType. */
export interface SessionState {
  token: string;
  name: string;
  avatar: string;
  roles: Role[];
  userInfo: UserInfo | null;
  menu: MenuItem[];
  classType: ClassType | null;
  /** 'true' while the profile must be completed on /register (spec §4). */
  isPerfect: string;
  /** Signed in with an administrator's one-time password: nothing but /changePassword until it is changed. */
  mustChangePassword: boolean;
  /** Where the user's work is (shop, supplier, anchor, class), as last asked: the landing and the doors read it. */
  places: Places | null;
}

export const session = proxy<SessionState>({
  token: '',
  name: '',
  avatar: '',
  roles: [],
  userInfo: null,
  menu: [],
  classType: null,
  isPerfect: '',
  mustChangePassword: false,
  places: null,
});

/** The intelligent service centre entry, never a landing page. */
export const SERVICE_CENTRE_PATH = '/znfwzx';
/** Where an account with a one-time password must go first. */
export const CHANGE_PASSWORD_PATH = '/changePassword';
const SNAPSHOT_KEY = 'session';

type Persisted = Omit<SessionState, 'token'>;

function joinPath(parent: string, child: string): string {
  if (child.startsWith('/') || /^https?:/i.test(child)) return child;
  return `${parent.replace(/\/+$/, '')}/${child}`;
}

/**
 * Spec §4: first child path of the first menu entry, skipping /znfwzx; '/' for an empty menu.
 * Entries the menu editor hid are not in the menu the user sees, so they are not landing places either.
 */
export function landingPath(menu: MenuItem[] | null | undefined): string {
  const shown = (menu ?? []).filter((m) => !m.hidden);
  if (shown.length === 0) return '/';
  const entry = shown[0]!.path === SERVICE_CENTRE_PATH ? shown[1] : shown[0];
  if (!entry) return '/';
  const child = entry.children?.find((c) => !c.hidden);
  return child ? joinPath(entry.path, child.path) : entry.path || '/';
}

async function persist(): Promise<void> {
  const s = snapshot(session);
  const data: Persisted = {
    name: s.name,
    avatar: s.avatar,
    roles: [...s.roles],
    userInfo: s.userInfo ? { ...s.userInfo } : null,
    menu: JSON.parse(JSON.stringify(s.menu)) as MenuItem[],
    classType: s.classType,
    isPerfect: s.isPerfect,
    mustChangePassword: s.mustChangePassword,
    places: s.places ? (JSON.parse(JSON.stringify(s.places)) as Places) : null,
  };
  await sessionStore.set(SNAPSHOT_KEY, data);
  markSessionSaved(data.roles.length > 0);
}

function storeToken(token: string) {
  setToken(token);
  session.token = token;
  resetUnauthorizedLatch();
}

function storeUser(user: UserInfo, name?: string, avatar?: string) {
  session.userInfo = user;
  session.name = name || user.realName || user.username;
  session.avatar = avatar ?? user.avatar ?? '';
  session.roles = [user.role];
  session.classType = user.classType ?? null;
}

/** Token from the cookie, the rest from IndexedDB: a reload needs no network round-trip. */
export async function restoreSession(): Promise<void> {
  const token = getToken();
  session.token = token;
  if (!token) return;
  openUserStores(); // the page's cached messages are read next: their database opens meanwhile
  const saved = await sessionStore.get<Persisted>(SNAPSHOT_KEY);
  if (!saved) return;
  session.name = saved.name ?? '';
  session.avatar = saved.avatar ?? '';
  session.roles = Array.isArray(saved.roles) ? saved.roles : [];
  session.userInfo = saved.userInfo ?? null;
  session.menu = Array.isArray(saved.menu) ? saved.menu : [];
  session.classType = saved.classType ?? null;
  session.isPerfect = saved.isPerfect ?? '';
  session.mustChangePassword = saved.mustChangePassword === true;
  session.places = saved.places ?? null;
}

let placesAskedAt = 0;

/**
 * Asks the server where the user's work is and keeps it (the doors and the landing read it). A failure
 * (offline) keeps what was known.
 */
export async function refreshPlaces(maxAgeMs = 0): Promise<Places | null> {
  if (session.places && Date.now() - placesAskedAt < maxAgeMs) return session.places;
  try {
    session.places = await placesCall();
    placesAskedAt = Date.now();
    await persist();
  } catch {
    // offline or refused: the last known places stay
  }
  return session.places;
}

/** Spec §4 Login. Stores what the result says and answers the path to go to. */
export async function loginWith(result: LoginResult): Promise<string> {
  if (result.isPerfect === 'true') {
    storeToken(result.token);
    session.isPerfect = 'true';
    await persist();
    return '/register';
  }
  storeToken(result.token);
  session.isPerfect = '';
  const role = result.role ?? result.loginUser?.role;
  storeUser({ ...result.loginUser, role }, result.realName, result.avatar);
  // an administrator's one-time password: the server answers nothing else until it is changed
  session.mustChangePassword = result.mustChangePassword === true;
  if (session.mustChangePassword) {
    session.menu = [];
    await persist();
    return CHANGE_PASSWORD_PATH;
  }
  if (role === 6) {
    session.menu = [];
    session.places = null;
    await refreshPlaces();
    return homePath();
  }
  const menu = await loadMenus();
  session.menu = menu;
  await persist();
  return landingPath(menu);
}

/** Sign-up success: store the token and require the profile (isPerfect 'true'). */
export async function signUpWith(result: Pick<LoginResult, 'token'>): Promise<string> {
  storeToken(result.token);
  session.isPerfect = 'true';
  await persist();
  return '/register';
}

/** The landing path for the current session (role 6: where their work is, src/lib/landing.ts). */
export function homePath(): string {
  if (session.roles[0] === 6) return learnerHome(session.places, !!session.userInfo?.staff);
  return landingPath(session.menu);
}

/** What the guard needs of a learner's places: their landing and whether they are in a class (unknown: absent). */
export function learnerFacts(): { home?: string; inClass?: boolean } {
  if (session.roles[0] !== 6) return {};
  const p = session.places;
  return p ? { home: homePath(), inClass: p.klass.state === 'member' } : { home: homePath() };
}

/** Spec §8 messages of a user-info answer the session cannot use. */
export const MSG_SIGN_IN_AGAIN = '请重新登录';
export const MSG_ROLES_NOT_ARRAY = 'role必须为数组';

/** A user-info answer the session cannot use; its message (spec §8) is for the user. */
export class SessionInfoError extends Error {
  override name = 'SessionInfoError';
}

/** User info (and the menu for non-students). Empty info → 请重新登录; no role → role必须为数组. */
export async function loadUserInfo(): Promise<void> {
  const user = await infoCall();
  if (!user) throw new SessionInfoError(MSG_SIGN_IN_AGAIN);
  const roles = user.role === undefined || user.role === null ? [] : [user.role];
  if (roles.length === 0) throw new SessionInfoError(MSG_ROLES_NOT_ARRAY);
  const menuless = user.role === 6 || user.mustChangePassword === true;
  showUser(user, menuless ? [] : await loadMenus());
  if (user.role === 6 && !session.mustChangePassword) await refreshPlaces();
  else await persist();
}

/** The session of a user whose info (and menu) have come: also how the server draws their page (src/prerender/signedIn.tsx). */
export function showUser(user: UserInfo, menu: MenuItem[], places: Places | null = session.places) {
  storeUser(user);
  session.mustChangePassword = user.mustChangePassword === true;
  session.menu = menu;
  session.places = places;
}

let refreshing: Promise<boolean> | null = null;

/**
 * User info and menu again, for a session already signed in: a learner admitted to a class or moved
 * to another (class type: menu and routes follow), a menu an administrator edited. Quiet: a failure
 * keeps the session as it is (a 401 signs out, as every call's does). Answers whether it succeeded.
 */
export function refreshUserInfo(): Promise<boolean> {
  if (!session.token || session.roles.length === 0 || session.isPerfect === 'true') return Promise.resolve(false);
  refreshing ??= loadUserInfo()
    .then(() => true)
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

// Back in the tab after a while, or a refresh the user asked for: what others changed about this user shows.
onStale((event) => {
  if (event.reasons.has('return') || event.reasons.has('refresh')) event.wait(refreshUserInfo());
});

type LogoutListener = () => void | Promise<void>;
const logoutListeners = new Set<LogoutListener>();

/** Subscribe to sign-out (tabs store, caches). Answers an unsubscribe function. */
export function onLogout(fn: LogoutListener): () => void {
  logoutListeners.add(fn);
  return () => logoutListeners.delete(fn);
}

function clearState() {
  markSessionSaved(false);
  session.token = '';
  session.name = '';
  session.avatar = '';
  session.roles = [];
  session.userInfo = null;
  session.menu = [];
  session.classType = null;
  session.isPerfect = '';
  session.mustChangePassword = false;
  session.places = null;
}

/** Clears the token cookie, the session state and the IndexedDB session. */
export async function resetToken(): Promise<void> {
  removeToken();
  clearState();
  await sessionStore.clear();
}

/** Clears token, session, IndexedDB and subscribers (tabs, caches), then navigates: one local sign-out. */
export async function signOutLocally(target = '/login'): Promise<void> {
  showAppBadge(0);
  await resetToken();
  await Promise.all(
    [...logoutListeners].map(async (fn) => {
      try {
        await fn();
      } catch {
        // A failing subscriber must not block sign-out.
      }
    }),
  );
  go(target, { replace: true });
}

/** /login?redirect=… for a path (no redirect back to /login itself). */
export function loginPathFor(redirect: string): string {
  return redirect && redirect !== '/' && !redirect.startsWith('/login') ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login';
}

// Spec §8 HTTP 401: go to login (with the current path as redirect) and clear the token.
setUnauthorizedHandler(() => {
  const here = currentPath();
  return signOutLocally(here.startsWith('/login') ? here : loginPathFor(here));
});

/**
 * Calls common/logout, then clears token, roles, menu and tabs and goes to /login?redirect=…
 * (When the token was already revoked the 401 handler of http.ts does the same sign-out.)
 */
export async function logout(redirect: string = currentPath()): Promise<void> {
  try {
    await logoutCall();
  } catch {
    // Sign out locally even when the server call fails.
  }
  await signOutLocally(loginPathFor(redirect));
}
