// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { REQUEST_KEY, TOKEN_KEY, getSidebarStatus, getToken, removeToken, setSidebarStatus, setToken } from '../../src/lib/cookies.ts';
import { clearUserData, keyValStore, messageStore, sessionStore } from '../../src/storage/idb.ts';

describe('cookies', () => {
  it('keeps the request key in the Admin-Key cookie (the token itself is the server’s HttpOnly Admin-Token)', () => {
    expect(TOKEN_KEY).toBe('Admin-Token');
    expect(REQUEST_KEY).toBe('Admin-Key');
    setToken('abc def;1');
    expect(document.cookie).toContain('Admin-Key=');
    expect(document.cookie).not.toContain('Admin-Token=');
    expect(getToken()).toBe('abc def;1');
    removeToken();
    expect(getToken()).toBe('');
  });

  it('keeps the sidebar state as 1 or 0', () => {
    expect(getSidebarStatus()).toBe('');
    setSidebarStatus(false);
    expect(document.cookie).toContain('sidebarStatus=0');
    expect(getSidebarStatus()).toBe('0');
    setSidebarStatus(true);
    expect(getSidebarStatus()).toBe('1');
  });
});

describe('IndexedDB stores', () => {
  it('get/set/del work (memory stand-in without IndexedDB) and clearUserData empties both stores', async () => {
    const store = keyValStore('cy-test');
    await store.set('k', { a: 1 });
    expect(await store.get('k')).toEqual({ a: 1 });
    await store.del('k');
    expect(await store.get('k')).toBeUndefined();
    await sessionStore.set('session', { name: 'x' });
    await messageStore.set('list', [1, 2]);
    await clearUserData();
    expect(await sessionStore.get('session')).toBeUndefined();
    expect(await messageStore.get('list')).toBeUndefined();
  });
});
