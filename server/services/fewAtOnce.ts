/**
 * Runs the work handed to it at most `limit` at a time, the rest in the order it came: for work that
 * takes a core of its own (a password's scrypt on libuv's pool), so that a burst of it cannot take
 * every core from the thread that answers everyone else.
 */
export function fewAtOnce(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function inTurn<T>(work: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((go) => waiting.push(go));
    else running++;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
