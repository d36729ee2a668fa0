/** Lets non-React code (the HTTP client, session actions) navigate through the router once it exists. */
type Navigate = (path: string, options?: { replace?: boolean }) => void;

let navigateImpl: Navigate = (path, options) => {
  if (options?.replace) window.location.replace(path);
  else window.location.assign(path);
};

export function setNavigate(fn: Navigate) {
  navigateImpl = fn;
}

export function go(path: string, options?: { replace?: boolean }) {
  navigateImpl(path, options);
}

/** The current path with its query, for ?redirect= links. */
export function currentPath(): string {
  return window.location.pathname + window.location.search;
}

/**
 * Back to where the user came from in this app, else to `fallback`: a page opened in a new window or
 * from an address has no page of ours before it (the router keeps the history index in its state).
 */
export function goBack(fallback: string) {
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) window.history.back();
  else go(fallback, { replace: true });
}
