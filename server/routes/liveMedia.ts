import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { streamSSE } from 'hono/streaming';
import { z } from 'zod';
import type { AppEnv, Deps } from '../http/context.ts';
import { caller, signedIn } from '../http/caller.ts';
import { fail, ok } from '../http/envelope.ts';
import { body } from '../http/validate.ts';
import { sendFile } from '../http/sendFile.ts';
import { sseQueue } from '../http/sseQueue.ts';
import { answer, mountedGuard, said } from '../http/endpoint.ts';
import { badRequest, notFound } from '../errors.ts';
import { idParam, parse } from '../validation.ts';
import { ANCHOR, presentViewerKeys, signalHub, viewerPresent } from '../services/liveSignals.ts';
import { ChunkOrderError, anchorSession, appendChunk, mediaInfo, replayFile, switchOnAir } from '../services/liveMedia.ts';
import { assertMayWatch, mayReplay, replayAddress } from '../services/liveAccess.ts';
import { CHUNK_TOO_LARGE, LIVE_MEDIA, MAX_CHUNK_BYTES } from '../../src/api/contract/live.ts';
import type { InputOf } from '../../src/api/contract/endpoint.ts';

const signal = z.object({
  kind: z.enum(['join', 'offer', 'answer', 'ice', 'bye'], { error: '信令类型有误' }),
  /** anchor → viewer: the viewer's key */
  to: z.string().max(64).optional(),
  /** viewer → anchor: the viewer's own key (from its chat stream) */
  from: z.string().max(64).optional(),
  body: z.unknown().optional(),
});
const onAirBody = z.object({ on: z.boolean({ error: '参数有误' }) }) satisfies z.ZodType<InputOf<typeof LIVE_MEDIA.onAir>, unknown>;
const VIEWER_KINDS = new Set(['join', 'answer', 'ice', 'bye']);
const ANCHOR_KINDS = new Set(['offer', 'ice', 'bye']);

/**
 * Live media under /v1/wangchuang/ (docs/live.md): the page's media settings, signalling between a
 * session's anchor and each of its viewers (viewers receive theirs on the chat stream, the anchor on
 * live/:id/anchor), on/off air, the recorded replay's chunks and the replay itself.
 */
export function liveMediaApi({ db, config, log, stopping }: Deps) {
  const r = new Hono<AppEnv>();
  const hub = signalHub(db, log);

  // public as the room is: whoever may watch (a live class's own) reads it
  answer(r, LIVE_MEDIA.media, mountedGuard, async (c, params) => {
    const id = parse(idParam, params.id);
    const who = c.get('user');
    await assertMayWatch(db, who, id);
    const info = await mediaInfo(db, config, id, who?.id ?? null);
    if (!info.replayUrl) return info;
    // one ticket for the session: every part's address carries it
    const ticketed = await replayAddress(db, id, info.replayUrl);
    const query = ticketed.slice(info.replayUrl.length);
    return { ...info, replayUrl: ticketed, replayParts: info.replayParts.map((p) => ({ ...p, url: p.url + query })) };
  });

  answer(r, LIVE_MEDIA.onAir, signedIn, async (c, params) => {
    const id = parse(idParam, params.id);
    const b = await body(c, onAirBody);
    await switchOnAir(db, caller(c).id, id, b.on);
    return said(await mediaInfo(db, config, id, caller(c).id), b.on ? '已开播' : '已停止推流');
  });

  /**
   * A signal between the anchor and one viewer, never between viewers: the anchor (signed in, the
   * session's) writes to a viewer key of this session; a viewer writes to the anchor from its own
   * key, which only its open chat stream knows (the key is the capability).
   */
  r.post('/live/:id/signal', async (c) => {
    const id = parse(idParam, c.req.param('id'));
    const b = await body(c, signal);
    if (b.to) {
      await anchorSession(db, caller(c).id, id);
      if (!ANCHOR_KINDS.has(b.kind)) throw badRequest('信令类型有误');
      if (!(await viewerPresent(db, id, b.to))) throw notFound('观众已离开');
      await hub.send(db, id, ANCHOR, b.to, b.kind, b.body);
    } else {
      if (!b.from || !VIEWER_KINDS.has(b.kind)) throw badRequest('信令有误');
      if (!(await viewerPresent(db, id, b.from))) throw notFound('观众已离开');
      await hub.send(db, id, b.from, ANCHOR, b.kind, b.body);
    }
    return ok(c, null);
  });

  /** The anchor's signalling stream: first the viewers watching now (`event: viewers`), then every signal addressed to the anchor. */
  r.get('/live/:id/anchor', signedIn, async (c) => {
    const id = parse(idParam, c.req.param('id'));
    await anchorSession(db, caller(c).id, id);
    await hub.ready();
    return streamSSE(c, async (stream) => {
      const events = sseQueue();
      const off = hub.subscribe(id, ANCHOR, (s) => events.push({ event: 'signal', data: JSON.stringify(s) }));
      const close = () => {
        off();
        events.close();
      };
      stream.onAbort(close);
      // the server is shutting down: end the stream (the page reconnects, to another process)
      if (stopping?.aborted) close();
      stopping?.addEventListener('abort', close, { once: true });
      try {
        await stream.writeSSE({ event: 'viewers', data: JSON.stringify(await presentViewerKeys(db, id)) });
        await events.pump(stream);
      } finally {
        off();
        stopping?.removeEventListener('abort', close);
      }
    });
  });

  /**
   * One chunk of the anchor's recording: the body is the bytes (video/webm); ?part= the broadcast run it
   * belongs to (from 1; absent: 1, as recorders before parts sent), ?seq= its number in that part from 0.
   * Out of order: 409 with `data: {part, next}`, where to resend from.
   */
  r.post('/upload/live/:id/chunk', signedIn, bodyLimit({ maxSize: MAX_CHUNK_BYTES, onError: (c) => fail(c, 400, CHUNK_TOO_LARGE) }), async (c) => {
    const id = parse(idParam, c.req.param('id'));
    const seq = parse(z.coerce.number({ error: '分段序号有误' }).int('分段序号有误').min(0, '分段序号有误').max(1_000_000, '分段序号有误'), c.req.query('seq'));
    const part = parse(
      z.coerce.number({ error: '录像部分有误' }).int('录像部分有误').min(1, '录像部分有误').max(10_000, '录像部分有误'),
      c.req.query('part') ?? '1',
    );
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    try {
      return ok(c, await appendChunk(db, config, caller(c).id, id, part, seq, bytes));
    } catch (e) {
      if (e instanceof ChunkOrderError) return fail(c, 409, e.message, e.expected);
      throw e;
    }
  });

  /**
   * The replay (grows while on air), with byte ranges, never cached as final: a shop's is public, a
   * live class's needs the ticket its media settings carry. `replay` is its first part (the address of
   * before parts), `replay/:part` each part.
   */
  const replay = async (c: Context<AppEnv>, part?: number) => {
    const id = parse(idParam, c.req.param('id'));
    const found = (await mayReplay(db, id, c.req.query('t'))) ? await replayFile(db, config, id, part) : null;
    if (!found) return fail(c, 404, '暂无回放');
    return sendFile(c, found, 'no-cache');
  };
  r.get('/live/:id/replay', (c) => replay(c));
  r.get('/live/:id/replay/:part', (c) => replay(c, parse(idParam, c.req.param('part'))));
  return r;
}
