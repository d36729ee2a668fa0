import { ALL_ROLES } from '../roles.ts';
import { defineResource } from '../resource/types.ts';
import { EXPORT_STATUS_LABELS, EXPORT_STATUSES } from '../exports.ts';
import { choices } from '../options.ts';
import { READ_ONLY } from './fields.ts';

const TONES = { queued: 'default', running: 'primary', done: 'success', failed: 'danger', expired: 'default' } as const;

/**
 * 导出记录 (/manage/exportRecords, /seller/exportRecords): the caller's own export jobs, newest
 * first, with their progress and a download while the file is kept. Read-only: jobs are made by the
 * export buttons (docs/security-and-operations.md "Exports").
 */
export const exportJobResource = defineResource({
  key: 'exportJob',
  title: '导出记录',
  roles: ALL_ROLES,
  scope: 'self',
  mount: 'common',
  labelField: 'name',
  fields: {
    name: { type: 'text', label: '文件名', list: true, title: true, filter: 'like', width: 240 },
    status: {
      type: 'enum',
      label: '状态',
      options: EXPORT_STATUSES.map((s) => ({ value: s, label: EXPORT_STATUS_LABELS[s], tone: TONES[s] })),
      list: true,
      card: true,
      filter: 'eq',
      width: 90,
    },
    rowsDone: { type: 'int', label: '进度', list: true, card: true, width: 240 },
    rowsTotal: { type: 'int', label: '总行数', noExport: true },
    downloadable: { type: 'bool', label: '文件', options: choices([true, '可下载', 'success'], [false, '—']), list: true, card: true, width: 80 },
    createdAt: { type: 'datetime', label: '创建时间', list: true, card: true, sort: true, width: 150 },
    expiresAt: { type: 'datetime', label: '过期时间', list: true, card: true, sort: true, width: 150 },
  },
  ops: {
    list: { defaultSort: { field: 'createdAt', order: 'desc' }, emptyText: '还没有导出记录：在列表页点“导出”即可生成文件' },
    ...READ_ONLY,
    export: false,
  },
});
