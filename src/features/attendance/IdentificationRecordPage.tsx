import { useState } from 'react';
import { useSnapshot } from 'valtio';
import Button from 'antd-mobile/es/components/button';
import { saveMatchScore } from '../../api/attendance.ts';
import { FACE_MATCH_THRESHOLD } from '../../api/contract/attendance.ts';
import { attendanceCheckinResource } from '../../api/contract/resources/attendance.ts';
import type { RowOf } from '../../api/contract/resource/types.ts';
import { session } from '../../state/session.ts';
import { act } from '../../ui/act.tsx';
import ResourcePage from '../../ui/resource/ResourcePage.tsx';
import './attendance.css';

type Row = RowOf<typeof attendanceCheckinResource>;

/**
 * The score cell: the saved score; for a face check-in without one, 人脸比对 runs the face library in
 * this browser (loaded on the first click only) and saves what it found. No face in either photo,
 * no enrolment photo or a photo-only session means no score: 确认 stays 待确认 for the teacher.
 */
function MatchCell({ row }: { row: Row }) {
  const role = useSnapshot(session).roles[0];
  const [note, setNote] = useState('');
  if (row.matchScore) return <span>{row.matchScore}</span>;
  if (row.method !== 'face') return <span className="att-muted">拍照签到，不比对</span>;
  if (!row.enrolmentPhoto) return <span className="att-muted">无报名照片，无法比对</span>;
  if (!row.photoUrl || !role) return <span className="att-muted">未比对</span>;
  const run = async () => {
    setNote('比对中…');
    const { compareFaces } = await import('./faceMatch.ts');
    const result = await compareFaces(row.photoUrl as string, row.enrolmentPhoto as string);
    if (result.score === null) {
      setNote(`${result.reason}，请人工确认`);
      return;
    }
    const score = result.score;
    await act(() => saveMatchScore(role, row.id, score), { success: score >= FACE_MATCH_THRESHOLD ? '比对一致' : '比对不一致，请人工确认' });
    setNote('');
  };
  return note ? (
    <span className="att-muted">{note}</span>
  ) : (
    <Button size="mini" color="primary" fill="outline" onClick={() => void run().catch(() => setNote('比对失败，请人工确认'))}>
      人脸比对
    </Button>
  );
}

/** /manage/identificationRecord: every check-in with the learner's photo, the face-match score or 待确认, and the teacher's confirmation. */
export default function IdentificationRecordPage() {
  return (
    <ResourcePage
      resource={attendanceCheckinResource}
      cells={{ matchScore: (row) => <MatchCell row={row} /> }}
      intro={
        <p className="rs-intro">
          学员签到时拍摄的照片。人脸比对方式的签到可点击“人脸比对”，在本机将签到照片与报名照片比对并保存相似度（{Math.round(FACE_MATCH_THRESHOLD * 100)}
          %及以上为一致）；没有比对结果的照片须由教师确认本人，非本人可更正为缺勤。
        </p>
      }
    />
  );
}
