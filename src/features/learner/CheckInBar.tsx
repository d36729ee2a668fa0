import { useState } from 'react';
import { checkIn, openSessions } from '../../api/attendance.ts';
import { fmtClock } from '../../api/contract/chinaTime.ts';
import type { OpenSession } from '../../api/contract/attendance.ts';
import { uploadFile } from '../../api/upload.ts';
import { act } from '../../ui/act.tsx';
import { useLoad } from './common.tsx';
import './checkin.css';

/**
 * The check-in of /cultivate/learningtasks: shown only while a session of the learner's class is open
 * (docs/back-office.md "Attendance and quality"). The phone's camera takes the photo (capture="user":
 * the front camera; a computer offers a file), which is uploaded and sent with the check-in.
 */
function SessionCard({ s, onDone }: { s: OpenSession; onDone: (s: OpenSession) => void }) {
  const [busy, setBusy] = useState(false);
  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    const result = await act(async () => (await checkIn({ sessionId: s.id, photoUrl: (await uploadFile(file)).url })).data, {
      key: `checkin-${s.id}`,
      success: '签到成功',
    });
    setBusy(false);
    if (result.ok) onDone(result.value);
  };
  const done = s.status === 'present' || s.status === 'late';
  return (
    <div className="ln-checkin">
      <div className="ln-checkin-body">
        <div className="ln-task-title">{s.title}</div>
        <div className="ln-task-desc">
          {fmtClock(s.startsAt)}–{fmtClock(s.endsAt)} · {s.place}
        </div>
      </div>
      {done ? (
        <span className={`ln-tag ${s.status === 'late' ? 'warn' : 'ok'}`}>
          {s.status === 'late' ? '迟到' : '已签到'} {fmtClock(s.checkedAt, '')}
        </span>
      ) : s.method === 'rollcall' ? (
        <span className="ln-tag gray">老师点名</span>
      ) : (
        <label className={`ln-btn solid ln-checkin-btn${busy ? ' busy' : ''}`}>
          {busy ? '签到中…' : '拍照签到'}
          <input type="file" accept="image/*" capture="user" disabled={busy} onChange={(e) => void send(e.target.files?.[0])} />
        </label>
      )}
    </div>
  );
}

export default function CheckInBar() {
  const list = useLoad(openSessions, []);
  if (!list.data?.length) return null;
  const replace = (s: OpenSession) => list.setData(list.data?.map((o) => (o.id === s.id ? s : o)) ?? null);
  return (
    <section className="ln-checkins" aria-label="课堂签到">
      {list.data.map((s) => (
        <SessionCard key={s.id} s={s} onDone={replace} />
      ))}
    </section>
  );
}
