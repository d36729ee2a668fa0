import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import type { ReplayPart } from '../../api/contract/live.ts';
import './live.css';

/** 约 1分05秒 (the server's figure is about: chunks × 5 s). */
export function aboutSeconds(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return m ? `约${m}分${String(s).padStart(2, '0')}秒` : `约${s}秒`;
}

/**
 * MediaRecorder's WebM carries no duration: the player says Infinity and cannot seek. Asked for a
 * point past the end, Chromium reads to it and learns the duration; then back to the start.
 */
function settleDuration(v: HTMLVideoElement): Promise<void> {
  if (Number.isFinite(v.duration)) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      v.removeEventListener('durationchange', changed);
      if (v.currentTime > 0) v.currentTime = 0;
      resolve();
    };
    const changed = () => Number.isFinite(v.duration) && done();
    const timer = setTimeout(done, 3000);
    v.addEventListener('durationchange', changed);
    v.currentTime = 1e101;
  });
}

/**
 * A recorded replay made of parts (one per broadcast run, docs/live.md): plays them one after another
 * (the next when one ends), says 第 N 段 / 共 M 段 and lets the user pick a part. `footer` draws more
 * in the bar for the part playing (e.g. a full-screen link).
 */
export default function ReplayPlayer({
  parts,
  label,
  poster,
  videoStyle,
  stage = true,
  footer,
}: {
  parts: ReplayPart[];
  /** The video's accessible name. */
  label: string;
  poster?: string;
  videoStyle?: CSSProperties;
  /** Inside the live pages' black 16:9 / 3:4 stage. */
  stage?: boolean;
  footer?: (part: ReplayPart) => ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const video = useRef<HTMLVideoElement>(null);
  /** Play the part once it has loaded: the one before ended, or the user picked it. */
  const playNext = useRef(false);
  /** This part has played (its `ended` is then the end of playback, not of the seek in settleDuration). */
  const played = useRef(false);
  const at = Math.min(index, parts.length - 1);
  const part = parts[at];

  // a list reloaded shorter (another session): back to its first part
  useEffect(() => {
    if (index >= parts.length) setIndex(0);
  }, [index, parts.length]);

  if (!part) return null;
  const pick = (i: number) => {
    if (i === at) void video.current?.play().catch(() => undefined);
    else {
      playNext.current = true;
      setIndex(i);
    }
  };
  const player = (
    <video
      ref={video}
      src={part.url}
      poster={poster}
      controls
      playsInline
      preload="metadata"
      aria-label={parts.length > 1 ? `${label} 第${at + 1}段` : label}
      data-testid="replay-video"
      data-part={part.part}
      style={videoStyle}
      onLoadedMetadata={async (e) => {
        const v = e.currentTarget;
        played.current = false;
        await settleDuration(v);
        if (playNext.current) {
          playNext.current = false;
          await v.play().catch(() => undefined);
        }
      }}
      onPlaying={() => {
        played.current = true;
      }}
      onEnded={() => played.current && at < parts.length - 1 && pick(at + 1)}
    />
  );
  return (
    <>
      {stage ? <div className="lv-stage">{player}</div> : player}
      <div className="lv-bar">
        <span className="lv-muted" data-testid="replay-part" aria-live="polite">
          第 {at + 1} 段 / 共 {parts.length} 段
        </span>
        {footer?.(part)}
      </div>
      {parts.length > 1 && (
        <div className="lv-bar" role="tablist" aria-label="回放分段">
          {parts.map((p, i) => (
            <button key={p.part} type="button" role="tab" className="lv-chip" aria-selected={i === at} onClick={() => pick(i)}>
              第 {i + 1} 段 · {aboutSeconds(p.seconds)}
            </button>
          ))}
        </div>
      )}
    </>
  );
}
