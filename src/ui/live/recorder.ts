import { del, entries, set } from 'idb-keyval';
import { CHUNK_MS } from '../../api/contract/live.ts';
import { uploadChunk } from '../../api/live.ts';

/**
 * Records the broadcast in the browser (MediaRecorder, WebM) and uploads it in ~5 s chunks while it
 * runs. Each run (开始推流 → 停止推流) is a MediaRecorder of its own, so a WebM file of its own: a part
 * of the replay, numbered from 1, its chunks from 0 (docs/live.md, "Recording and replay"). Each chunk
 * is first kept in IndexedDB, then sent in order; when the network drops the queue waits and resends
 * (also after a reload), so the replay exists when the stream ends.
 */

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Where chunk `seq` of part `part` waits in IndexedDB until the server has it. */
export const chunkKey = (id: number, part: number, seq: number) => `live-chunk:${id}:${pad(part, 4)}:${pad(seq, 7)}`;

/**
 * A queued chunk's key read back, or null when it is not this session's. Keys written before parts
 * (`live-chunk:<id>:<seq>`) are part 1's: their numbers counted the chunks of the one file, which is
 * part 1 on the server now.
 */
export function parseChunkKey(key: unknown, id: number): { part: number; seq: number } | null {
  if (typeof key !== 'string') return null;
  const m = /^live-chunk:(\d+):(\d+)(?::(\d+))?$/.exec(key);
  if (!m || Number(m[1]) !== id) return null;
  return m[3] === undefined ? { part: 1, seq: Number(m[2]) } : { part: Number(m[2]), seq: Number(m[3]) };
}

/** This session's chunks waiting in IndexedDB, in the order they are sent: by part, then by number. */
async function queuedChunks(id: number) {
  const out: { key: string; part: number; seq: number; blob: Blob }[] = [];
  for (const [key, blob] of await entries<IDBValidKey, Blob>()) {
    const at = parseChunkKey(key, id);
    if (at) out.push({ key: key as string, ...at, blob });
  }
  return out.sort((a, b) => a.part - b.part || a.seq - b.seq);
}

/**
 * The part a new run records into: the one after the server's last part and after any part whose
 * chunks still wait here (a run recorded offline, then the page reloaded), so no two runs share one.
 */
export async function nextPart(id: number, serverParts: readonly number[]): Promise<number> {
  const waiting = (await queuedChunks(id)).map((c) => c.part);
  return Math.max(0, ...serverParts, ...waiting) + 1;
}

/** One upload queue per session, whichever recorder (run) of the page filled it. */
interface Queue {
  flushing: Promise<void> | null;
  /** A chunk was stored while a pass ran: one more pass after it. */
  again: boolean;
  retry?: ReturnType<typeof setTimeout>;
  /** The next chunk the server expects, per part, as it last answered. */
  next: Map<number, number>;
  listeners: Set<() => void>;
}
const queues = new Map<number, Queue>();
const queueOf = (id: number): Queue => {
  let q = queues.get(id);
  if (!q) queues.set(id, (q = { flushing: null, again: false, next: new Map(), listeners: new Set() }));
  return q;
};

/** Sends what waits in IndexedDB, in order; one pass at a time per session, again in 3 s when offline. */
function flush(id: number): Promise<void> {
  const q = queueOf(id);
  if (q.flushing) {
    q.again = true;
    return q.flushing;
  }
  q.again = false;
  q.flushing = (async () => {
    try {
      const queued = await queuedChunks(id);
      // a part refused out of order (a chunk or a whole run before it missing): its later chunks wait too
      const stuck = new Set<number>();
      for (const c of queued) {
        const known = q.next.get(c.part);
        if (known !== undefined && c.seq < known) {
          await del(c.key);
          continue;
        }
        if (stuck.has(c.part)) continue;
        const answer = await uploadChunk(id, c.part, c.seq, c.blob);
        if (answer.part === c.part) q.next.set(c.part, answer.next);
        if (answer.part === c.part && answer.next > c.seq) await del(c.key);
        else stuck.add(c.part);
        for (const fn of q.listeners) fn();
      }
    } catch {
      // offline or refused for now: try again shortly
      clearTimeout(q.retry);
      q.retry = setTimeout(() => void flush(id), 3000);
    } finally {
      q.flushing = null;
    }
  })();
  return q.flushing.then(() => (q.again ? flush(id) : undefined));
}

/** Sends chunks of this session left from before (the page was reloaded while they waited), if any. */
export async function resumeUploads(id: number): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const queued = await queuedChunks(id).catch(() => []);
  if (queued.length) await flush(id);
}

/**
 * Starts a run: records into part `part` (see nextPart) from chunk 0. `onProgress` gets the chunks of
 * this part the server has.
 */
export function startRecorder(id: number, stream: MediaStream, part: number, onProgress: (sent: number) => void) {
  const type = ['video/webm;codecs=vp8,opus', 'video/webm'].find((t) => MediaRecorder.isTypeSupported(t));
  const rec = new MediaRecorder(stream, type ? { mimeType: type, videoBitsPerSecond: 1_000_000 } : undefined);
  const q = queueOf(id);
  let seq = 0;
  let stopped = false;
  const progress = () => onProgress(q.next.get(part) ?? 0);
  q.listeners.add(progress);

  const done = new Promise<void>((resolve) => {
    rec.onstop = () => resolve();
  });
  const saving = new Set<Promise<void>>();
  rec.ondataavailable = (e) => {
    if (!e.data.size) return;
    const p = set(chunkKey(id, part, seq++), e.data).then(() => flush(id));
    saving.add(p);
    void p.finally(() => saving.delete(p));
  };
  rec.start(CHUNK_MS);
  return {
    part,
    /** Stops recording and sends what is left (resolves once sent or queued for later). */
    async stop() {
      if (stopped) return;
      stopped = true;
      if (rec.state !== 'inactive') rec.stop();
      await done;
      // the last chunk arrives just before onstop: wait until it is stored, then send the rest
      await Promise.all([...saving]);
      while (q.flushing) await q.flushing;
      await flush(id);
      q.listeners.delete(progress);
    },
  };
}
