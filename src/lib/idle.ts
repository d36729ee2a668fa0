/** Runs once the browser is idle (or after a second where requestIdleCallback is missing). */
export function onIdle(run: () => void, timeoutMs = 3000): void {
  if (typeof window !== 'undefined' && 'requestIdleCallback' in window) window.requestIdleCallback(() => run(), { timeout: timeoutMs });
  else setTimeout(run, 1000);
}

/** Runs after the next frame has been painted, once the browser is idle: work nothing on screen waits for. */
export function afterFirstPaint(run: () => void): void {
  if (typeof requestAnimationFrame === 'undefined') {
    onIdle(run);
    return;
  }
  requestAnimationFrame(() => setTimeout(() => onIdle(run)));
}
