import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { STAT_TABLES, type StatKind, type StatQuery, type StatRow } from '../../api/contract/reports.ts';
import type { ClassType } from '../../api/contract/roles.ts';
import { exportStatTable, statTable } from '../../api/reports.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ExportButton from '../../ui/resource/ExportButton.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Figures, grouped, useRole, yuan } from './parts.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';
import ClassTypeOptions from '../../ui/ClassTypeOptions.tsx';

/**
 * One statistics table (STAT_TABLES): the regions one level below the one shown (a county's
 * institutions or classes), a 合计 row that is their sum, the same per class type, filters by class
 * type and period, drill-down and 返回上级 (never above the caller's jurisdiction), and an export.
 */
export default function StatTableView({ kind }: { kind: StatKind }) {
  const decl = STAT_TABLES[kind];
  const role = useRole();
  const [regionId, setRegionId] = useState<number | undefined>(undefined);
  const [classType, setClassType] = useState<ClassType | ''>('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const query: StatQuery = { regionId, classType: classType || undefined, from: from || undefined, to: to || undefined };
  const table = useLoad(() => (role ? statTable(role, kind, query) : Promise.reject(new Error('未登录'))), [role, kind, regionId, classType, from, to]);
  const t = table.data;
  // the regions below the one shown and their 合计 (none without regions), then the same by class type: read with the table
  const rows = useHeldList(t && (t.rows.length ? [...t.rows, t.total] : []), { rowKey: (r) => r.key, source: { loading: table.loading } });
  const byType = useHeldList(t && [...t.byType, t.total], { rowKey: (r) => r.key });
  const value = (r: StatRow, key: string, fen?: boolean) => (fen ? yuan(r.values[key]) : grouped(r.values[key]));
  const columns: Column<StatRow>[] = [
    {
      key: 'name',
      title: t?.rowLabel ?? '地区',
      width: 180,
      render: (r) =>
        r.key === 'total' ? (
          <span className="rp-total">合计</span>
        ) : r.hasChildren && r.regionId ? (
          <button type="button" className="rp-link" onClick={() => setRegionId(r.regionId!)} aria-label={`查看${r.name}下级`}>
            {r.name} ›
          </button>
        ) : (
          r.name
        ),
    },
    ...decl.metrics.map<Column<StatRow>>((m) => ({
      key: m.key,
      title: m.label,
      align: 'right',
      width: 110,
      render: (r) => (r.key === 'total' ? <span className="rp-total">{value(r, m.key, m.fen)}</span> : value(r, m.key, m.fen)),
    })),
  ];
  const typeColumns: Column<StatRow>[] = [{ key: 'name', title: '班级类型', width: 180 }, ...columns.slice(1)];
  return (
    <section className="rp-page" aria-labelledby="rp-title">
      <header className="rp-head">
        <h1 id="rp-title">
          {decl.title}
          {t?.region.name ? ` · ${t.region.name}` : ''}
        </h1>
        <div className="rp-tools">
          <RefreshButton />
          {t?.region.canGoUp && (
            <Button size="small" onClick={() => setRegionId(t.region.parentId ?? undefined)}>
              返回上级
            </Button>
          )}
          {role && <ExportButton start={(format) => exportStatTable(role, kind, query, format)} />}
        </div>
      </header>
      <div className="rp-filters">
        {decl.byClassType && (
          <label>
            班级类型
            <select value={classType} onChange={(e) => setClassType(e.target.value as ClassType | '')}>
              <ClassTypeOptions none="全部" />
            </select>
          </label>
        )}
        <label>
          {decl.periodOf}从
          <input type="date" value={from} max={to || undefined} onChange={(e) => setFrom(e.target.value)} aria-label={`${decl.periodOf}起`} />
        </label>
        <label>
          至
          <input type="date" value={to} min={from || undefined} onChange={(e) => setTo(e.target.value)} aria-label={`${decl.periodOf}止`} />
        </label>
        {(from || to || classType) && (
          <button type="button" className="rp-link" onClick={() => (setFrom(''), setTo(''), setClassType(''))}>
            重置
          </button>
        )}
      </div>
      <PageState {...loadState(table)}>
        {t && (
          <>
            <Figures items={decl.metrics.slice(0, 4).map((m) => [m.label, value(t.total, m.key, m.fen)])} />
            <ListView list={rows} columns={columns} emptyText="该地区暂无数据" titleKey="name" stickyFirst onePage />
            {t.byType.length > 0 && (
              <>
                <h2 className="rp-sub">按班级类型</h2>
                <ListView list={byType} columns={typeColumns} emptyText="暂无数据" titleKey="name" stickyFirst onePage />
              </>
            )}
            <p className="rp-help">{decl.help}</p>
          </>
        )}
      </PageState>
    </section>
  );
}
