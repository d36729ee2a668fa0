import { useEffect, useRef } from 'react';
import { BarChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import { type ComposeOption, init, use } from 'echarts/core';
import type { BarSeriesOption, LineSeriesOption, PieSeriesOption } from 'echarts/charts';
import type { GridComponentOption, LegendComponentOption, TooltipComponentOption } from 'echarts/components';
import { CanvasRenderer } from 'echarts/renderers';

// Only what the dashboards draw: this module is imported by the dashboard pages alone, so ECharts
// lands in their chunk and never in the back-office's first load.
use([BarChart, LineChart, PieChart, GridComponent, LegendComponent, TooltipComponent, CanvasRenderer]);

export type ChartOption = ComposeOption<
  BarSeriesOption | LineSeriesOption | PieSeriesOption | GridComponentOption | LegendComponentOption | TooltipComponentOption
>;

interface ChartProps {
  option: ChartOption;
  /** Accessible name: what the chart shows (the figures themselves are also in the page as text). */
  label: string;
  height?: number | string;
  /** A click on a data item: its series index and data index. */
  onPick?: (seriesIndex: number, dataIndex: number) => void;
}

/** One ECharts chart: sized by its box (resizes with it), disposed on unmount. */
export default function Chart({ option, label, height = 280, onPick }: ChartProps) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<ReturnType<typeof init>>(undefined);
  const pick = useRef(onPick);
  pick.current = onPick;
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const c = init(el, undefined, { renderer: 'canvas' });
    chart.current = c;
    c.on('click', (e) => pick.current?.(e.seriesIndex ?? 0, e.dataIndex));
    const ro = new ResizeObserver(() => c.resize());
    ro.observe(el);
    return () => {
      ro.disconnect();
      c.dispose();
      chart.current = undefined;
    };
  }, []);
  useEffect(() => {
    chart.current?.setOption({ backgroundColor: 'transparent', ...option }, true);
  }, [option]);
  return <div ref={box} className="db-chart" role="img" aria-label={label} style={{ height }} />;
}
