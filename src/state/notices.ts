import { proxy } from 'valtio';
import type { NoticeDetail, NoticeItem } from '../api/contract/notices.ts';
import { NOTICE_PAGE_SIZE } from '../api/contract/notices.ts';
import { fetchNoticeDetail, fetchNoticePage, fetchUnread, noticePrefix, postRead } from '../api/notices.ts';
import { ApiError } from '../api/http.ts';
import { loadFailureText } from '../api/failure.ts';
import { session, onLogout } from './session.ts';
import { clearMessageCache, messageCache, type QueuedRead } from '../storage/messageCache.ts';
import { clearUserCaches } from '../pwa/userCaches.ts';
import { showAppBadge } from '../lib/appBadge.ts';

/** Spec §9: infinite scroll distance 20 px and delay 400 ms. */
export const SCROLL_DISTANCE = 20;
export const SCROLL_DELAY_MS = 400;

/** A read mark that failed on the network while online is sent again after 1 s, then 2, 4… at most 30 s apart. */
export const READ_RETRY_FIRST_MS = 1000;
const READ_RETRY_MAX_MS = 30_000;

export interface NoticesState {
  unread: number;
  list: NoticeItem[];
  pageNum: number;
  isLastPage: boolean;
  loading: boolean;
  error: string;
  /** Why the next page did not come (offline or a failed request): the list's end says so, with 重试. */
  moreError: string;
  /** The list shows what was cached (offline). */
  fromCache: boolean;
}

const EMPTY: NoticesState = { unread: 0, list: [], pageNum: 0, isLastPage: false, loading: false, error: '', moreError: '', fromCache: false };

export const notices = proxy<NoticesState>({ ...EMPTY });

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
const isNetworkError = (e: unknown) => e instanceof ApiError && e.status === 0;

function who(): { prefix: string; user: string | number } | null {
  const role = session.roles[0];
  if (!role || !session.token) return null;
  return { prefix: noticePrefix(role), user: session.userInfo?.id ?? session.userInfo?.username ?? 'me' };
}

/** Pinned first, then newest; one entry per message. */
export function orderNotices(list: NoticeItem[]): NoticeItem[] {
  const seen = new Set<number>();
  const unique = list.filter((m) => (seen.has(m.msgId) ? false : (seen.add(m.msgId), true)));
  return unique
    .map((m, i) => ({ m, i }))
    .sort((a, b) => (b.m.flagTop ? 1 : 0) - (a.m.flagTop ? 1 : 0) || a.i - b.i)
    .map(({ m }) => m);
}

function setUnread(n: number) {
  notices.unread = Math.max(0, n);
  showAppBadge(notices.unread);
}

/** Unread count (spec §7 loadSysMsg/num); offline, the cached count less queued reads. */
export async function refreshUnread(): Promise<number> {
  const me = who();
  if (!me) return 0;
  // a count that arrives after its user signed out (resetNotices) is theirs: it sets nothing, not even the icon's badge
  const gen = generation;
  const current = () => gen === generation;
  try {
    if (isOffline()) throw new ApiError(0, 'offline');
    const n = await fetchUnread(me.prefix);
    // reads still queued offline are not on the server yet
    const queued = (await messageCache.getQueue(me.user)).length;
    if (!current()) return notices.unread;
    setUnread(n - queued);
    await messageCache.setUnread(me.user, notices.unread);
  } catch (e) {
    if (!isNetworkError(e)) throw e;
    const cached = await messageCache.getUnread(me.user);
    if (cached !== undefined && current()) setUnread(cached);
  }
  return notices.unread;
}

let lastLoadAt = 0;
let inflight: Promise<void> | null = null;
/** Bumped by resetNotices (sign-out): a load still under way for the user before writes nothing. */
let generation = 0;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function loadPage(pageNum: number): Promise<void> {
  const me = who();
  if (!me) return;
  const gen = generation;
  const current = () => gen === generation;
  const wait = lastLoadAt + SCROLL_DELAY_MS - Date.now();
  if (pageNum > 1 && wait > 0) await sleep(wait);
  if (!current()) return;
  notices.loading = true;
  notices.error = '';
  notices.moreError = '';
  try {
    let page: { list: NoticeItem[]; isLastPage: boolean };
    let fromCache = false;
    try {
      if (isOffline()) throw new ApiError(0, 'offline');
      const queue = messageCache.getQueue(me.user).catch((): QueuedRead[] => []); // read while the request is out
      page = await fetchNoticePage(me.prefix, pageNum, NOTICE_PAGE_SIZE);
      if (!current()) return;
      void messageCache.setPage(me.user, pageNum, page).catch(() => undefined); // the list need not wait for the cache
      // pages already read offline stay read until the queue reaches the server
      const queued = new Set((await queue).map((q) => q.msgId));
      if (queued.size) page = { ...page, list: page.list.map((m) => (queued.has(m.msgId) ? { ...m, readStatus: 1 as const } : m)) };
    } catch (e) {
      if (!isNetworkError(e)) throw e;
      const cached = await messageCache.getPage(me.user, pageNum);
      if (!current()) return;
      if (!cached) {
        // nothing more was seen before: say why the list stops here, with a way to try again
        const offline = isOffline() || (e as ApiError).message === 'offline';
        if (pageNum === 1) {
          notices.isLastPage = true;
          notices.error = offline ? '当前离线，且没有已缓存的通知，请联网后重试' : '网络异常，通知加载失败，请重试';
        } else notices.moreError = offline ? '当前离线，联网后可加载更多' : '网络异常，更多通知加载失败';
        if (offline) notices.fromCache = true;
        return;
      }
      page = cached;
      fromCache = true;
    }
    if (!current()) return;
    notices.list = orderNotices(pageNum === 1 ? page.list : [...notices.list, ...page.list]);
    notices.pageNum = pageNum;
    notices.isLastPage = page.isLastPage;
    notices.fromCache = fromCache;
  } catch (e) {
    if (!current()) return;
    // In Chinese, never the server's raw text: a 400's message or 功能优化中 was already toasted (spec §8).
    notices.error = loadFailureText(e);
    notices.isLastPage = true;
  } finally {
    if (current()) {
      lastLoadAt = Date.now();
      notices.loading = false;
    }
  }
}

function once(fn: () => Promise<void>): Promise<void> {
  if (!inflight) inflight = fn().finally(() => (inflight = null));
  return inflight;
}

/** First page again (pull to refresh, first open). */
export function reloadNotices(): Promise<void> {
  return once(async () => {
    notices.isLastPage = false;
    await loadPage(1);
    void refreshUnread().catch(() => undefined);
  });
}

/** A first page this recent is not asked for again when the list mounts (the route's prefetch just loaded it). */
export const NOTICES_FRESH_MS = 10_000;

/** The first page, unless it was loaded moments ago: what the list asks for when it mounts. */
export function ensureNotices(): Promise<void> {
  if (inflight) return inflight;
  if (notices.pageNum > 0 && !notices.error && Date.now() - lastLoadAt < NOTICES_FRESH_MS) return Promise.resolve();
  return reloadNotices();
}

/** Next page (infinite scroll), at most one every 400 ms, until isLastPage. */
export function loadMoreNotices(): Promise<void> {
  if (notices.isLastPage || notices.moreError) return Promise.resolve();
  return once(() => loadPage(notices.pageNum + 1));
}

function markLocal(msgId: number) {
  const item = notices.list.find((m) => m.msgId === msgId);
  const wasUnread = !!item && item.readStatus !== 1;
  if (item) item.readStatus = 1;
  return wasUnread;
}

/**
 * Opens a notice (spec §4: marks it read and refreshes the count). Offline it answers the cached
 * detail and queues the read mark, sent once when back online.
 */
export async function openNotice(msgId: number): Promise<NoticeDetail> {
  const me = who();
  if (!me) throw new Error('请先登录');
  if (!isOffline()) {
    try {
      const detail = await fetchNoticeDetail(me.prefix, msgId);
      await messageCache.setDetail(me.user, detail);
      markLocal(msgId);
      await messageCache.markReadInPages(me.user, msgId);
      void refreshUnread().catch(() => undefined);
      return detail;
    } catch (e) {
      if (!isNetworkError(e)) throw e;
    }
  }
  const cached = await messageCache.getDetail(me.user, msgId);
  const item = notices.list.find((m) => m.msgId === msgId);
  const detail = cached ?? (item ? { msgId, title: item.title, content: item.content, pushTimeStr: item.pushTimeStr, annexs: item.annexs } : null);
  if (!detail) throw new Error('当前离线，该通知尚未缓存，请联网后查看');
  if (markLocal(msgId) || !item) {
    await enqueueRead(me.user, { prefix: me.prefix, msgId });
    setUnread(notices.unread - 1);
    await messageCache.setUnread(me.user, notices.unread);
  }
  await messageCache.markReadInPages(me.user, msgId);
  return detail;
}

async function enqueueRead(user: string | number, entry: QueuedRead) {
  const queue = await messageCache.getQueue(user);
  if (!queue.some((q) => q.msgId === entry.msgId && q.prefix === entry.prefix)) await messageCache.setQueue(user, [...queue, entry]);
}

let flushing: Promise<number> | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let retryDelay = READ_RETRY_FIRST_MS;

/**
 * A send that failed on the network while the browser says it is online (the link is back but the
 * first requests still fail, as they do right after an `online` event) is tried again on its own,
 * waiting twice as long each time, so the mark does not wait for the next focus or event.
 */
function retryLater() {
  if (retryTimer !== undefined || typeof window === 'undefined') return;
  retryTimer = setTimeout(() => {
    retryTimer = undefined;
    void flushReadQueue().catch(() => undefined);
  }, retryDelay);
  retryDelay = Math.min(retryDelay * 2, READ_RETRY_MAX_MS);
}

function stopRetrying() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  retryDelay = READ_RETRY_FIRST_MS;
}

/** Sends queued read marks, each once; stops at the first network failure (and tries again later). Answers how many were sent. */
export function flushReadQueue(): Promise<number> {
  const me = who();
  if (!me || isOffline()) return Promise.resolve(0);
  if (flushing) return flushing;
  const run = async () => {
    let sent = 0;
    for (const entry of await messageCache.getQueue(me.user)) {
      try {
        await postRead(entry.prefix, entry.msgId);
        sent++;
      } catch (e) {
        if (isNetworkError(e)) {
          if (!isOffline()) retryLater();
          return sent;
        }
        // 4xx (withdrawn, deleted): it can never succeed, drop it
      }
      const rest = (await messageCache.getQueue(me.user)).filter((q) => !(q.msgId === entry.msgId && q.prefix === entry.prefix));
      await messageCache.setQueue(me.user, rest);
    }
    stopRetrying();
    if (sent) void refreshUnread().catch(() => undefined);
    return sent;
  };
  const locks = typeof navigator !== 'undefined' ? (navigator as Navigator & { locks?: LockManager }).locks : undefined;
  // one tab at a time sends the queue
  flushing = (locks ? locks.request('cy-read-queue', run) : run()).finally(() => (flushing = null));
  return flushing;
}

/** The next page again after it failed (the list end's 重试). */
export function retryMoreNotices(): Promise<void> {
  notices.moreError = '';
  return loadMoreNotices();
}

export function resetNotices() {
  generation++;
  stopRetrying();
  inflight = null;
  lastLoadAt = 0;
  Object.assign(notices, { ...EMPTY, list: [] });
}

// Signing out clears this user's notices, the IndexedDB message cache and the per-user SW caches.
onLogout(async () => {
  resetNotices();
  await Promise.all([clearMessageCache(), clearUserCaches()]);
});

if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    if (notices.moreError) void retryMoreNotices();
    void flushReadQueue()
      .then(() => refreshUnread())
      .catch(() => undefined);
  });
}
