import { afterEach, describe, expect, it, vi } from 'vitest';

/** cookies.ts as the app loads it: after index.html's inline script left its reading of the cookies. */
async function freshCookies(bootCookies: string) {
  window.__cyBoot = { cookies: bootCookies };
  vi.resetModules();
  return import('../../src/lib/cookies.ts');
}

afterEach(() => {
  delete window.__cyBoot;
  document.cookie = 'Admin-Key=; max-age=0; path=/';
});

describe('the cookies index.html read', () => {
  it('answer the first read only; later reads are live', async () => {
    document.cookie = 'Admin-Key=live; path=/';
    const { getToken } = await freshCookies('Admin-Key=boot');
    expect(getToken()).toBe('boot');
    expect(getToken()).toBe('live');
  });

  it('are dropped by a write before any read', async () => {
    const { getToken, setToken } = await freshCookies('Admin-Key=boot');
    setToken('written');
    expect(getToken()).toBe('written');
  });
});
