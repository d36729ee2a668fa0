import { dataGeneration } from './freshness.ts';

/**
 * A call whose answer can be asked for ahead, while the page's code is still loading: the page's
 * first call then takes that answer (if it is still fresh) instead of asking again, and a page that
 * renders after the answer came can have it at once (peek), without a loading state first. An answer
 * asked for before a write (freshness.ts) is never handed out after it.
 */
export function prefetchable<T>(
  call: () => Promise<T>,
  freshMs = 10_000,
): { prefetch: () => Promise<unknown>; call: () => Promise<T>; peek: () => T | undefined; prime: (value: T) => void } {
  let ahead: { at: number; generation: number; answer: Promise<T>; value?: { v: T } } | null = null;
  const fresh = () => (ahead && Date.now() - ahead.at < freshMs && ahead.generation === dataGeneration() ? ahead : null);
  return {
    prefetch() {
      const answer = call();
      const entry: NonNullable<typeof ahead> = { at: Date.now(), generation: dataGeneration(), answer };
      answer.then(
        (v) => void (entry.value = { v }),
        () => undefined,
      ); // the page's call sees a failure
      ahead = entry;
      return answer.catch(() => undefined);
    },
    call() {
      const taken = fresh();
      ahead = null;
      return taken ? taken.answer : call();
    },
    /** An answer already in hand (the server drawing a page with the answers it put in it): the next peek or call takes it. */
    prime(value: T) {
      ahead = { at: Date.now(), generation: dataGeneration(), answer: Promise.resolve(value), value: { v: value } };
    },
    peek() {
      const taken = fresh();
      if (!taken?.value) return undefined;
      ahead = null;
      return taken.value.v;
    },
  };
}
