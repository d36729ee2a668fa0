import { postQuery } from './http.ts';
import { call, data } from './call.ts';
import type { ExportJob } from './contract/exports.ts';
import { rolePrefix } from './contract/prefixes.ts';
import type { Role } from './contract/roles.ts';
import { PRINT_DATA, type PrintKind, STAT_TABLE, type StatKind, type StatQuery } from './contract/reports.ts';

/**
 * The report pages' own calls (server/routes/reports.ts): statistics tables and their exports, a
 * class's score table export and the print pages' data, under the caller's role prefix and scope.
 */
const clean = (q: StatQuery) => Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined && v !== '')) as StatQuery;

export const statTable = (role: Role, kind: StatKind, q: StatQuery) => data(call(rolePrefix(role), STAT_TABLE, { params: { kind }, input: clean(q) }));
export const exportStatTable = (role: Role, kind: StatKind, q: StatQuery, format: 'csv' | 'xlsx') =>
  data(postQuery<ExportJob>(`${rolePrefix(role)}reports/stats/${kind}/export`, { ...clean(q), format }));
export const exportScores = (role: Role, classId: number, format: 'csv' | 'xlsx') =>
  data(postQuery<ExportJob>(`${rolePrefix(role)}reports/scores/export`, { classId, format }));
export const printData = (role: Role, kind: PrintKind, classId: number) => data(call(rolePrefix(role), PRINT_DATA, { input: { kind, classId } }));
