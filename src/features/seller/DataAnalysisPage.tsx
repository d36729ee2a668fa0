import { lazy, Suspense, useState } from 'react';
import type { ProductFigures } from '../../api/contract/seller.ts';
import { dataAnalysis } from '../../api/seller.ts';
import PageState from '../../ui/PageState.tsx';
import ListView, { type Column } from '../../ui/resource/ListView.tsx';
import { useHeldList } from '../../ui/resource/useListController.ts';
import { money, Panel, Stat, useLoad } from './common.tsx';

// the charts come after the figures: their code is its own small chunk
const Charts = lazy(() => import('./analysisCharts.tsx'));

type SortKey = 'salesFen' | 'orders' | 'units' | 'visitors' | 'conversion';

/**
 * /seller/dataAnalysis: sales, orders, visitors, conversion and average order value for every season
 * (charts) and per product in the chosen season. Orders count once paid and belong to the season they
 * were placed in; visitors are the distinct viewers of the shop's pages.
 */
export default function DataAnalysisPage() {
  const [season, setSeason] = useState<number | undefined>(undefined);
  const { data, loading, error, reload } = useLoad(() => dataAnalysis(season), [season]);
  const current = data?.seasons.find((s) => s.season === data.season);
  // the season's products, most first by the column picked (sales to begin with)
  const products = useHeldList(data?.products, {
    rowKey: (p) => p.productId,
    sort: {
      initial: { field: 'salesFen', order: 'desc' },
      compare: (a, b, s) => b[s.field as SortKey] - a[s.field as SortKey] || a.productId - b.productId,
    },
  });
  const columns: Column<ProductFigures>[] = [
    {
      key: 'title',
      title: '商品',
      width: 240,
      render: (p) => (
        <span className="sc-row" style={{ flexWrap: 'nowrap' }}>
          <img src={p.image} alt="" width={36} height={36} style={{ borderRadius: 4, objectFit: 'cover' }} />
          <span>{p.title}</span>
        </span>
      ),
    },
    { key: 'visitors', title: '访客', align: 'right', sortable: true },
    { key: 'views', title: '浏览', align: 'right' },
    { key: 'orders', title: '订单', align: 'right', sortable: true },
    { key: 'units', title: '件数', align: 'right', sortable: true },
    { key: 'salesFen', title: '销售额', align: 'right', sortable: true, render: (p) => money(p.salesFen) },
    { key: 'conversion', title: '转化率', align: 'right', sortable: true, render: (p) => `${p.conversion}%` },
  ];
  return (
    <PageState loading={loading && !data} error={!data && error} onRetry={reload}>
      {data && current && (
        <div className="sc-page">
          <Panel
            title={`第 ${data.season} 赛季${data.season === data.currentSeason ? '（进行中）' : ''}`}
            extra={
              <select
                className="sc-input"
                style={{ width: 'auto' }}
                value={data.season}
                onChange={(e) => setSeason(Number(e.target.value))}
                aria-label="选择赛季"
              >
                {data.seasons.map((s) => (
                  <option key={s.season} value={s.season}>
                    第 {s.season} 赛季
                  </option>
                ))}
              </select>
            }
          >
            <div className="sc-stats sc-stats-6">
              <Stat label="销售额" value={money(current.salesFen)} />
              <Stat label="支付订单" value={current.orders} />
              <Stat label="访客数" value={current.visitors} />
              <Stat label="转化率" value={`${current.conversion}%`} />
              <Stat label="客单价" value={money(current.avgOrderFen)} />
              <Stat label="售出件数" value={current.units} />
            </div>
            <p className="sc-help">转化率 = 支付买家数 ÷ 访客数；客单价 = 销售额 ÷ 支付订单数。订单计入下单时的赛季。</p>
          </Panel>
          <Suspense fallback={<Panel title="趋势">图表加载中…</Panel>}>
            <Charts data={data} />
          </Suspense>
          <Panel title="商品分析" extra={<small>第 {data.season} 赛季，点击表头排序</small>}>
            <ListView list={products} columns={columns} emptyText="本赛季暂无商品数据" sortOrder="desc" titleKey="title" onePage />
          </Panel>
        </div>
      )}
    </PageState>
  );
}
