import { open, stat } from 'node:fs/promises';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Db, Queryable } from '../db/client.ts';
import type { Config } from '../config.ts';
import type { LiveMedia, LiveRoomState } from '../../src/api/contract/live.ts';
import { MAX_REPLAY_BYTES } from '../../src/api/contract/live.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { detectType } from './uploads.ts';
import { VIEWER_TTL_S } from './liveStats.ts';

/** Where a session's replay is written (one file, appended chunk by chunk). */
export const replayPath = (config: Config, id: number) => join(config.dataDir, 'uploads', `live-${id}.webm`);
export const replayUrl = (id: number) => `/v1/wangchuang/live/${id}/replay`;

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
    `select id, title, anchor_id, on_air, replay_seq, replay_bytes::text as replay_bytes, (starts_at <= now() and ends_at > now()) as live
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

export async function mediaInfo(q: Queryable, config: Config, id: number, userId: number | null): Promise<LiveMedia> {
  const s = await sessionRow(q, id);
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
    replayUrl: Number(s.replay_bytes) > 0 ? replayUrl(id) : null,
    replaySeq: s.replay_seq,
  };
}

/** The anchor's camera goes on or off air (only while the session is within its time). */
export async function setOnAir(q: Queryable, userId: number, id: number, on: boolean) {
  const s = await anchorSession(q, userId, id, true);
  if (on && !s.live) throw badRequest('直播未在进行中');
  await q.query('update live_sessions set on_air = $2 where id = $1', [id, on]);
}

/** Viewers now and whether the camera is on: what every viewer's room shows. */
export async function roomState(q: Queryable, id: number): Promise<LiveRoomState> {
  const [r] = await q.query<{ viewers: number; on_air: boolean }>(
    `select (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > now() - make_interval(secs => $2)) as viewers,
            l.on_air and l.starts_at <= now() and l.ends_at > now() as on_air
       from live_sessions l where l.id = $1`,
    [id, VIEWER_TTL_S],
  );
  return { viewers: r?.viewers ?? 0, onAir: !!r?.on_air };
}

/**
 * Appends chunk `seq` of the anchor's recording. Chunks arrive in order: a chunk already stored is
 * acknowledged again (a retry after a lost answer), one ahead of the next expected is refused (409)
 * with the number expected, so the recorder's queue resends from there.
 */
export async function appendChunk(db: Db, config: Config, userId: number, id: number, seq: number, bytes: Uint8Array) {
  return db.tx(async (q) => {
    const s = await anchorSession(q, userId, id, true);
    if (seq < s.replay_seq) return { next: s.replay_seq, duplicate: true };
    if (seq > s.replay_seq) throw conflict(`录像分段顺序有误：应为第 ${s.replay_seq} 段`);
    if (!bytes.length) throw badRequest('录像分段为空');
    if (seq === 0 && detectType(bytes)?.mime !== 'video/webm') throw badRequest('请上传WebM格式的录像');
    if (Number(s.replay_bytes) + bytes.length > MAX_REPLAY_BYTES) throw badRequest('录像已超过1GB上限');
    const path = replayPath(config, id);
    await mkdir(join(config.dataDir, 'uploads'), { recursive: true });
    // the first chunk starts the file afresh (a stale file of a rolled-back attempt is overwritten)
    const file = await open(path, seq === 0 ? 'w' : 'a');
    const size = seq === 0 ? 0 : (await file.stat()).size;
    try {
      await file.write(bytes);
    } finally {
      await file.close();
    }
    try {
      await q.query('update live_sessions set replay_seq = replay_seq + 1, replay_bytes = replay_bytes + $2 where id = $1', [id, bytes.length]);
    } catch (e) {
      // the row did not move: cut the file back to what it recorded
      const f = await open(path, 'r+');
      await f.truncate(size).finally(() => f.close());
      throw e;
    }
    return { next: seq + 1, duplicate: false };
  });
}

/** The replay file on disk, or null when nothing was recorded. */
export async function replayFile(q: Queryable, config: Config, id: number) {
  const [s] = await q.query<{ replay_bytes: string }>('select replay_bytes::text as replay_bytes from live_sessions where id = $1', [id]);
  if (!s || Number(s.replay_bytes) === 0) return null;
  const path = replayPath(config, id);
  try {
    return { path, size: (await stat(path)).size, mime: 'video/webm' };
  } catch {
    return null;
  }
}
