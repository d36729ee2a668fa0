import type { NoticeDetail, NoticeItem } from '../api/contract/notices.ts';
import { messageStore } from './idb.ts';

/**
 * IndexedDB message cache (store 'cy-messages'): notice list pages, details, the unread count, and
 * the queue of read marks made offline. Keys carry the user id, and the whole store is cleared at
 * sign-out, so one user's notices are never shown to another.
 */
export interface CachedPage {
  list: NoticeItem[];
  isLastPage: boolean;
  savedAt: number;
}

export interface QueuedRead {
  prefix: string;
  msgId: number;
}

const k = (user: string | number, what: string) => `u${user}:${what}`;

export const messageCache = {
  getPage: (user: string | number, pageNum: number) => messageStore.get<CachedPage>(k(user, `page:${pageNum}`)),
  setPage: (user: string | number, pageNum: number, page: Omit<CachedPage, 'savedAt'>) =>
    messageStore.set(k(user, `page:${pageNum}`), { ...page, savedAt: Date.now() }),
  getDetail: (user: string | number, msgId: number) => messageStore.get<NoticeDetail>(k(user, `detail:${msgId}`)),
  setDetail: (user: string | number, detail: NoticeDetail) => messageStore.set(k(user, `detail:${detail.msgId}`), detail),
  getUnread: (user: string | number) => messageStore.get<number>(k(user, 'unread')),
  setUnread: (user: string | number, n: number) => messageStore.set(k(user, 'unread'), n),
  getQueue: async (user: string | number) => (await messageStore.get<QueuedRead[]>(k(user, 'readQueue'))) ?? [],
  setQueue: (user: string | number, queue: QueuedRead[]) => messageStore.set(k(user, 'readQueue'), queue),
  /** Marks a message read in every cached page (the list shows it read offline too). */
  async markReadInPages(user: string | number, msgId: number, maxPages = 50) {
    for (let p = 1; p <= maxPages; p++) {
      const page = await messageCache.getPage(user, p);
      if (!page) break;
      if (page.list.some((m) => m.msgId === msgId && m.readStatus !== 1)) {
        await messageCache.setPage(user, p, { ...page, list: page.list.map((m) => (m.msgId === msgId ? { ...m, readStatus: 1 as const } : m)) });
      }
    }
  },
};

/** Everything cached for any user (sign-out). */
export function clearMessageCache(): Promise<void> {
  return messageStore.clear();
}
