/**
 * At most `n` of the tasks given run at once; the others wait their turn, first come first served. A
 * task that fails frees its slot as one that succeeds does.
 */
export function slots(n: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= n) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      // the slot passes straight to the next in line, or is given back
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  };
}
