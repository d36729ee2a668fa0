import type { Caller } from '../../caller.ts';
import type { Queryable } from '../../db/client.ts';
import { binder, scopeCondition } from '../../scope.ts';
import { VIEWER_TTL_S } from '../liveStats.ts';
import { CLASS_SCOPE } from '../classes.ts';
import type { CameraTile, LiveTile, WallPage } from '../../../src/api/contract/supervision.ts';
import { offsetOf } from '../../../src/api/contract/paging.ts';

/**
 * /manage/VideoSupervision and /manage/LiveStreamingTour: the classroom cameras of the classes in
 * scope (class_cameras, /manage/cameraManagement) and the live sessions running now whose class is
 * in scope (a live class's class_id, else the class of the learner who hosts it).
 */

/** What a browser can do with a camera's address (no transcoding here: RTSP and the like only show the address). */
export function playKind(url: string): CameraTile['play'] {
  const path = url.split(/[?#]/)[0].toLowerCase();
  if (!/^(https?:\/\/|\/)/i.test(url)) return 'none';
  if (path.endsWith('.m3u8')) return 'hls';
  if (/\.(mp4|webm|ogv|mov)$/.test(path)) return 'video';
  if (/\.(jpe?g|png|gif|webp)$/.test(path) || /snapshot|snap|jpeg|jpg/.test(path)) return 'image';
  return 'none';
}

/** The running live sessions in scope (and their count), newest first. */
export async function runningLives(q: Queryable, caller: Caller, pageNum: number, pageSize: number): Promise<{ list: LiveTile[]; total: number }> {
  const params: unknown[] = [VIEWER_TTL_S];
  const scope = scopeCondition(caller, 'class', CLASS_SCOPE, binder(params));
  const rows = await q.query<LiveTile & { total: number }>(
    `select 'live' as kind, l.id, l.title, coalesce(nullif(h.real_name, ''), h.username) as "hostName", c.name as "className",
            l.starts_at as "startsAt", l.ends_at as "endsAt", l.stream_url as "streamUrl",
            (select count(*)::int from live_viewers v where v.session_id = l.id and v.last_seen > now() - make_interval(secs => $1)) as viewers,
            count(*) over ()::int as total
       from live_sessions l left join users h on h.id = l.anchor_id left join classes c on c.id = coalesce(l.class_id, h.class_id)
      where l.starts_at <= now() and l.ends_at > now() and ${scope}
      order by l.starts_at desc, l.id desc limit ${binder(params)(pageSize)} offset ${binder(params)(offsetOf(pageNum, pageSize))}`,
    params,
  );
  return {
    list: rows.map(({ total: _, ...t }) => ({ ...t, startsAt: iso(t.startsAt), endsAt: iso(t.endsAt) })),
    total: rows[0]?.total ?? (await countLives(q, caller)),
  };
}

async function countLives(q: Queryable, caller: Caller): Promise<number> {
  const params: unknown[] = [];
  const scope = scopeCondition(caller, 'class', CLASS_SCOPE, binder(params));
  const [r] = await q.query<{ n: number }>(
    `select count(*)::int as n from live_sessions l left join users h on h.id = l.anchor_id left join classes c on c.id = coalesce(l.class_id, h.class_id)
      where l.starts_at <= now() and l.ends_at > now() and ${scope}`,
    params,
  );
  return r.n;
}

const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : String(d));

/** The cameras of the classes in scope, paged by class and name. */
async function cameras(q: Queryable, caller: Caller, pageNum: number, pageSize: number): Promise<{ list: CameraTile[]; total: number }> {
  const params: unknown[] = [];
  const scope = scopeCondition(caller, 'class', CLASS_SCOPE, binder(params));
  const sql = `from class_cameras k join classes c on c.id = k.class_id where ${scope}`;
  const rows = await q.query<Omit<CameraTile, 'play' | 'kind'> & { total: number }>(
    `select k.id, k.name, c.name as "className", c.id as "classId", k.stream_url as "streamUrl", k.enabled, count(*) over ()::int as total
       ${sql} order by k.enabled desc, c.name, k.name, k.id limit ${binder(params)(pageSize)} offset ${binder(params)(offsetOf(pageNum, pageSize))}`,
    params,
  );
  let total = rows[0]?.total;
  if (total === undefined) {
    const countParams: unknown[] = [];
    const s = scopeCondition(caller, 'class', CLASS_SCOPE, binder(countParams));
    total = (await q.query<{ n: number }>(`select count(*)::int as n from class_cameras k join classes c on c.id = k.class_id where ${s}`, countParams))[0].n;
  }
  return { list: rows.map(({ total: _, ...k }) => ({ kind: 'camera', ...k, play: k.enabled ? playKind(k.streamUrl) : 'none' })), total };
}

/** One page of the wall: that page of cameras and that page of running live sessions. */
export async function wall(q: Queryable, caller: Caller, pageNum: number, pageSize: number): Promise<WallPage> {
  const [cams, lives] = [await cameras(q, caller, pageNum, pageSize), await runningLives(q, caller, pageNum, pageSize)];
  return { cameras: cams.list, camerasTotal: cams.total, lives: lives.list, livesTotal: lives.total, pageNum, pageSize };
}
