/**
 * A call whose answer can be asked for ahead, while the page's code is still loading: the page's
 * first call then takes that answer (if it is still fresh) instead of asking again.
 */
export function prefetchable<T>(call: () => Promise<T>, freshMs = 10_000): { prefetch: () => void; call: () => Promise<T> } {
  let ahead: { at: number; answer: Promise<T> } | null = null;
  return {
    prefetch() {
      const answer = call();
      answer.catch(() => undefined); // the page's call sees the failure
      ahead = { at: Date.now(), answer };
    },
    call() {
      const taken = ahead;
      ahead = null;
      return taken && Date.now() - taken.at < freshMs ? taken.answer : call();
    },
  };
}
