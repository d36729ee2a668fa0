/**
 * The installed app's icon badge (the Badging API, where it exists). The notices store shows the
 * unread count on it; signing out clears it from session.ts itself, because the notices store loads
 * only once the page is idle and a user may sign out before that: the icon then kept the last
 * count of the page before.
 */
type BadgingNavigator = Navigator & { setAppBadge?: (n?: number) => Promise<void>; clearAppBadge?: () => Promise<void> };

/** What this page last asked the icon to show (undefined: nothing asked yet, so a clear is always sent). */
let shown: number | undefined;

function badging(): BadgingNavigator | null {
  const nav = typeof navigator === 'undefined' ? null : (navigator as BadgingNavigator);
  return nav?.setAppBadge ? nav : null;
}

/** Shows `n` on the icon, 0 clears it; asked again only when the count changes. */
export function showAppBadge(n: number): void {
  const nav = badging();
  if (!nav || n === shown) return;
  shown = n;
  void (n > 0 ? nav.setAppBadge?.(n) : nav.clearAppBadge?.())?.catch(() => undefined);
}
