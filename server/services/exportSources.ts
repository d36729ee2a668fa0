import type { Caller } from '../caller.ts';
import { notFound } from '../errors.ts';
import { BINDINGS } from '../resources/index.ts';
import { resourceTable } from '../resources/tableFile.ts';
import { filterWhere, scopedWhere } from '../resources/query.ts';
import { STAT_TABLES, type StatKind, type StatQuery } from '../../src/api/contract/reports.ts';
import { statCells, statTable } from './reportStats.ts';
import { scoreSheet } from './classScores.ts';
import { type ExportSource, type ExportSpec, JOB_BATCH } from './exportJobs.ts';

/** The caller a job was asked for, as the services take it (no token: a job acts for nobody but reads). */
const callerOf = (spec: ExportSpec): Caller => ({ ...spec.caller, tokenHash: '' });

/** Rows as one batch, for a table already computed in full (a few hundred rows at most). */
async function* once(rows: string[][]) {
  yield rows;
}

/** A class's score table as the score page shows it. */
export async function scoreTable(db: Parameters<ExportSource>[0], caller: Caller, classId: number) {
  const sheet = await scoreSheet(db, caller, classId, 1, 100000);
  const n = (v: number | null) => (v === null ? '' : String(v));
  const rows = sheet.list.map((s) => [
    s.realName,
    s.phone ?? '',
    n(s.theory),
    n(s.practice),
    s.practiceNote,
    n(s.total),
    s.passed === null ? '未完成' : s.passed ? '合格' : '不合格',
  ]);
  return {
    title: `成绩表-${sheet.className}`,
    total: rows.length,
    header: ['姓名', '手机号码', '理论成绩', '实践成绩', '实践说明', '总成绩', '结果'],
    rows: once(rows),
  };
}

/** A statistics table of the caller's jurisdiction. */
export async function statFile(db: Parameters<ExportSource>[0], caller: Caller, kind: StatKind, query: StatQuery) {
  const table = await statTable(db, caller, kind, query);
  const { header, rows } = statCells(table);
  return { title: `${STAT_TABLES[kind].title}-${table.region.name}`, total: rows.length, header, rows: once(rows) };
}

const registry = new Map(BINDINGS.map((b) => [b.resource.key, b]));

/** Every kind of export a job can run (server/services/exportJobs.ts). */
export const EXPORT_SOURCES: Record<string, ExportSource> = {
  resource: async (db, spec) => {
    const binding = registry.get(String(spec.params.key));
    if (!binding) throw notFound('导出内容不存在');
    const where = filterWhere(binding, spec.params.filters as Record<string, string>, scopedWhere(binding, callerOf(spec)));
    return resourceTable(db, binding, where, JOB_BATCH);
  },
  stats: (db, spec) => statFile(db, callerOf(spec), spec.params.stat as StatKind, spec.params.query as StatQuery),
  scores: (db, spec) => scoreTable(db, callerOf(spec), Number(spec.params.classId)),
};
