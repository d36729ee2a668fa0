import { HTTPError } from 'ky';
import { handleFailure, kyApi, toUrl } from './http.ts';
import { readEvents } from './eventStream.ts';

export interface StreamHandle {
  close(): void;
}

/**
 * Follows a server-sent event stream with the caller's token (EventSource cannot send one): each
 * `event` with its JSON `data` goes to onEvent; when the stream breaks it reconnects after `retryMs`
 * and says so through onState, until closed.
 */
export function followEvents(
  path: string,
  onEvent: (event: string, data: unknown) => void,
  onState: (state: 'open' | 'retrying' | 'failed', status?: number) => void,
  retryMs = 3000,
): StreamHandle {
  let closed = false;
  let controller: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const run = async () => {
    controller = new AbortController();
    try {
      const res = await (await kyApi()).get(toUrl(path), { signal: controller.signal, timeout: false });
      onState('open');
      await readEvents(res.body!, (event, data) => {
        try {
          onEvent(event, JSON.parse(data));
        } catch {
          // not JSON: ignored
        }
      });
    } catch (error) {
      if (closed) return;
      const status = error instanceof HTTPError ? error.response.status : undefined;
      // refused (gone, not yours, signed out): spec §8 as for any call, and no point in trying again
      if (status && status >= 400 && status < 500) {
        const body = (await (error as HTTPError).response.json().catch(() => null)) as Parameters<typeof handleFailure>[1];
        void handleFailure(status, body).catch(() => undefined);
        onState('failed', status);
        return;
      }
    }
    if (closed) return;
    onState('retrying');
    timer = setTimeout(() => void run(), retryMs);
  };
  void run();
  return {
    close() {
      closed = true;
      clearTimeout(timer);
      controller?.abort();
    },
  };
}
