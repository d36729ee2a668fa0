import { get, getBlob, NO_STALE_MARK, post, postForm } from './http.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import type { Page } from './contract/paging.ts';
import {
  INVIGILATION_SEGMENT,
  SUPERVISION_SEGMENT,
  type ClassSupervisionRow,
  type InvigilationState,
  type InvigilationTile,
  type LiveTile,
  type WallPage,
} from './contract/supervision.ts';

const data = async <T>(p: Promise<{ data: T }>) => (await p).data;

/** The back-office's supervision calls (docs/back-office.md "Supervision"), under the caller's role prefix. */
export function supervisionCalls(role: Role) {
  const S = `${rolePrefix(role)}${SUPERVISION_SEGMENT}`;
  return {
    wall: (pageNum: number, pageSize: number) => data(get<WallPage>(`${S}wall`, { pageNum, pageSize })),
    lives: (pageNum = 1, pageSize = 50) => data(get<Page<LiveTile>>(`${S}lives`, { pageNum, pageSize })),
    classes: (query: { pageNum: number; pageSize: number; name?: string; classType?: string }) => data(get<Page<ClassSupervisionRow>>(`${S}classes`, query)),
    invigilation: (query: { state: 'running' | 'ended'; pageNum: number; pageSize: number; flagged?: boolean }) =>
      data(get<Page<InvigilationTile>>(`${S}invigilation`, query)),
    snapshots: (attemptId: number) => data(get<{ id: number; takenAt: string }[]>(`${S}invigilation/${attemptId}/snapshots`)),
    snapshot: (id: number) => getBlob(`${S}snapshot/${id}`),
    flag: (attemptId: number, reason: string) => post<null>(`${S}invigilation/${attemptId}/flag`, { reason }),
    unflag: (attemptId: number) => post<null>(`${S}invigilation/${attemptId}/unflag`),
  };
}

/** The learner's side of remote invigilation. */
export const invigilationState = (attemptId: number) => data(get<InvigilationState>(`${PREFIX.student}${INVIGILATION_SEGMENT}${attemptId}`));
export const sendSnapshot = (attemptId: number, image: Blob) =>
  data(postForm<{ id: number; taken: number }>(`${PREFIX.student}${INVIGILATION_SEGMENT}${attemptId}/snapshot`, { image }, NO_STALE_MARK));
