import { getBlob, NO_STALE_MARK, postForm } from './http.ts';
import { call, data } from './call.ts';
import { PREFIX, rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { INVIGILATION, INVIGILATION_SEGMENT, SUPERVISION, SUPERVISION_SEGMENT } from './contract/supervision.ts';

/** The back-office's supervision calls (docs/back-office.md "Supervision"), under the caller's role prefix. */
export function supervisionCalls(role: Role) {
  const R = rolePrefix(role);
  return {
    wall: (pageNum: number, pageSize: number) => data(call(R, SUPERVISION.wall, { input: { pageNum, pageSize } })),
    lives: (pageNum = 1, pageSize = 50) => data(call(R, SUPERVISION.lives, { input: { pageNum, pageSize } })),
    classes: (query: { pageNum: number; pageSize: number; name?: string; classType?: string }) => data(call(R, SUPERVISION.classes, { input: query })),
    invigilation: (query: { state: 'running' | 'ended'; pageNum: number; pageSize: number; flagged?: boolean }) =>
      data(call(R, SUPERVISION.invigilation, { input: query })),
    snapshots: (attemptId: number) => data(call(R, SUPERVISION.snapshots, { params: { attemptId } })),
    /** the JPEG itself: not an endpoint (its answer is the image, not the envelope) */
    snapshot: (id: number) => getBlob(`${R}${SUPERVISION_SEGMENT}snapshot/${id}`),
    flag: (attemptId: number, reason: string) => call(R, SUPERVISION.flag, { params: { attemptId }, input: { reason } }),
    unflag: (attemptId: number) => call(R, SUPERVISION.unflag, { params: { attemptId } }),
  };
}

/** The learner's side of remote invigilation. */
export const invigilationState = (attemptId: number) => data(call(PREFIX.student, INVIGILATION.state, { params: { attemptId } }));
/** A multipart upload of the camera's frame: not an endpoint of contract/endpoint.ts. */
export const sendSnapshot = (attemptId: number, image: Blob) =>
  data(postForm<{ id: number; taken: number }>(`${PREFIX.student}${INVIGILATION_SEGMENT}${attemptId}/snapshot`, { image }, NO_STALE_MARK));
