import { exportJobResource } from '../../src/api/contract/resources/exports.ts';
import { onTable, type Binding } from './binding.ts';

/** 导出记录: the caller's own export jobs (server/services/exportJobs.ts makes and runs them). */
export const exportJobBinding: Binding = {
  resource: exportJobResource,
  ...onTable('export_jobs', 'ej'),
  columns: { downloadable: "(ej.status = 'done' and ej.expires_at > now())" },
  scope: { owner: 'ej.user_id' },
};
