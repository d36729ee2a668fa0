import { useEffect, useRef, useState } from 'react';
import type { PaperSummary } from '../../api/contract/learner.ts';
import { SNAPSHOTS_PER_ATTEMPT } from '../../api/contract/supervision.ts';
import { invigilationState, sendSnapshot } from '../../api/supervision.ts';

/** Told before an invigilated paper starts (the start confirmation and the paper's card). */
export const invigilationNotice = (p: PaperSummary) =>
  p.invigilated
    ? `本场考试开启远程监考：考试中摄像头将在随机时刻抓拍${SNAPSHOTS_PER_ATTEMPT.min}~${SNAPSHOTS_PER_ATTEMPT.max}张照片供监考老师查看，请允许浏览器使用摄像头并保持正脸在画面内。`
    : '';

type CamState = 'off' | 'asking' | 'on' | 'denied';

const stopTracks = (stream: MediaStream) => {
  for (const t of stream.getTracks()) t.stop();
};

/**
 * The learner's camera during an invigilated attempt: a small preview in the exam's status bar and
 * the snapshots still due, taken at random moments before the deadline and sent to the server.
 * Nothing runs for a paper without invigilation. The camera stops when the attempt view closes.
 */
export function InvigilationCamera({ attemptId }: { attemptId: number }) {
  const video = useRef<HTMLVideoElement>(null);
  const [cam, setCam] = useState<CamState>('off');
  const [taken, setTaken] = useState(0);

  useEffect(() => {
    let stream: MediaStream | null = null;
    let stopped = false;
    const timers: ReturnType<typeof setTimeout>[] = [];
    const shoot = async () => {
      const v = video.current;
      if (stopped || !v || !v.videoWidth) return;
      const canvas = document.createElement('canvas');
      canvas.width = 320;
      canvas.height = Math.round((320 * v.videoHeight) / v.videoWidth);
      canvas.getContext('2d')?.drawImage(v, 0, 0, canvas.width, canvas.height);
      const blob = await new Promise<Blob | null>((done) => canvas.toBlob(done, 'image/jpeg', 0.7));
      if (!blob || stopped) return;
      // a lost snapshot is not worth interrupting the test for: the invigilator sees the count
      const r = await sendSnapshot(attemptId, blob).catch(() => null);
      if (r && !stopped) setTaken(r.taken);
    };
    void (async () => {
      const s = await invigilationState(attemptId).catch(() => null);
      if (!s?.invigilated || !s.open || stopped) return;
      setTaken(s.taken);
      setCam('asking');
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: false });
      } catch {
        if (!stopped) setCam('denied');
        return;
      }
      if (stopped) return stopTracks(stream);
      if (video.current) video.current.srcObject = stream;
      setCam('on');
      const left = Math.max(0, new Date(s.deadlineAt).getTime() - Date.now() - 15_000);
      const due = Math.max(0, s.planned - s.taken);
      const moments = Array.from({ length: due }, () => 5_000 + Math.random() * Math.max(0, left - 5_000)).sort((a, b) => a - b);
      for (const ms of moments) timers.push(setTimeout(() => void shoot(), ms));
    })();
    return () => {
      stopped = true;
      for (const t of timers) clearTimeout(t);
      if (stream) stopTracks(stream);
    };
  }, [attemptId]);

  if (cam === 'off') return null;
  return (
    <span className={`ln-tag ${cam === 'denied' ? 'warn' : ''}`} data-testid="invigilation-camera">
      <video
        ref={video}
        muted
        playsInline
        autoPlay
        width={48}
        height={36}
        style={{ verticalAlign: 'middle', borderRadius: 4, marginRight: 4, display: cam === 'on' ? 'inline-block' : 'none' }}
      />
      {cam === 'denied' ? '远程监考：未能打开摄像头，请检查权限' : cam === 'asking' ? '远程监考：正在打开摄像头…' : `远程监考中 · 已抓拍${taken}张`}
    </span>
  );
}
