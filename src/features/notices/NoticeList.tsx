import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { ensureNotices, loadMoreNotices, notices, reloadNotices, retryMoreNotices, SCROLL_DISTANCE } from '../../state/notices.ts';
import { whenOpen } from '../../ui/whenOpen.tsx';
import PullToRefresh from '../../ui/PullToRefresh.tsx';
import LoadMore from '../../ui/LoadMore.tsx';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import { useFresh } from '../../state/useFresh.ts';
import './notices.css';

// The dialog, its sanitiser and antd-mobile's popups stay off the first load; precached by the
// service worker, so notices seen before also open offline.
const NoticeDetail = whenOpen(() => import('./NoticeDetail.tsx'));

function plain(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Notices (loadSendSysMsg): page size 5, infinite scroll 20 px / 400 ms until isLastPage, pinned
 * first, unread marked, pull to refresh on phones; a tap opens the detail. A new notice published here
 * or seen on a return to the tab shows (useFresh).
 */
export default function NoticeList() {
  const snap = useSnapshot(notices);
  const [openId, setOpenId] = useState<number | null>(null);
  const phone = useBreakpoint() === 'phone';

  const began = useFresh(reloadNotices);
  useEffect(() => {
    began();
    void ensureNotices();
  }, [began]);

  return (
    <div className="notice-list">
      {snap.fromCache && snap.list.length > 0 && <div className="notice-cache-hint">离线中：显示的是之前加载过的通知，联网后可查看更多。</div>}
      <PullToRefresh enabled={phone} onRefresh={reloadNotices}>
        {snap.list.length === 0 && !snap.loading && snap.isLastPage && !snap.error && <div className="notice-empty">暂无通知</div>}
        {snap.error && (
          <div className="notice-error" role="alert">
            <span>{snap.error}</span>
            <Button size="mini" color="primary" fill="outline" onClick={() => void reloadNotices()}>
              重试
            </Button>
          </div>
        )}
        <ul className="notice-items" aria-label="通知列表">
          {snap.list.map((m) => {
            const unread = m.readStatus !== 1;
            return (
              <li
                key={m.msgId}
                className={`notice-item${unread ? ' is-unread' : ''}`}
                data-testid="notice-item"
                data-unread={unread ? '1' : '0'}
                data-pinned={m.flagTop ? '1' : '0'}
              >
                <button type="button" className="notice-item-btn" onClick={() => setOpenId(m.msgId)}>
                  <span className="notice-item-head">
                    {unread && <span className="notice-dot" aria-hidden="true" />}
                    {m.flagTop ? <span className="notice-tag is-pinned">置顶</span> : null}
                    <span className="notice-item-title">{m.title}</span>
                    {unread && <span className="notice-tag is-unread">未读</span>}
                  </span>
                  <span className="notice-item-summary">{plain(m.content)}</span>
                  <span className="notice-item-time">{m.pushTimeStr}</span>
                </button>
              </li>
            );
          })}
        </ul>
        {snap.list.length === 0 && snap.loading && (
          <div className="notice-empty" role="status">
            加载中…
          </div>
        )}
        {/* mounted once the first page is in, so the footer does not jump down under arriving items */}
        {(snap.list.length > 0 || snap.isLastPage) && (
          <LoadMore loadMore={loadMoreNotices} hasMore={!snap.isLastPage && !snap.moreError} threshold={SCROLL_DISTANCE}>
            {(hasMore) =>
              snap.moreError ? (
                <span className="notice-error" role="alert">
                  <span>{snap.moreError}</span>
                  <Button size="mini" color="primary" fill="outline" onClick={() => void retryMoreNotices()}>
                    重试
                  </Button>
                </span>
              ) : hasMore ? (
                '加载中…'
              ) : snap.list.length > 0 ? (
                '没有更多了'
              ) : null
            }
          </LoadMore>
        )}
      </PullToRefresh>
      <NoticeDetail open={openId !== null} msgId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
