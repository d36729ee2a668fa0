import { useState } from 'react';
import Button from 'antd-mobile/es/components/button';
import { classStats } from '../../api/classes.ts';
import type { ClassStatsRow } from '../../api/contract/classes.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES } from '../../api/contract/roles.ts';
import PageState, { loadState } from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { useLoad } from '../../ui/useLoad.ts';
import { Figures, useRole } from './classParts.tsx';
import RefreshButton from '../../ui/RefreshButton.tsx';

/**
 * /manage/classListNum: classes and learners per region and class type (drafts left out), from the
 * caller's own region down: a province's cities, a city's counties, a county's institutions. A row
 * with regions below it drills down; 返回上级 goes back up, never above the caller's jurisdiction.
 */
export default function ClassListNumPage() {
  const role = useRole();
  const [regionId, setRegionId] = useState<number | null>(null);
  const stats = useLoad(() => (role ? classStats(role, regionId) : Promise.reject(new Error('未登录'))), [role, regionId]);
  const s = stats.data;
  // the regions below the one shown, read with it; a drill-down keeps them, dimmed, until the next come
  const regions = useHeldList(s?.rows, { rowKey: (r) => `${r.regionId}-${r.regionName}`, source: { loading: stats.loading } });
  const columns: Column<ClassStatsRow>[] = [
    {
      key: 'regionName',
      title: s?.region.level === 3 ? '培训机构' : '地区',
      width: 160,
      render: (r) =>
        r.hasChildren && r.regionId ? (
          <button type="button" className="cl-link" onClick={() => setRegionId(r.regionId)} aria-label={`查看${r.regionName}下级`}>
            {r.regionName} ›
          </button>
        ) : (
          r.regionName
        ),
    },
    ...CLASS_TYPES.map<Column<ClassStatsRow>>((t) => ({
      key: t,
      title: CLASS_TYPE_NAMES[t],
      align: 'right',
      width: 130,
      render: (r) => `${r.byType[t].classes} 班 / ${r.byType[t].learners} 人`,
    })),
    { key: 'classes', title: '班级合计', align: 'right', width: 90 },
    { key: 'learners', title: '学员合计', align: 'right', width: 90 },
  ];
  return (
    <section className="cl-page" aria-labelledby="cn-title">
      <header className="cl-head">
        <h1 id="cn-title">班级人数统计{s?.region.name ? ` · ${s.region.name}` : ''}</h1>
        <div className="cl-head-tools">
          <RefreshButton />
          {s?.region.canGoUp && (
            <Button size="small" onClick={() => setRegionId(s.region.parentId)}>
              返回上级
            </Button>
          )}
        </div>
      </header>
      <PageState {...loadState(stats)}>
        {s && (
          <>
            <Figures
              items={[
                ['班级总数', s.total.classes],
                ['学员总数', s.total.learners],
                ['平均每班人数', s.total.classes ? Math.round((s.total.learners / s.total.classes) * 10) / 10 : '—'],
              ]}
            />
            <ListView list={regions} columns={columns} emptyText="该地区暂无班级" titleKey="regionName" stickyFirst onePage />
            <p className="cl-help">统计范围为您管辖范围内已提交的班级（不含草稿），学员为班级名单中的学员。</p>
          </>
        )}
      </PageState>
    </section>
  );
}
