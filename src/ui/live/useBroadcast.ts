import { useCallback, useEffect, useRef, useState } from 'react';
import type { LiveMedia } from '../../api/contract/live.ts';
import { followAnchorSignals, liveMedia, setOnAir, signalViewer } from '../../api/live.ts';
import type { StreamHandle } from '../../api/sse.ts';
import { nextPart, resumeUploads, startRecorder } from './recorder.ts';
import { whipPublish } from './whip.ts';

type Phase = 'idle' | 'preview' | 'live' | 'stopping' | 'error';

/**
 * The anchor's side: camera and microphone preview, going on air (an RTCPeerConnection per viewer,
 * offered by the anchor; or one WHIP publish to the media server), the recording, and stopping.
 */
export function useBroadcast(id: number) {
  const [phase, setPhase] = useState<Phase>('idle');
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState<MediaStream | null>(null);
  const [peers, setPeers] = useState(0);
  const [sent, setSent] = useState(0);
  const state = useRef<{
    media?: LiveMedia;
    pcs: Map<string, RTCPeerConnection>;
    signals?: StreamHandle;
    recorder?: ReturnType<typeof startRecorder>;
    whip?: RTCPeerConnection;
  }>({ pcs: new Map() });

  const openCamera = useCallback(async () => {
    try {
      setError(null);
      const s = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: 'user', width: { ideal: 1280 }, height: { ideal: 720 }, frameRate: { ideal: 25 } },
        audio: true,
      });
      setCamera(s);
      setPhase('preview');
      return s;
    } catch {
      setError('无法打开摄像头或麦克风，请在浏览器设置中允许访问');
      setPhase('error');
      return null;
    }
  }, []);

  const closePeer = useCallback((key: string) => {
    state.current.pcs.get(key)?.close();
    state.current.pcs.delete(key);
    setPeers(state.current.pcs.size);
  }, []);

  const offerTo = useCallback(
    async (key: string, s: MediaStream) => {
      closePeer(key);
      const pc = new RTCPeerConnection({ iceServers: state.current.media?.iceServers ?? [] });
      state.current.pcs.set(key, pc);
      setPeers(state.current.pcs.size);
      for (const t of s.getTracks()) pc.addTrack(t, s);
      pc.onicecandidate = (e) => e.candidate && void signalViewer(id, key, 'ice', e.candidate.toJSON());
      pc.onconnectionstatechange = () => {
        if (pc.connectionState === 'failed' || pc.connectionState === 'closed') closePeer(key);
      };
      await pc.setLocalDescription(await pc.createOffer());
      if (!(await signalViewer(id, key, 'offer', pc.localDescription?.toJSON()))) closePeer(key);
    },
    [id, closePeer],
  );

  const goLive = useCallback(async () => {
    const s = camera ?? (await openCamera());
    if (!s) return;
    try {
      const media = await liveMedia(id);
      state.current.media = media;
      await setOnAir(id, true);
      if (media.mode === 'whip' && media.whipUrl) {
        const pc = new RTCPeerConnection({ iceServers: media.iceServers });
        for (const t of s.getTracks()) pc.addTransceiver(t, { direction: 'sendonly', streams: [s] });
        state.current.whip = pc;
        await whipPublish(pc, media.whipUrl);
      } else {
        state.current.signals = followAnchorSignals(
          id,
          {
            viewers: (keys) => keys.forEach((k) => void offerTo(k, s)),
            signal: (sig) => {
              const pc = state.current.pcs.get(sig.from);
              if (sig.kind === 'join') void offerTo(sig.from, s);
              else if (sig.kind === 'answer') void pc?.setRemoteDescription(sig.body as RTCSessionDescriptionInit).catch(() => closePeer(sig.from));
              else if (sig.kind === 'ice') void pc?.addIceCandidate(sig.body as RTCIceCandidateInit).catch(() => undefined);
              else if (sig.kind === 'bye') closePeer(sig.from);
            },
          },
          () => undefined,
        );
      }
      // each run records a part of its own (a new WebM file), after the server's and any still queued here
      const part = await nextPart(
        id,
        (media.replayParts ?? []).map((p) => p.part),
      );
      setSent(0);
      state.current.recorder = startRecorder(id, s, part, (n) => setSent(n));
      setPhase('live');
    } catch {
      setError('开播失败，请检查网络后重试');
    }
  }, [camera, id, offerTo, openCamera, closePeer]);

  const stop = useCallback(async () => {
    setPhase('stopping');
    const st = state.current;
    st.signals?.close();
    for (const key of [...st.pcs.keys()]) {
      void signalViewer(id, key, 'bye');
      closePeer(key);
    }
    st.whip?.close();
    await st.recorder?.stop();
    await setOnAir(id, false).catch(() => undefined);
    for (const t of camera?.getTracks() ?? []) t.stop();
    setCamera(null);
    setPhase('idle');
  }, [camera, id, closePeer]);

  // chunks of an earlier run still waiting here (the page was reloaded): sent now, before any new run
  useEffect(() => {
    void resumeUploads(id);
  }, [id]);

  // leaving the page: the camera goes off
  useEffect(
    () => () => {
      state.current.signals?.close();
      for (const pc of state.current.pcs.values()) pc.close();
      state.current.whip?.close();
    },
    [],
  );
  useEffect(
    () => () => {
      for (const t of camera?.getTracks() ?? []) t.stop();
    },
    [camera],
  );

  return { phase, error, camera, peers, sent, openCamera, goLive, stop };
}
