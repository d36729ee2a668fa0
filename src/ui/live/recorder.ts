import { del, entries, set } from 'idb-keyval';
import { CHUNK_MS } from '../../api/contract/live.ts';
import { uploadChunk } from '../../api/live.ts';

const keyOf = (id: number, seq: number) => `live-chunk:${id}:${String(seq).padStart(7, '0')}`;

/**
 * Records the broadcast in the browser (MediaRecorder, WebM) and uploads it in ~5 s chunks while it
 * runs. Each chunk is first kept in IndexedDB, then sent in order; when the network drops the queue
 * waits and resends (also after a reload), so the replay exists when the stream ends.
 */
export function startRecorder(id: number, stream: MediaStream, firstSeq: number, onProgress: (sent: number, queued: number) => void) {
  const type = ['video/webm;codecs=vp8,opus', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
  const rec = new MediaRecorder(stream, type ? { mimeType: type, videoBitsPerSecond: 1_000_000 } : undefined);
  let seq = firstSeq;
  let next = firstSeq;
  let flushing: Promise<void> | null = null;
  let stopped = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const flush = () =>
    (flushing ??= (async () => {
      try {
        const queued = (await entries<string, Blob>())
          .filter(([k]) => typeof k === 'string' && k.startsWith(`live-chunk:${id}:`))
          .sort(([a], [b]) => a.localeCompare(b));
        for (const [k, blob] of queued) {
          const n = Number(k.split(':')[2]);
          if (n < next) {
            await del(k);
            continue;
          }
          next = await uploadChunk(id, n, blob);
          if (next > n) await del(k);
          onProgress(next, queued.length);
        }
      } catch {
        // offline or refused for now: try again shortly
        clearTimeout(retry);
        retry = setTimeout(() => void flush(), 3000);
      } finally {
        flushing = null;
      }
    })());

  const done = new Promise<void>((resolve) => {
    rec.onstop = () => resolve();
  });
  const saving = new Set<Promise<void>>();
  rec.ondataavailable = (e) => {
    if (!e.data.size) return;
    const n = seq++;
    const p = set(keyOf(id, n), e.data).then(flush);
    saving.add(p);
    void p.finally(() => saving.delete(p));
  };
  rec.start(CHUNK_MS);
  return {
    /** Stops recording and sends what is left (resolves once sent or queued for later). */
    async stop() {
      if (stopped) return;
      stopped = true;
      if (rec.state !== 'inactive') rec.stop();
      await done;
      // the last chunk arrives just before onstop: wait until it is stored, then send the rest
      await Promise.all([...saving]);
      while (flushing) await flushing;
      await flush();
    },
  };
}
