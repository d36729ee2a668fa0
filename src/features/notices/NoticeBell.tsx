/** Unread-notice bell for the top bar (filled in by the notices feature). */
export default function NoticeBell() {
  return null;
}
