import { useEffect, useRef, useState } from 'react';
import type { ChatMessage } from '../../api/shop.ts';
import { liveChatUrl } from '../../api/shop.ts';
import type { LiveMedia, LiveRoomState, LiveSignal } from '../../api/contract/live.ts';
import { liveMedia, signalAnchor } from '../../api/live.ts';
import { whepConnect } from './whip.ts';
import { followEvents } from '../../api/sse.ts';

/**
 * A viewer in a live room: one event stream (the chat stream) brings chat messages (and their removal,
 * and whether this viewer is muted), the room's state
 * (viewers, camera on air) and the anchor's WebRTC signals for this viewer; the anchor's camera
 * arrives as `stream` (peer to peer, or from the media server by WHEP when so configured).
 * `watch: false` (the anchor's own pages, the chat-only page): chat and room state, no picture.
 */
export function useLiveRoom(id: number | null, { watch = true }: { watch?: boolean } = {}) {
  const [msgs, setMsgs] = useState<ChatMessage[]>([]);
  /** This viewer is muted (禁言) in this session's chat (`event: muted`). */
  const [muted, setMuted] = useState(false);
  const [connected, setConnected] = useState(false);
  const [room, setRoom] = useState<LiveRoomState | null>(null);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [media, setMedia] = useState<LiveMedia | null>(null);
  /** Why the session cannot be joined (no such session, or not in scope, or the network): null while it can. */
  const [failure, setFailure] = useState<unknown>(null);
  const pcRef = useRef<RTCPeerConnection | null>(null);

  useEffect(() => {
    if (!id) return;
    setFailure(null);
    liveMedia(id).then(setMedia, setFailure);
  }, [id]);

  useEffect(() => {
    if (!id || !media) return;
    let key: string | null = null;
    const drop = () => {
      pcRef.current?.close();
      pcRef.current = null;
      setStream(null);
    };
    const onSignal = async (s: LiveSignal) => {
      if (!key) return;
      const me = key;
      if (s.kind === 'offer') {
        drop();
        const pc = new RTCPeerConnection({ iceServers: media.iceServers });
        pcRef.current = pc;
        pc.ontrack = (e) => setStream(e.streams[0] ?? new MediaStream([e.track]));
        pc.onicecandidate = (e) => e.candidate && void signalAnchor(id, me, 'ice', e.candidate.toJSON());
        pc.onconnectionstatechange = () => {
          // the path broke: ask the anchor for a fresh offer
          if (pc.connectionState === 'failed' && pcRef.current === pc) void signalAnchor(id, me, 'join');
        };
        await pc.setRemoteDescription(s.body as RTCSessionDescriptionInit);
        await pc.setLocalDescription(await pc.createAnswer());
        await signalAnchor(id, me, 'answer', pc.localDescription?.toJSON());
      } else if (s.kind === 'ice') {
        await pcRef.current?.addIceCandidate(s.body as RTCIceCandidateInit).catch(() => undefined);
      } else if (s.kind === 'bye') drop();
    };
    const onRoom = (r: LiveRoomState) => {
      setRoom(r);
      if (!r.onAir || !watch) drop();
      // through a media server the viewer pulls (WHEP) once the camera is on air
      else if (media.mode === 'whip' && !pcRef.current && media.whepUrl) {
        const pc = new RTCPeerConnection({ iceServers: media.iceServers });
        pcRef.current = pc;
        pc.ontrack = (ev) => setStream(ev.streams[0] ?? new MediaStream([ev.track]));
        whepConnect(pc, media.whepUrl).catch(drop);
      }
    };
    // with the caller's token (a plain EventSource sends none): the server then knows the anchor
    // reading their own room's chat, who is no viewer to send the picture to
    const handle = followEvents(
      liveChatUrl(id),
      (event, data) => {
        if (event === 'ready') {
          // (again after a reconnection) the history follows: what was removed meanwhile is gone from it
          setConnected(true);
          setMsgs([]);
          setMuted(false);
        } else if (event === 'peer') {
          key = data as string;
          // a chat-only page: the anchor need not send it the picture
          if (!watch) void signalAnchor(id, key, 'bye');
        } else if (event === 'room') onRoom(data as LiveRoomState);
        else if (event === 'signal' && media.mode === 'p2p' && watch) void onSignal(data as LiveSignal).catch(() => undefined);
        else if (event === 'message') {
          const m = data as ChatMessage;
          setMsgs((l) => (l.some((x) => x.id === m.id) ? l : [...l.slice(-99), m]));
        } else if (event === 'remove') {
          // a moderator removed it: gone for every viewer at once
          const gone = Number(data);
          setMsgs((l) => l.filter((x) => x.id !== gone));
        } else if (event === 'muted') setMuted(data === true);
      },
      (state) => {
        if (state === 'open') return;
        setConnected(false);
        drop();
      },
    );
    return () => {
      handle.close();
      drop();
    };
  }, [id, media, watch]);

  return { msgs, connected, room, stream, media, muted, failure };
}
