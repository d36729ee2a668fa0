import { USER_CACHE_PREFIX } from './cacheKeys.ts';

/** Deletes every Cache Storage cache that may hold one user's API answers (sign-out). */
export async function clearUserCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const names = await caches.keys();
  await Promise.all(names.filter((n) => n.startsWith(USER_CACHE_PREFIX)).map((n) => caches.delete(n)));
}
