import { useNavigate } from 'react-router-dom';
import LeftOutline from 'antd-mobile-icons/es/LeftOutline';
import './ui.css';

/** Whether this tab has an earlier page of the app to go back to (react-router keeps its index in history.state). */
function hasAppHistory(): boolean {
  const state = window.history.state as { idx?: number } | null;
  return (state?.idx ?? 0) > 0;
}

/**
 * ‹ back: to the page before in the app, or to `fallback` when the page was opened directly (a shared
 * link, a new tab) and going back would leave the app.
 */
export default function BackButton({ fallback, className = '' }: { fallback: string; className?: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={`ui-back ${className}`} aria-label="返回" onClick={() => (hasAppHistory() ? navigate(-1) : navigate(fallback))}>
      <LeftOutline aria-hidden />
    </button>
  );
}
