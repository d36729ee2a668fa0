import type { SSEMessage, SSEStreamingApi } from 'hono/streaming';

/** A quiet stream still says something this often, so proxies and browsers keep it open. */
export const KEEP_ALIVE_MS = 20_000;

/**
 * The events waiting for one open server-sent event stream: handlers `push` as things happen, `pump`
 * writes them in arrival order until `close`, with a keep-alive comment after KEEP_ALIVE_MS of quiet.
 */
export function sseQueue() {
  const waiting: SSEMessage[] = [];
  let wake: (() => void) | null = null;
  let open = true;
  return {
    waiting,
    get open() {
      return open;
    },
    push(e: SSEMessage) {
      waiting.push(e);
      wake?.();
    },
    close() {
      open = false;
      wake?.();
    },
    /** Writes until closed; `afterWait` runs each time it wakes (a viewer's presence is kept fresh so). */
    async pump(stream: SSEStreamingApi, afterWait?: () => Promise<unknown>) {
      while (open) {
        while (waiting.length && open) await stream.writeSSE(waiting.shift()!);
        if (!open) break;
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, KEEP_ALIVE_MS);
          wake = () => {
            clearTimeout(timer);
            resolve();
          };
        });
        wake = null;
        if (open) await afterWait?.();
        if (!waiting.length && open) await stream.write(': ping\n\n');
      }
    },
  };
}
