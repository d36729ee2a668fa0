/**
 * WHIP (publish) and WHEP (play) against a media server (LiveKit, MediaMTX…): one HTTP POST of the
 * SDP offer, the answer in the body. Candidates are gathered first (no trickle), which every
 * WHIP/WHEP server accepts.
 */
async function exchange(pc: RTCPeerConnection, url: string): Promise<void> {
  await pc.setLocalDescription(await pc.createOffer());
  await new Promise<void>((resolve) => {
    if (pc.iceGatheringState === 'complete') return resolve();
    const done = () => pc.iceGatheringState === 'complete' && resolve();
    pc.addEventListener('icegatheringstatechange', done);
    setTimeout(resolve, 2000);
  });
  const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/sdp' }, body: pc.localDescription?.sdp ?? '' });
  if (!res.ok) throw new Error(`media server answered ${res.status}`);
  await pc.setRemoteDescription({ type: 'answer', sdp: await res.text() });
}

/** Publishes the tracks already added to pc. */
export const whipPublish = (pc: RTCPeerConnection, url: string) => exchange(pc, url);

/** Plays: receive-only audio and video. */
export function whepConnect(pc: RTCPeerConnection, url: string) {
  pc.addTransceiver('video', { direction: 'recvonly' });
  pc.addTransceiver('audio', { direction: 'recvonly' });
  return exchange(pc, url);
}
