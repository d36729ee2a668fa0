import { useEffect, useState } from 'react';
import CenterPopup from '../../ui/overlay/CenterPopup.tsx';
import Popup from '../../ui/overlay/Popup.tsx';
import NavBar from 'antd-mobile/es/components/nav-bar';
import SpinLoading from 'antd-mobile/es/components/spin-loading';
import type { NoticeDetail as Detail } from '../../api/contract/notices.ts';
import { parseAnnexs } from '../../api/contract/notices.ts';
import { openNotice } from '../../state/notices.ts';
import { loadFailureText } from '../../api/failure.ts';
import { sanitizeHtml } from '../../lib/sanitize.ts';
import { useBreakpoint } from '../../ui/useBreakpoint.ts';
import './notices.css';

/** Spec §9: notice dialog width 920 px. */
export const NOTICE_DIALOG_WIDTH = 920;

/** Title, time, sanitised HTML content and attachments (annexs); malformed annexs → none. */
export function NoticeBody({ detail }: { detail: Detail }) {
  const annexs = parseAnnexs(detail.annexs);
  return (
    <article className="notice-detail">
      <h2 className="notice-detail-title">{detail.title}</h2>
      <div className="notice-detail-time">{detail.pushTimeStr}</div>
      <div className="notice-detail-content" dangerouslySetInnerHTML={{ __html: sanitizeHtml(detail.content) }} />
      {annexs.length > 0 && (
        <section className="notice-annexs" aria-label="附件">
          <h3>附件</h3>
          <ul>
            {annexs.map((a, i) => (
              <li key={`${a.url}-${i}`}>
                <a href={a.url} download={a.fileName} target="_blank" rel="noopener noreferrer">
                  {a.fileName}
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  );
}

/**
 * Opens a notice: a 920 px dialog on desktop and tablet, a full-screen popup on phones.
 * Opening marks it read and refreshes the unread count (offline: cached copy, read mark queued).
 */
export default function NoticeDetail({ msgId, onClose }: { msgId: number | null; onClose: () => void }) {
  const bp = useBreakpoint();
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState('');

  useEffect(() => {
    if (msgId === null) return;
    let alive = true;
    setDetail(null);
    setError('');
    openNotice(msgId)
      .then((d) => alive && setDetail(d))
      .catch((e: unknown) => alive && setError(loadFailureText(e)));
    return () => {
      alive = false;
    };
  }, [msgId]);

  const visible = msgId !== null;
  const body = error ? (
    <div className="notice-detail-state" role="alert">
      {error}
    </div>
  ) : detail ? (
    <NoticeBody detail={detail} />
  ) : (
    <div className="notice-detail-state" role="status">
      <SpinLoading color="primary" />
      <span>加载中…</span>
    </div>
  );

  if (bp === 'phone') {
    return (
      <Popup visible={visible} onClose={onClose} position="right" bodyClassName="notice-popup-phone" destroyOnClose>
        <div role="dialog" aria-modal="true" aria-label={detail?.title ?? '通知详情'} className="notice-popup-inner">
          <NavBar onBack={onClose} backIcon backArrow>
            通知详情
          </NavBar>
          <div className="notice-popup-scroll">{body}</div>
        </div>
      </Popup>
    );
  }
  return (
    <CenterPopup
      visible={visible}
      onMaskClick={onClose}
      onClose={onClose}
      showCloseButton
      destroyOnClose
      style={{ '--max-width': '96vw', '--min-width': `min(${NOTICE_DIALOG_WIDTH}px, 96vw)` } as React.CSSProperties}
      bodyStyle={{ width: NOTICE_DIALOG_WIDTH, maxWidth: '96vw' }}
    >
      <div role="dialog" aria-modal="true" aria-label={detail?.title ?? '通知详情'} className="notice-dialog-inner">
        {body}
      </div>
    </CenterPopup>
  );
}
