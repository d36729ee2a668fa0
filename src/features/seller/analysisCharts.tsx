import type { DataAnalysis } from '../../api/contract/seller.ts';
import { money } from '../../api/contract/money.ts';
import { BarChart, LineChart, RankChart } from './charts.tsx';
import { Panel } from './common.tsx';

const yuan = (fen: number) => (fen >= 100_000 ? `${(fen / 1_000_000).toFixed(1)}万` : `${Math.round(fen / 100)}`);

/** The charts of /seller/dataAnalysis (its own chunk). */
export default function AnalysisCharts({ data }: { data: DataAnalysis }) {
  const labels = data.seasons.map((s) => `第${s.season}季`);
  const top = [...data.products]
    .filter((p) => p.salesFen > 0)
    .sort((a, b) => b.salesFen - a.salesFen)
    .slice(0, 8);
  return (
    <div className="sc-charts">
      <Panel title="各赛季销售额（元）">
        <BarChart
          title="各赛季销售额"
          labels={labels}
          series={[{ name: '销售额', color: '#ff5000', values: data.seasons.map((s) => s.salesFen), format: yuan }]}
        />
      </Panel>
      <Panel title="各赛季订单与访客">
        <LineChart
          title="各赛季订单与访客"
          labels={labels}
          series={[
            { name: '访客数', color: '#1677ff', values: data.seasons.map((s) => s.visitors) },
            { name: '支付买家', color: '#00a870', values: data.seasons.map((s) => s.buyers) },
            { name: '支付订单', color: '#ff5000', values: data.seasons.map((s) => s.orders) },
          ]}
        />
      </Panel>
      <Panel title="各赛季转化率与客单价">
        <BarChart
          title="各赛季转化率"
          labels={labels}
          series={[{ name: '转化率', color: '#7b4bd6', values: data.seasons.map((s) => s.conversion), format: (v) => `${Math.round(v * 10) / 10}%` }]}
        />
        <p className="sc-help">客单价：{data.seasons.map((s) => `第${s.season}季 ${money(s.avgOrderFen)}`).join('，')}</p>
      </Panel>
      <Panel title={`第 ${data.season} 赛季商品销售额排行`}>
        {top.length ? (
          <RankChart title="商品销售额排行" rows={top.map((p) => ({ label: p.title, value: p.salesFen }))} color="#ff7a45" format={money} />
        ) : (
          <p className="sc-muted">本赛季还没有成交</p>
        )}
      </Panel>
    </div>
  );
}
