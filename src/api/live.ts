import { HTTPError } from 'ky';
import { kyApi, NO_STALE_MARK, toUrl } from './http.ts';
import { call, data } from './call.ts';
import { PREFIX } from './contract/prefixes.ts';
import { CLASS_LIVE, type ClassLiveInput, LIVE_CHAT, LIVE_MEDIA, type LiveSignal, type SignalKind } from './contract/live.ts';
import { followEvents, type StreamHandle } from './sse.ts';

/**
 * Live media and live classes (server/routes/liveMedia.ts, classLive.ts), the endpoints of
 * contract/live.ts; the chat stream is in shop.ts. Not declared: the signals (sent in the background,
 * a refusal is no message), the SSE streams and the recorded chunks (a body of bytes).
 */
const V = PREFIX.root;

export const liveMedia = (id: number) => data(call(V, LIVE_MEDIA.media, { params: { id } }));
export const setOnAir = (id: number, on: boolean) => data(call(V, LIVE_MEDIA.onAir, { params: { id }, input: { on } }));
/** A viewer's signal to the anchor, from its own key. */
export const signalAnchor = (id: number, from: string, kind: SignalKind, body?: unknown) => signal(id, { from, kind, body });
/** The anchor's signal to one viewer. */
export const signalViewer = (id: number, to: string, kind: SignalKind, body?: unknown) => signal(id, { to, kind, body });
/** Signals go in the background: a refusal (the viewer left) is no message for the user. */
const signal = (id: number, json: object) =>
  kyApi()
    .then((api) => api.post(toUrl(`${V}live/${id}/signal`), { ...NO_STALE_MARK, json }))
    .then(
      () => true,
      () => false,
    );
export const replayUrl = (id: number, part?: number) => `${V}live/${id}/replay${part === undefined ? '' : `/${part}`}`;

/** The anchor's stream: the viewers there now, then each signal addressed to the anchor. */
export const followAnchorSignals = (
  id: number,
  on: { viewers: (keys: string[]) => void; signal: (s: LiveSignal) => void },
  onState: Parameters<typeof followEvents>[2],
): StreamHandle =>
  followEvents(
    `${V}live/${id}/anchor`,
    (event, d) => {
      if (event === 'viewers') on.viewers(d as string[]);
      if (event === 'signal') on.signal(d as LiveSignal);
    },
    onState,
  );

/**
 * Sends chunk `seq` of part `part` (a broadcast run) of the recording. Answers the next chunk number
 * the server expects in that part: a chunk it already had is acknowledged; one out of order answers
 * 409 with where to resend from (`data: {part, next}`), and when that is another part (a whole run
 * missing before this one) `part` says which.
 */
export async function uploadChunk(id: number, part: number, seq: number, chunk: Blob): Promise<{ part: number; next: number }> {
  try {
    const res = await (await kyApi()).post(toUrl(`${V}upload/live/${id}/chunk?part=${part}&seq=${seq}`), {
      ...NO_STALE_MARK,
      body: chunk,
      headers: { 'Content-Type': 'video/webm' },
    });
    return ((await res.json()) as { data: { part: number; next: number } }).data;
  } catch (e) {
    if (e instanceof HTTPError && e.response.status === 409) {
      const body = (await e.response.json().catch(() => null)) as { msg?: string; data?: { part?: number; next?: number } | null } | null;
      const next = body?.data?.next ?? Number(/第 (\d+) 段/.exec(body?.msg ?? '')?.[1]);
      if (Number.isInteger(next)) return { part: body?.data?.part ?? part, next };
    }
    throw e;
  }
}

export const classLives = (q: { classId?: number; pageNum: number; pageSize?: number }) =>
  data(call(V, CLASS_LIVE.list, { input: { ...q, pageSize: q.pageSize ?? 10 } }));
export const classLiveOne = (id: number) => data(call(V, CLASS_LIVE.one, { params: { id } }));
export const liveClassOptions = () => data(call(V, CLASS_LIVE.options, {}));
export const createClassLive = (input: ClassLiveInput) => data(call(V, CLASS_LIVE.create, { input }));
export const classLiveAction = (id: number, action: 'start' | 'end' | 'delete') =>
  data(action === 'delete' ? call(V, CLASS_LIVE.delete, { params: { id } }) : call(V, CLASS_LIVE[action], { params: { id } }));
export const myClassLives = () => data(call(V, CLASS_LIVE.mine, {}));

/** Chat moderation (the session's anchor and the back office in scope): remove a message, mute its author, unmute. */
export const chatMutes = (id: number) => data(call(V, LIVE_CHAT.mutes, { params: { id } }));
export const removeChatMessage = (id: number, messageId: number) => data(call(V, LIVE_CHAT.remove, { params: { id }, input: { messageId } }));
export const muteChatAuthor = (id: number, messageId: number) => data(call(V, LIVE_CHAT.mute, { params: { id }, input: { messageId } }));
export const unmuteChat = (id: number, userId: number) => data(call(V, LIVE_CHAT.unmute, { params: { id }, input: { userId } }));
