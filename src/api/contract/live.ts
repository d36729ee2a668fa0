/**
 * Live media, chat and live classes (docs/live.md): the camera broadcast, its signalling and its replay.
 * The calls are declared at the end (issue 27, endpoint.ts); the streams (the room's chat and its
 * signals, the anchor's signals), the signals sent, the recorded chunks and the replay files are not.
 */
import { endpoint } from './endpoint.ts';
import type { Page } from './paging.ts';

export type SignalKind = 'join' | 'offer' | 'answer' | 'ice' | 'bye';

/** One signalling message as delivered on a stream (`event: signal`). */
export interface LiveSignal {
  /** 'anchor', or the viewer's key. */
  from: string;
  kind: SignalKind;
  body: unknown;
}

/** GET live/:id/media: how this page connects. */
export interface LiveMedia {
  sessionId: number;
  /** p2p: the anchor's browser sends to each viewer; whip: through a media server. */
  mode: 'p2p' | 'whip';
  whipUrl: string | null;
  whepUrl: string | null;
  iceServers: { urls: string | string[]; username?: string; credential?: string }[];
  /** The anchor's camera is broadcasting now. */
  onAir: boolean;
  /** The session is within its time (started, not ended). */
  live: boolean;
  /** The caller is this session's anchor. */
  isAnchor: boolean;
  title: string;
  /** The recorded replay's first part (grows while on air), or null before the first chunk; the address of before parts. */
  replayUrl: string | null;
  /** The recorded replay: one part per broadcast run (开始推流 → 停止推流), in order, each a WebM file of its own. */
  replayParts: ReplayPart[];
  /** Chunks received so far, all parts together. */
  replaySeq: number;
}

/** One part of a recorded replay: one broadcast run. */
export interface ReplayPart {
  /** From 1, in the order the runs started (the recorder numbers them; `?part=` of its chunks). */
  part: number;
  /** `GET live/:id/replay/:part`, with a live class's ticket. */
  url: string;
  /** About how long it plays (its chunks × CHUNK_MS; the last chunk of a run is shorter): MediaRecorder's WebM carries no duration. */
  seconds: number;
  /** When its first chunk arrived. */
  startedAt: string;
}

/** The room's figures pushed on the chat stream (`event: room`). */
export interface LiveRoomState {
  viewers: number;
  onAir: boolean;
}

/** GET live/:id/chat/mutes: a viewer muted (禁言) in a session's chat, for its moderators. */
export interface ChatMute {
  userId: number;
  /** As the chat shows it (masked). */
  userName: string;
  mutedAt: string;
  /** Who muted them. */
  byName: string;
}

/** A muted viewer's post is refused (400) with this message; their chat box says so. */
export const CHAT_MUTED = '您已被禁言';

/** A recorded chunk is at most this large (about 5 s of phone video is 1–2 MB). */
export const MAX_CHUNK_BYTES = 4 * 1024 * 1024;
/** A session's replay is at most this large. */
export const MAX_REPLAY_BYTES = 1024 * 1024 * 1024;
export const CHUNK_TOO_LARGE = '录像分段不能超过4MB';
/** The recorder cuts a chunk this often. */
export const CHUNK_MS = 5000;

/** A live class (/manage/classLive). */
export interface ClassLive {
  id: number;
  classId: number;
  className: string;
  title: string;
  teacherName: string;
  startsAt: string;
  endsAt: string;
  state: 'upcoming' | 'live' | 'ended';
  onAir: boolean;
  viewers: number;
  hasReplay: boolean;
  /** The caller is the teacher hosting it (may broadcast). */
  mine: boolean;
}

/** GET live/classes/mine: a learner's class's live classes, on air or to come. */
export interface MyClassLive {
  id: number;
  title: string;
  teacherName: string;
  startsAt: string;
  live: boolean;
  onAir: boolean;
}

/** A chat line as the room's stream (`event: message`) and POST buyers/live/:id/chat carry it. */
export interface ChatMessage {
  id: number;
  sessionId: number;
  /** As the chat shows it (masked). */
  userName: string;
  text: string;
  at: string;
}

/** POST live/classes/create: `startsAt` is 'now' (start at once) or an ISO time with its offset. */
export interface ClassLiveInput {
  classId: number;
  title: string;
  startsAt: string;
  durationMin: number;
}

// ---- the calls, all under /v1/wangchuang/ (PREFIX.root) ------------------------------------------

/** A session's media settings and its camera on/off air (server/routes/liveMedia.ts). */
export const LIVE_MEDIA = {
  /** as the room may see it (404 to whoever may not watch); the replay's addresses carry a live class's ticket */
  media: endpoint<void, LiveMedia>()('GET', '/live/:id/media'),
  /** the session's anchor; answers the media settings as they are now */
  onAir: endpoint<{ on: boolean }, LiveMedia>()('POST', '/live/:id/onair'),
};

/**
 * A room's chat (server/routes/liveChat.ts): a signed-in viewer's line (the room's stream shows it) and
 * its moderation by the session's anchor and the back office in scope. The stream itself,
 * GET mall/live/:id/chat, is server-sent events, not declared here.
 */
export const LIVE_CHAT = {
  send: endpoint<{ text: string }, ChatMessage>()('POST', '/buyers/live/:id/chat'),
  mutes: endpoint<void, ChatMute[]>()('GET', '/live/:id/chat/mutes'),
  remove: endpoint<{ messageId: number }, null>()('POST', '/live/:id/chat/remove'),
  /** mutes the message's author; answers the muted list */
  mute: endpoint<{ messageId: number }, ChatMute[]>()('POST', '/live/:id/chat/mute'),
  unmute: endpoint<{ userId: number }, ChatMute[]>()('POST', '/live/:id/chat/unmute'),
};

/** Live classes (/manage/classLive; server/routes/classLive.ts): back-office roles in scope, a learner's own. */
export const CLASS_LIVE = {
  list: endpoint<{ classId?: number; pageNum: number; pageSize: number }, Page<ClassLive>>()('GET', '/live/classes'),
  /** a learner's class's, on air or to come */
  mine: endpoint<void, MyClassLive[]>()('GET', '/live/classes/mine'),
  /** the classes the caller teaches (none for another role) */
  options: endpoint<void, { value: number; label: string }[]>()('GET', '/live/classes/options'),
  one: endpoint<void, ClassLive>()('GET', '/live/classes/:id'),
  create: endpoint<ClassLiveInput, ClassLive>()('POST', '/live/classes/create'),
  start: endpoint<void, ClassLive>()('POST', '/live/classes/:id/start'),
  end: endpoint<void, ClassLive>()('POST', '/live/classes/:id/end'),
  delete: endpoint<void, null>()('POST', '/live/classes/:id/delete'),
};
