import type { MiddlewareHandler } from 'hono';
import { setTimeout as sleep } from 'node:timers/promises';

/**
 * The API requests this process is answering now (a handler until it returns its answer; a stream
 * counts only until it starts). Background work asks it for a gap: on the embedded database every
 * query of every request waits its turn on one thread, so an export's next batch waits until no
 * request is being answered (or a bound has passed, so it still ends under constant load).
 */
export class RequestsInFlight {
  private count = 0;

  /** Counts the requests it wraps. */
  readonly counting: MiddlewareHandler = async (_c, next) => {
    this.count++;
    try {
      await next();
    } finally {
      this.count--;
    }
  };

  get now(): number {
    return this.count;
  }

  /** Resolves once no request is being answered, or after `maxMs`. */
  async gap(maxMs: number): Promise<void> {
    const until = Date.now() + maxMs;
    while (this.count > 0 && Date.now() < until) await sleep(1);
  }
}

/** This process's count (the app counts, its export worker waits for gaps). */
export const requestsInFlight = new RequestsInFlight();
