import { open, stat, unlink } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { LiveMedia, LiveRoomState, ReplayPart } from '../../src/api/contract/live.ts';
import { CHUNK_MS, MAX_REPLAY_BYTES } from '../../src/api/contract/live.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { detectType } from './uploads.ts';
import { VIEWER_TTL_S } from './liveStats.ts';

/**
 * A session's replay is a list of parts (082_live_replay_parts.sql), one per broadcast run, each a WebM
 * file of its own under DATA_DIR/uploads, appended chunk by chunk. Part 1 keeps the name the single
 * file had before parts, so replays recorded before them are their part 1.
 */
export const partFile = (id: number, part: number) => (part === 1 ? `live-${id}.webm` : `live-${id}-${part}.webm`);
export const replayPath = (config: Config, file: string) => join(config.dataDir, 'uploads', file);
/** The replay's address: without a part, its first part (the address before parts, kept). */
export const replayUrl = (id: number, part?: number) => `/v1/wangchuang/live/${id}/replay${part === undefined ? '' : `/${part}`}`;

/** A chunk out of order (409): `expected` is where the recorder's queue resends from. */
export class ChunkOrderError extends AppError {
  constructor(
    message: string,
    public expected: { part: number; next: number },
  ) {
    super(409, message);
  }
}

interface SessionRow {
  id: number;
  title: string;
  anchor_id: number | null;
  on_air: boolean;
  live: boolean;
  replay_seq: number;
  replay_bytes: string;
}

async function sessionRow(q: Queryable, id: number, lock = false): Promise<SessionRow> {
  const [s] = await q.query<SessionRow>(
    `select id, title, anchor_id, on_air, replay_seq, replay_bytes::text as replay_bytes, (starts_at <= app_now() and ends_at > app_now()) as live
       from live_sessions where id = $1${lock ? ' for update' : ''}`,
    [id],
  );
  if (!s) throw notFound('直播不存在');
  return s;
}

/** The session, refused (404, as if absent) unless the caller is its anchor. */
export async function anchorSession(q: Queryable, userId: number, id: number, lock = false): Promise<SessionRow> {
  const s = await sessionRow(q, id, lock);
  if (s.anchor_id !== userId) throw notFound('直播不存在');
  return s;
}

interface PartRow {
  part: number;
  seq: number;
  bytes: string;
  started_at: string | Date;
  file: string;
}

const partRows = (q: Queryable, id: number) =>
  q.query<PartRow>('select part, seq, bytes::text as bytes, started_at, file from live_replay_parts where session_id = $1 and bytes > 0 order by part', [id]);

/** The parts recorded so far, in order, with their addresses (without the ticket a live class's replay needs: the route adds it). */
export async function replayParts(q: Queryable, id: number): Promise<ReplayPart[]> {
  return (await partRows(q, id)).map((p) => ({
    part: p.part,
    url: replayUrl(id, p.part),
    // about: each chunk is CHUNK_MS of recording but the last of a run, which is shorter
    seconds: Math.round((p.seq * CHUNK_MS) / 1000),
    startedAt: new Date(p.started_at).toISOString(),
  }));
}

export async function mediaInfo(q: Queryable, config: Config, id: number, userId: number | null): Promise<LiveMedia> {
  const s = await sessionRow(q, id);
  const parts = await replayParts(q, id);
  const live = config.live;
  return {
    sessionId: s.id,
    mode: live.mode,
    whipUrl: live.whipUrl?.replace('{id}', String(id)) ?? null,
    whepUrl: live.whepUrl?.replace('{id}', String(id)) ?? null,
    iceServers: live.iceServers,
    onAir: s.on_air && s.live,
    live: s.live,
    isAnchor: userId !== null && s.anchor_id === userId,
    title: s.title,
    replayUrl: parts.length ? replayUrl(id) : null,
    replayParts: parts,
    replaySeq: s.replay_seq,
  };
}

/** The anchor's camera goes on or off air (only while the session is within its time). */
export async function setOnAir(q: Queryable, userId: number, id: number, on: boolean) {
  const s = await anchorSession(q, userId, id, true);
  if (on && !s.live) throw badRequest('直播未在进行中');
  await q.query('update live_sessions set on_air = $2 where id = $1', [id, on]);
}

/** The anchor's camera goes on or off air, in a transaction of its own (setOnAir under the session's row lock). */
export async function switchOnAir(db: Db, userId: number, id: number, on: boolean): Promise<void> {
  await db.tx((q) => setOnAir(q, userId, id, on));
}

/** Viewers now and whether the camera is on: what every viewer's room shows. */
export async function roomState(q: Queryable, id: number): Promise<LiveRoomState> {
  const [r] = await q.query<{ viewers: number; on_air: boolean }>(
    `select (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > app_now() - make_interval(secs => $2)) as viewers,
            l.on_air and l.starts_at <= app_now() and l.ends_at > app_now() as on_air
       from live_sessions l where l.id = $1`,
    [id, VIEWER_TTL_S],
  );
  return { viewers: r?.viewers ?? 0, onAir: !!r?.on_air };
}

/**
 * Appends chunk `seq` of part `part` of the anchor's recording. A part is one broadcast run: its chunks
 * are numbered from 0 and arrive in order, its chunk 0 (a WebM header) starts its file. A chunk already
 * stored is acknowledged again (a retry after a lost answer); one ahead of the next expected, or a new
 * part other than the one after the last, is refused (409) with where to resend from. Chunks of an
 * earlier part may still arrive after a later part started (each part is its own file).
 */
export async function appendChunk(db: Db, config: Config, userId: number, id: number, part: number, seq: number, bytes: Uint8Array) {
  return db.tx(async (q) => {
    // the session's row lock orders every chunk of the session, whatever its part
    const s = await anchorSession(q, userId, id, true);
    const parts = await q.query<{ part: number; seq: number; file: string }>(
      'select part, seq, file from live_replay_parts where session_id = $1 order by part',
      [id],
    );
    const last = parts.at(-1)?.part ?? 0;
    const row = parts.find((p) => p.part === part);
    if (!row && part > last + 1) throw new ChunkOrderError(`录像顺序有误：应先上传第 ${last + 1} 次推流的录像`, { part: last + 1, next: 0 });
    const expected = row?.seq ?? 0;
    if (seq < expected) return { part, next: expected, duplicate: true };
    if (seq > expected) throw new ChunkOrderError(`录像分段顺序有误：应为第 ${expected} 段`, { part, next: expected });
    if (!bytes.length) throw badRequest('录像分段为空');
    if (seq === 0 && detectType(bytes)?.mime !== 'video/webm') throw badRequest('请上传WebM格式的录像');
    if (Number(s.replay_bytes) + bytes.length > MAX_REPLAY_BYTES) throw badRequest('录像已超过1GB上限');
    const file = row?.file ?? partFile(id, part);
    const path = replayPath(config, file);
    await mkdir(join(config.dataDir, 'uploads'), { recursive: true });
    // a part's first chunk starts its file afresh (a stale file of a rolled-back attempt is overwritten)
    const handle = await open(path, seq === 0 ? 'w' : 'a');
    const size = seq === 0 ? 0 : (await handle.stat()).size;
    try {
      await handle.write(bytes);
    } finally {
      await handle.close();
    }
    try {
      if (row) {
        await q.query('update live_replay_parts set seq = seq + 1, bytes = bytes + $3 where session_id = $1 and part = $2', [id, part, bytes.length]);
      } else {
        await q.query('insert into live_replay_parts (session_id, part, seq, bytes, file) values ($1, $2, 1, $3, $4)', [id, part, bytes.length, file]);
      }
      await q.query('update live_sessions set replay_seq = replay_seq + 1, replay_bytes = replay_bytes + $2 where id = $1', [id, bytes.length]);
    } catch (e) {
      // the rows did not move: cut the file back to what they recorded
      if (size === 0) await unlink(path).catch(() => undefined);
      else {
        const f = await open(path, 'r+');
        await f.truncate(size).finally(() => f.close());
      }
      throw e;
    }
    return { part, next: seq + 1, duplicate: false };
  });
}

/**
 * A part of the replay on disk (without `part`, the first), or null when there is none. The file is
 * served up to the bytes its row counts: a chunk being written is not half-served.
 */
export async function replayFile(q: Queryable, config: Config, id: number, part?: number) {
  const [p] = await q.query<{ bytes: string; file: string }>(
    `select bytes::text as bytes, file from live_replay_parts where session_id = $1 and bytes > 0${part === undefined ? '' : ' and part = $2'} order by part limit 1`,
    part === undefined ? [id] : [id, part],
  );
  if (!p) return null;
  const path = replayPath(config, p.file);
  try {
    return { path, size: Math.min((await stat(path)).size, Number(p.bytes)), mime: 'video/webm' };
  } catch {
    return null;
  }
}
