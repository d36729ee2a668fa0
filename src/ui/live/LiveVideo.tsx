import { useEffect, useRef } from 'react';
import './live.css';

/** A MediaStream on a <video> (the camera preview, or the anchor's camera at a viewer). */
export default function LiveVideo({ stream, muted, label, testId }: { stream: MediaStream | null; muted?: boolean; label: string; testId?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const v = ref.current;
    if (!v) return;
    v.srcObject = stream;
    if (stream) void v.play().catch(() => undefined);
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted={muted} aria-label={label} data-testid={testId} />;
}
