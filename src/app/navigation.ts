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
