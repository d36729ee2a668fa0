import type { ClassBreaches } from './exams.ts';
import type { Page } from './paging.ts';
import { endpoint } from './endpoint.ts';

/** Back-office supervision calls: /v1/wangchuang/{role prefix}supervision/… (docs/back-office.md "Supervision"). */
export const SUPERVISION_SEGMENT = 'supervision/';
/** The learner's invigilation calls: /v1/wangchuang/student/invigilation/… */
export const INVIGILATION_SEGMENT = 'invigilation/';

/** How many snapshots a learner's camera takes during an invigilated attempt (at random moments). */
export const SNAPSHOTS_PER_ATTEMPT = { min: 3, max: 5 } as const;
export const SNAPSHOT_MAX_BYTES = 512 * 1024;

/** A classroom camera of a class in scope (class_cameras, /manage/cameraManagement). */
export interface CameraTile {
  kind: 'camera';
  id: number;
  name: string;
  className: string;
  classId: number;
  streamUrl: string;
  /** what a browser can show of the address: a video (HLS/MP4/WebM), an image snapshot, or nothing */
  play: 'video' | 'hls' | 'image' | 'none';
  enabled: boolean;
}

/** A live session running now, in scope. */
export interface LiveTile {
  kind: 'live';
  id: number;
  title: string;
  hostName: string;
  className: string | null;
  startsAt: string;
  endsAt: string;
  viewers: number;
  /** the session's own video address (a recording or a pull stream), played while the camera is off air */
  streamUrl: string;
}

export interface WallPage {
  cameras: CameraTile[];
  camerasTotal: number;
  lives: LiveTile[];
  livesTotal: number;
  pageNum: number;
  pageSize: number;
}

/** One row of /manage/classSupervision: a class in scope and its breaches of the supervision rule. */
export type ClassSupervisionRow = ClassBreaches & { institutionName: string; status: string };

/** A running (or recent) attempt as the invigilators' grid shows it. */
export interface InvigilationTile {
  attemptId: number;
  learnerName: string;
  className: string;
  paperTitle: string;
  status: 'in_progress' | 'submitted' | 'expired';
  startedAt: string;
  deadlineAt: string;
  snapshots: number;
  latestSnapshotId: number | null;
  latestAt: string | null;
  flag: { reason: string; by: string; at: string } | null;
}

/** What the learner's exam page asks before it opens the camera. */
export interface InvigilationState {
  invigilated: boolean;
  /** the attempt is open (in progress, before its deadline) */
  open: boolean;
  taken: number;
  planned: number;
  deadlineAt: string;
}

/** The paging of a supervision list. */
export interface SupervisionPaging {
  pageNum: number;
  pageSize: number;
}

/** A snapshot of an attempt, as the invigilators' strip lists it (its image: GET {role}/supervision/snapshot/{id}). */
export interface SnapshotEntry {
  id: number;
  takenAt: string;
}

/**
 * The back-office's supervision calls under every back-office role prefix (server/routes/supervision.ts
 * supervisionApi), each limited to the caller's scope. A snapshot's image is a JPEG answer, not an endpoint.
 */
export const SUPERVISION = {
  wall: endpoint<SupervisionPaging, WallPage>()('GET', '/supervision/wall'),
  lives: endpoint<SupervisionPaging, Page<LiveTile>>()('GET', '/supervision/lives'),
  classes: endpoint<SupervisionPaging & { name?: string /** a CLASS_TYPES value, or none */; classType?: string }, Page<ClassSupervisionRow>>()(
    'GET',
    '/supervision/classes',
  ),
  invigilation: endpoint<SupervisionPaging & { state: 'running' | 'ended'; flagged?: boolean; classId?: number }, Page<InvigilationTile>>()(
    'GET',
    '/supervision/invigilation',
  ),
  snapshots: endpoint<void, SnapshotEntry[]>()('GET', '/supervision/invigilation/:attemptId/snapshots'),
  flag: endpoint<{ reason: string }, null>()('POST', '/supervision/invigilation/:attemptId/flag'),
  unflag: endpoint<void, null>()('POST', '/supervision/invigilation/:attemptId/unflag'),
};

/** The learner's side under /v1/wangchuang/student/ (server/routes/supervision.ts invigilationApi); the snapshot itself is a multipart upload. */
export const INVIGILATION = {
  state: endpoint<void, InvigilationState>()('GET', '/invigilation/:attemptId'),
};
