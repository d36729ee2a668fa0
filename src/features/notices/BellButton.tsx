import Badge from 'antd-mobile/es/components/badge';
import './bell.css';

/** The bell of the top bars: its label and badge say how many notices are unread. */
export function BellButton({ unread, onClick }: { unread: number; onClick: () => void }) {
  const label = unread > 0 ? `通知公告，${unread}条未读` : '通知公告';
  return (
    <button type="button" className="notice-bell" aria-label={label} title="通知公告" onClick={onClick}>
      <Badge content={unread > 0 ? (unread > 99 ? '99+' : unread) : null}>
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
      </Badge>
    </button>
  );
}
