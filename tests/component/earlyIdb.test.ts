import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileSync } from 'node:fs';
import { SESSION_SAVED_KEY } from '../../src/api/earlyInfo.ts';

/** The inline script of index.html, run as the browser would run it. */
const inlineScript = readFileSync('index.html', 'utf8').match(/<script>([\s\S]*?)<\/script>/)![1];
const runInlineScript = () => new Function(inlineScript)();

/** A minimal IndexedDB: databases of key-value object stores, requests answered on the next tick. */
function fakeIndexedDB() {
  const data = new Map<string, Map<string, Map<string, unknown>>>();
  const request = <T>(run: () => T) => {
    const r: { result?: T; onsuccess?: () => void; oncomplete?: () => void; onerror?: () => void } = {};
    setTimeout(() => {
      r.result = run();
      r.onsuccess?.();
      r.oncomplete?.();
    });
    return r;
  };
  const database = (name: string) => ({
    name,
    createObjectStore: (store: string) => data.get(name)!.set(store, new Map()),
    transaction: (store: string) => {
      const s = data.get(name)!.get(store);
      if (!s) throw new Error(`no store ${store}`);
      const tx = { objectStore: () => ({ get: (k: string) => request(() => s.get(k)), put: (v: unknown, k: string) => request(() => s.set(k, v)) }) };
      return tx;
    },
  });
  const open = vi.fn((name: string) => {
    const r: Record<string, unknown> & { onupgradeneeded?: () => void; onsuccess?: () => void } = {};
    setTimeout(() => {
      r.result = database(name);
      if (!data.has(name)) {
        data.set(name, new Map());
        r.onupgradeneeded?.();
      }
      r.onsuccess?.();
    });
    return r;
  });
  return { open, data };
}

let idb: ReturnType<typeof fakeIndexedDB>;
beforeEach(() => {
  idb = fakeIndexedDB();
  vi.stubGlobal('indexedDB', idb);
  document.cookie = 'Admin-Key=tok; path=/';
  delete window.__cyBoot;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.cookie = 'Admin-Key=; max-age=0; path=/';
});

describe("index.html opens the saved session's databases early", () => {
  it('with a saved session: both databases (created with their store where new), and no info request', async () => {
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    localStorage.setItem(SESSION_SAVED_KEY, '1');
    idb.data.set('cy-session', new Map([['keyval', new Map<string, unknown>([['session', { name: '张三' }]])]]));
    runInlineScript();
    expect(Object.keys(window.__cyBoot!.idb!)).toEqual(['cy-session', 'cy-messages']);
    expect(fetchSpy).not.toHaveBeenCalled();
    await window.__cyBoot!.idb!['cy-messages'];
    expect(idb.data.get('cy-messages')!.has('keyval')).toBe(true);

    // the app's stores read through those connections: each database was opened once, by index.html
    vi.resetModules();
    const { sessionStore } = await import('../../src/storage/idb.ts');
    expect(await sessionStore.get('session')).toEqual({ name: '张三' });
    expect(idb.open).toHaveBeenCalledTimes(2);
  });

  it('without a saved session or signed out, nothing is opened', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise(() => undefined)),
    );
    runInlineScript();
    expect(window.__cyBoot!.idb).toBeUndefined();
    delete window.__cyBoot;
    localStorage.setItem(SESSION_SAVED_KEY, '1');
    document.cookie = 'Admin-Key=; max-age=0; path=/';
    runInlineScript();
    expect(window.__cyBoot!.idb).toBeUndefined();
    expect(idb.open).not.toHaveBeenCalled();
  });
});
