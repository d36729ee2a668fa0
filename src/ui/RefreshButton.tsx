import { useEffect, useRef, useState } from 'react';
import { refreshVisible } from '../api/freshness.ts';
import './ui.css';

/**
 * The visible 刷新 of a list or page: every loader of the view on screen asks again (quietly: the
 * rows stay until the answer replaces them); the arrow turns until the answers are in.
 */
export default function RefreshButton({ className = '' }: { className?: string }) {
  const [busy, setBusy] = useState(false);
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );
  const run = async () => {
    setBusy(true);
    try {
      await refreshVisible();
    } finally {
      if (live.current) setBusy(false);
    }
  };
  return (
    <button type="button" className={`ui-refresh ${className}`} onClick={() => void run()} disabled={busy} aria-busy={busy}>
      <span className={`ui-refresh-icon${busy ? ' is-busy' : ''}`} aria-hidden="true">
        ↻
      </span>
      刷新
    </button>
  );
}
