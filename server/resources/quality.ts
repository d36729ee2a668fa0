import { CLASS_SCOPE } from '../services/classes.ts';
import { classCameraResource, classFileResource, qualityInspectionResource } from '../../src/api/contract/resources/quality.ts';
import type { FileRef } from '../../src/api/contract/resource/types.ts';
import { onTable, reviewActions, type Binding } from './binding.ts';

/** The bindings of a class's cameras, files and quality inspections (src/api/contract/resources/quality.ts). */

export const classCameraBinding: Binding = {
  resource: classCameraResource,
  ...onTable('class_cameras', 'k', 'join classes c on c.id = k.class_id'),
  labels: { classId: 'c.name' },
  scope: CLASS_SCOPE,
};

export const classFileBinding: Binding = {
  resource: classFileResource,
  ...onTable('class_files', 'f', 'join classes c on c.id = f.class_id left join users up on up.id = f.uploaded_by'),
  columns: {
    file: `json_build_array(json_build_object('fileName', coalesce(nullif(f.file_name, ''), f.title), 'url', f.file_url))`,
    uploaderName: `coalesce(nullif(up.real_name, ''), up.username)`,
  },
  labels: { classId: 'c.name' },
  writes: { file: 'file_url' },
  encode: { file: (v) => (v as FileRef[])[0]?.url ?? '' },
  scope: CLASS_SCOPE,
  owned: ({ caller }) => ({ uploaded_by: caller.id }),
  // a new or replaced file waits for a review again
  afterWrite: async ({ q, op, id, input, caller }) => {
    if (op !== 'create' && op !== 'update') return;
    const name = (input.file as FileRef[] | undefined)?.[0]?.fileName ?? '';
    await q.query(
      `update class_files set file_name = $2, status = 'pending', review_reason = '', reviewed_by = null, reviewed_at = null, uploaded_by = $3 where id = $1`,
      [id, name, caller.id],
    );
  },
  actions: reviewActions('class_files', { note: 'review_reason', clearNote: true }),
};

export const qualityInspectionBinding: Binding = {
  resource: qualityInspectionResource,
  ...onTable('quality_inspections', 'qi', 'join classes c on c.id = qi.class_id'),
  columns: {
    className: 'c.name',
    // the inspector's reason for sending it back is shown with the rectification it refused
    rectification: `case when qi.status = 'open' and qi.reopen_reason <> '' then '【已退回：' || qi.reopen_reason || '】' || qi.rectification else qi.rectification end`,
  },
  labels: { classId: 'c.name' },
  scope: CLASS_SCOPE,
  owned: ({ caller }) => ({ created_by: caller.id }),
  actions: {
    rectify: async ({ q, row, input }) => {
      await q.query(`update quality_inspections set status = 'rectifying', rectification = $2 where id = $1`, [row.id, String(input.rectification)]);
    },
    reopen: async ({ q, row, reason }) => {
      await q.query(`update quality_inspections set status = 'open', reopen_reason = $2 where id = $1`, [row.id, reason]);
    },
    close: async ({ q, row }) => {
      await q.query(`update quality_inspections set status = 'closed', closed_at = now() where id = $1`, [row.id]);
    },
  },
};

export const QUALITY_BINDINGS: readonly Binding[] = [classCameraBinding, classFileBinding, qualityInspectionBinding];
