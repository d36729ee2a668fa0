/**
 * Which data on screen may be out of date (docs/architecture.md "Fresh data"). One counter, the data
 * generation, moves whenever something may have changed: a write through the API layer (http.ts marks
 * it), a write in another tab of this browser (BroadcastChannel), the user coming back to the tab
 * after a while (someone else may have written meanwhile), or the user asking (a refresh control, the
 * menu entry of the open page). Loaders remember the generation their data was asked for at and load
 * again when it is behind (src/state/useFresh.ts); stores do the same. Nothing here imports UI or state.
 */

/** Why data may be out of date. */
export type StaleReason = 'write' | 'elsewhere' | 'return' | 'refresh';

export interface StaleEvent {
  /** Every reason marked since the last delivery (marks made in one task arrive together). */
  reasons: ReadonlySet<StaleReason>;
  /** A listener hands over the reload it started, so whoever asked for the refresh can wait for it. */
  wait(reload: Promise<unknown>): void;
}

type Listener = (event: StaleEvent) => void;

/** Back in a tab after at least this long away, or showing a kept-alive view loaded this long ago: load again. */
export const REVALIDATE_AFTER_MS = 5000;
const CHANNEL = 'cy-fresh';

let generation = 0;
const listeners = new Set<Listener>();
let pending: { reasons: Set<StaleReason>; settled: (() => void)[] } | null = null;
let channel: BroadcastChannel | null | undefined;
let watching = false;
let awayAt: number | null = null;

/** The data generation now: data asked for at an older one may be out of date. */
export function dataGeneration(): number {
  return generation;
}

function deliver() {
  const batch = pending;
  pending = null;
  if (!batch) return;
  const reloads: Promise<unknown>[] = [];
  const event: StaleEvent = { reasons: batch.reasons, wait: (reload) => void reloads.push(reload) };
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch {
      // one listener's failure must not keep the others stale
    }
  }
  void Promise.allSettled(reloads).then(() => {
    for (const done of batch.settled) done();
  });
}

/**
 * Moves the generation and tells every listener (in the next task, once for all marks made in this
 * one). Resolves when the reloads the listeners started have settled (failed ones included).
 */
function mark(reason: StaleReason): Promise<void> {
  generation++;
  return new Promise((settled) => {
    if (!pending) {
      pending = { reasons: new Set(), settled: [] };
      setTimeout(deliver, 0);
    }
    pending.reasons.add(reason);
    pending.settled.push(settled);
  });
}

function openChannel(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = null;
  try {
    if (typeof BroadcastChannel === 'function') {
      channel = new BroadcastChannel(CHANNEL);
      // under Node (tests) an open channel would keep the process alive
      (channel as BroadcastChannel & { unref?: () => void }).unref?.();
      channel.onmessage = (e: MessageEvent) => {
        if ((e.data as { type?: string } | null)?.type === 'stale') void mark('elsewhere');
      };
    }
  } catch {
    channel = null;
  }
  return channel;
}

/** A write succeeded (http.ts): this tab's views and the other tabs of this browser learn it. */
export function markWritten(): void {
  void mark('write');
  try {
    openChannel()?.postMessage({ type: 'stale' });
  } catch {
    // a closed channel or a browser without one: the other tabs catch up when the user returns to them
  }
}

/** The user asked for fresh data (a refresh control, the menu entry of the open page): resolves once it is here. */
export function refreshVisible(): Promise<void> {
  return mark('refresh');
}

/** Tells listeners to look again without moving the generation (a tab shown again catches up on marks it sat out). */
function recheck() {
  if (!pending) {
    pending = { reasons: new Set(), settled: [] };
    setTimeout(deliver, 0);
  }
}

function leave() {
  awayAt ??= Date.now();
}

function back() {
  const away = awayAt;
  awayAt = null;
  if (away !== null && Date.now() - away >= REVALIDATE_AFTER_MS) void mark('return');
  else recheck();
}

/** Watches the tab being left and come back to, once, when the first listener arrives. */
function watchReturns() {
  if (watching || typeof window === 'undefined' || typeof document === 'undefined') return;
  watching = true;
  document.addEventListener('visibilitychange', () => (document.visibilityState === 'hidden' ? leave() : back()));
  window.addEventListener('blur', leave);
  window.addEventListener('focus', back);
}

/** Subscribes to stale marks (and to the tab being shown again). Answers an unsubscribe function. */
export function onStale(listener: Listener): () => void {
  listeners.add(listener);
  openChannel();
  watchReturns();
  return () => listeners.delete(listener);
}
