export default function NoticeListPage() {
  return null;
}
