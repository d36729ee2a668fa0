import { clear, createStore, del, get, set, type UseStore } from 'idb-keyval';
import { bootData } from '../lib/bootData.ts';

/**
 * IndexedDB stores (idb-keyval). A store opens its database on first use; where IndexedDB is
 * missing (node tests, some private modes) a memory map stands in so callers never branch.
 */
export interface KeyValStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  clear(): Promise<void>;
  /** Starts opening the database now, so a first read soon after does not wait for it. */
  open(): void;
}

/** A store in memory (values copied as IndexedDB would), over the given map: the fallback, and the tests' stand-in. */
export function memoryStore(map = new Map<string, unknown>()): KeyValStore {
  return {
    get: async <T>(key: string) => map.get(key) as T | undefined,
    set: async (key, value) => void map.set(key, structuredClone(value)),
    del: async (key) => void map.delete(key),
    clear: async () => map.clear(),
    open: () => undefined,
  };
}

/**
 * The store over a database index.html already started opening (it does, with a saved session, so
 * the first read does not wait for the app's code to run first), else idb-keyval's own.
 */
function openStore(dbName: string, storeName: string): UseStore {
  const early = storeName === 'keyval' ? bootData()?.idb?.[dbName] : undefined;
  if (!early) return createStore(dbName, storeName);
  let own: UseStore | null = null;
  return (txMode, callback) =>
    early.then(
      (db) => callback(db.transaction(storeName, txMode).objectStore(storeName)),
      () => (own ??= createStore(dbName, storeName))(txMode, callback),
    );
}

export function keyValStore(dbName: string, storeName = 'keyval'): KeyValStore {
  let idb: UseStore | null = null;
  let fallback: KeyValStore | null = null;
  const backend = (): { idb: UseStore } | { mem: KeyValStore } => {
    if (typeof indexedDB === 'undefined') return { mem: (fallback ??= memoryStore()) };
    return { idb: (idb ??= openStore(dbName, storeName)) };
  };
  // A failing IndexedDB (quota, private mode) must never break the app: fall back to memory.
  const safe = async <T>(op: (b: ReturnType<typeof backend>) => Promise<T>, orElse: (m: KeyValStore) => Promise<T>) => {
    try {
      return await op(backend());
    } catch {
      return orElse((fallback ??= memoryStore()));
    }
  };
  return {
    get: <T>(key: string) =>
      safe<T | undefined>(
        (b) => ('mem' in b ? b.mem.get<T>(key) : get<T>(key, b.idb)),
        (m) => m.get<T>(key),
      ),
    set: (key, value) =>
      safe(
        (b) => ('mem' in b ? b.mem.set(key, value) : set(key, value, b.idb)),
        (m) => m.set(key, value),
      ),
    del: (key) =>
      safe(
        (b) => ('mem' in b ? b.mem.del(key) : del(key, b.idb)),
        (m) => m.del(key),
      ),
    clear: () =>
      safe(
        (b) => ('mem' in b ? b.mem.clear() : clear(b.idb)),
        (m) => m.clear(),
      ),
    open: () => {
      try {
        backend();
      } catch {
        // the first real call falls back to memory
      }
    },
  };
}

/** Session snapshot (name, avatar, roles, userInfo, menu, classType) so a reload needs no round-trip. */
export const sessionStore = keyValStore('cy-session');
/** Cached notices / messages. */
export const messageStore = keyValStore('cy-messages');

/** Opens both databases at once: a signed-in first load reads the session, then the page's cached messages. */
export function openUserStores(): void {
  sessionStore.open();
  messageStore.open();
}

/** Clears everything kept for the signed-in user. */
export async function clearUserData(): Promise<void> {
  await Promise.all([sessionStore.clear(), messageStore.clear()]);
}
