import { useSnapshot } from 'valtio';
import { TARGETABLE_ROLES } from '../../api/contract/notices.ts';
import { announcementResource } from '../../api/contract/resources/announcements.ts';
import { fmtDateTime } from '../../api/contract/chinaTime.ts';
import { ROLE_NAMES, type Role } from '../../api/contract/roles.ts';
import { session } from '../../state/session.ts';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import { NoticeBody } from './NoticeDetail.tsx';
import NoticeReadList from './NoticeReadList.tsx';
import './notices.css';

/** The roles this writer may address (the declaration lists every role; the server refuses the others). */
function TargetRoles({ role, value, onChange }: { role: Role; value: unknown; onChange: (v: unknown) => void }) {
  const picked = new Set((value as Role[] | null) ?? []);
  return (
    <div className="rs-checks" role="group" aria-label="接收角色">
      {TARGETABLE_ROLES[role].map((r) => (
        <label key={r} className={`rs-chip${picked.has(r) ? ' is-on' : ''}`}>
          <input
            type="checkbox"
            checked={picked.has(r)}
            onChange={(e) => onChange(TARGETABLE_ROLES[role].filter((x) => (x === r ? e.target.checked : picked.has(x))))}
          />
          {ROLE_NAMES[r]}
        </label>
      ))}
    </div>
  );
}

/**
 * /manage/announcement (roles 1-5 and 20): write, attach, target (roles in a region, or classes),
 * pin, publish, withdraw, delete; previewed as readers see it, with who has read it.
 */
export default function AnnouncementPage() {
  const role = useSnapshot(session).roles[0] as Role | undefined;
  if (!role) return null;
  return (
    <ResourcePage
      resource={announcementResource}
      formFields={{ targetRoles: (p) => <TargetRoles role={role} {...p} /> }}
      detail={(row) => (
        <>
          <NoticeBody
            detail={{
              msgId: row.id,
              title: row.title ?? '',
              content: row.content ?? '',
              pushTimeStr: fmtDateTime(row.pushTime, ''),
              annexs: JSON.stringify(row.annexs ?? []),
            }}
          />
          {row.status !== 'draft' && <NoticeReadList writerRole={role} msgId={row.id} />}
        </>
      )}
    />
  );
}
