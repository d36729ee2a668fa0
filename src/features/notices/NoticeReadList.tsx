import { useState } from 'react';
import type { NoticeReader, NoticeReadFilter } from '../../api/contract/notices.ts';
import type { Role } from '../../api/contract/roles.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { fetchReadList } from '../../api/notices.ts';
import ListView from '../../ui/resource/ListView.tsx';
import { useListController } from '../../ui/resource/useListController.ts';

const TABS: { key: NoticeReadFilter; label: string }[] = [
  { key: 'all', label: '全部' },
  { key: 'read', label: '已读' },
  { key: 'unread', label: '未读' },
];

/**
 * The writer's read list of one notice: everyone it reaches, who opened it and when (China time), who
 * has not; the counts come with each page from the same rows the list shows.
 */
export default function NoticeReadList({ writerRole, msgId }: { writerRole: Role; msgId: number }) {
  const [filter, setFilter] = useState<NoticeReadFilter>('all');
  const [counts, setCounts] = useState<{ read: number; unread: number } | null>(null);
  const list = useListController<NoticeReader>({
    load: async (q) => {
      const page = await fetchReadList(writerRole, msgId, filter, q.pageNum, q.pageSize);
      setCounts({ read: page.readCount, unread: page.unreadCount });
      return page;
    },
    accumulate: true,
    pageSize: 20,
    fixed: { msgId, filter },
    rowKey: (r) => r.userId,
  });
  const count = (key: NoticeReadFilter) => (!counts ? '' : key === 'read' ? counts.read : key === 'unread' ? counts.unread : counts.read + counts.unread);
  return (
    <section className="nt-reads" aria-label="阅读情况">
      <h3>阅读情况</h3>
      <div className="nt-read-tabs" role="group" aria-label="阅读状态">
        {TABS.map((t) => (
          <button key={t.key} type="button" aria-pressed={filter === t.key} onClick={() => setFilter(t.key)}>
            {t.label} {count(t.key)}
          </button>
        ))}
      </div>
      <ListView list={list} emptyText={filter === 'read' ? '还没有人阅读' : filter === 'unread' ? '全部已读' : '没有接收人'}>
        {(rows) => (
          <ul className="nt-read-list">
            {rows.map((r) => (
              <li key={r.userId}>
                <span className="nt-read-name">{r.name}</span>
                {r.className && <span className="nt-read-class">{r.className}</span>}
                <span className={r.readAt ? 'nt-read-at' : 'nt-read-no'}>{r.readAt ? `${fmtDateTime(r.readAt)} 已读` : '未读'}</span>
              </li>
            ))}
          </ul>
        )}
      </ListView>
    </section>
  );
}
