import type { MiddlewareHandler } from 'hono';

/**
 * The API requests this process is answering now (a handler until it returns its answer; a stream
 * counts only until it starts). Background work asks it for a gap: on the embedded database every
 * query of every request waits its turn on one thread, so an export's next batch waits until no
 * request is being answered (or a bound has passed, so it still ends under constant load).
 */
export class RequestsInFlight {
  private count = 0;
  /** Who waits for the count to reach 0. */
  private waiting = new Set<() => void>();

  /** Counts the requests it wraps. */
  readonly counting: MiddlewareHandler = async (_c, next) => {
    this.count++;
    try {
      await next();
    } finally {
      if (--this.count === 0) for (const wake of [...this.waiting]) wake();
    }
  };

  get now(): number {
    return this.count;
  }

  /** Resolves once no request is being answered, or after `maxMs`. */
  gap(maxMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, maxMs);
      this.waiting.add(wake);
    });
  }
}

/** This process's count (the app counts, its export worker waits for gaps). */
export const requestsInFlight = new RequestsInFlight();
