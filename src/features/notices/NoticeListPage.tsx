import NoticeList from './NoticeList.tsx';
import './notices.css';

/** /supplymarket/notice (title 通知公告); the same list serves the back-office bell. */
export default function NoticeListPage() {
  return (
    <section className="notice-page">
      <h1 className="notice-page-title">通知公告</h1>
      <NoticeList />
    </section>
  );
}
