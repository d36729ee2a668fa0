export default function AnnouncementPage() {
  return null;
}
