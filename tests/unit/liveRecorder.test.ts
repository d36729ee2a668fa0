import { beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * The anchor's recorder (src/ui/live/recorder.ts) without a camera: a fake MediaRecorder, IndexedDB as
 * a Map, and a fake server keeping each part's next chunk as server/services/liveMedia.ts does.
 */
const h = vi.hoisted(() => {
  const store = new Map<string, unknown>();
  /** What the fake server has: per session and part, the next chunk expected. */
  const parts = new Map<string, number>();
  const sent: string[] = [];
  const net = { online: true };
  return { store, parts, sent, net };
});

vi.mock('idb-keyval', () => ({
  entries: async () => [...h.store.entries()],
  set: async (k: string, v: unknown) => {
    h.store.set(k, v);
  },
  del: async (k: string) => {
    h.store.delete(k);
  },
}));

vi.mock('../../src/api/live.ts', () => ({
  uploadChunk: async (id: number, part: number, seq: number) => {
    if (!h.net.online) throw new Error('offline');
    const last = Math.max(0, ...[...h.parts.keys()].filter((k) => k.startsWith(`${id}:`)).map((k) => Number(k.split(':')[1])));
    const expected = h.parts.get(`${id}:${part}`) ?? 0;
    if (!h.parts.has(`${id}:${part}`) && part > last + 1) return { part: last + 1, next: 0 };
    if (seq !== expected) return { part, next: expected };
    h.parts.set(`${id}:${part}`, seq + 1);
    h.sent.push(`${id}:${part}:${seq}`);
    return { part, next: seq + 1 };
  },
}));

class FakeRecorder {
  static isTypeSupported = () => true;
  state: 'inactive' | 'recording' = 'inactive';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
    recorders.push(this);
  }
  /** A timeslice went by: a chunk. */
  tick() {
    this.ondataavailable?.({ data: new Blob(['x']) });
  }
  stop() {
    this.state = 'inactive';
    // the last chunk, then stop, as browsers do
    this.tick();
    setTimeout(() => this.onstop?.());
  }
}
const recorders: FakeRecorder[] = [];
(globalThis as unknown as { MediaRecorder: unknown }).MediaRecorder = FakeRecorder;
(globalThis as unknown as { indexedDB: unknown }).indexedDB = {};

const { chunkKey, nextPart, parseChunkKey, resumeUploads, startRecorder } = await import('../../src/ui/live/recorder.ts');
const stream = {} as MediaStream;
const settle = () => new Promise((r) => setTimeout(r, 10));

beforeEach(() => {
  h.store.clear();
  h.parts.clear();
  h.sent.length = 0;
  h.net.online = true;
  recorders.length = 0;
});

describe('recorder keys', () => {
  it('carry the part; keys from before parts are part 1', () => {
    expect(chunkKey(7, 2, 15)).toBe('live-chunk:7:0002:0000015');
    expect(parseChunkKey(chunkKey(7, 2, 15), 7)).toEqual({ part: 2, seq: 15 });
    expect(parseChunkKey('live-chunk:7:0000015', 7)).toEqual({ part: 1, seq: 15 });
    expect(parseChunkKey(chunkKey(70, 1, 1), 7)).toBeNull();
    expect(parseChunkKey('answer-draft:7', 7)).toBeNull();
    expect(parseChunkKey(['live-chunk:7:1'], 7)).toBeNull();
  });
});

describe('recorder parts', () => {
  it('each run (a new MediaRecorder) is a new part whose chunks count from 0', async () => {
    const progress: number[] = [];
    const part1 = await nextPart(7, []);
    expect(part1).toBe(1);
    const run1 = startRecorder(7, stream, part1, (n) => progress.push(n));
    recorders[0]!.tick();
    recorders[0]!.tick();
    await run1.stop();
    expect(h.sent).toEqual(['7:1:0', '7:1:1', '7:1:2']);
    expect(progress.at(-1)).toBe(3);

    // stopped and started again in the same page: the server has part 1, so part 2
    const part2 = await nextPart(7, [1]);
    expect(part2).toBe(2);
    const run2 = startRecorder(7, stream, part2, () => undefined);
    recorders[1]!.tick();
    await run2.stop();
    expect(h.sent).toEqual(['7:1:0', '7:1:1', '7:1:2', '7:2:0', '7:2:1']);
    expect(h.store.size).toBe(0);
  });

  it('a run recorded offline keeps its part; the next run comes after it; a reload sends the queue in order, old keys as part 1', async () => {
    // part 1 on the server has 3 chunks; chunk 3 waits under a key from before parts
    h.parts.set('9:1', 3);
    h.store.set('live-chunk:9:0000003', new Blob(['old']));
    h.net.online = false;
    const part = await nextPart(9, [1]);
    expect(part).toBe(2);
    const run = startRecorder(9, stream, part, () => undefined);
    recorders[0]!.tick();
    await run.stop();
    expect(h.sent).toEqual([]);
    expect([...h.store.keys()].sort()).toEqual(['live-chunk:9:0000003', chunkKey(9, 2, 0), chunkKey(9, 2, 1)]);
    // the server still says part 1, but part 2 waits here: a new run is part 3
    expect(await nextPart(9, [1])).toBe(3);

    h.net.online = true;
    await resumeUploads(9);
    await settle();
    expect(h.sent).toEqual(['9:1:3', '9:2:0', '9:2:1']);
    expect(h.store.size).toBe(0);
  });

  it('a part the server cannot place yet (a run missing before it) waits; later chunks of other sessions are not touched', async () => {
    h.parts.set('11:1', 2);
    h.store.set(chunkKey(11, 3, 0), new Blob(['x']));
    h.store.set(chunkKey(12, 1, 0), new Blob(['y']));
    await resumeUploads(11);
    expect(h.sent).toEqual([]);
    expect(h.store.has(chunkKey(11, 3, 0))).toBe(true);
    expect(h.store.has(chunkKey(12, 1, 0))).toBe(true);
  });
});
