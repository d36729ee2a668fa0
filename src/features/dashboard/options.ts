import { CLASS_STATUS_NAMES, CLASS_STATUSES, type ClassStatus } from '../../api/contract/classes.ts';
import { CLASS_TYPE_NAMES, CLASS_TYPES } from '../../api/contract/roles.ts';
import type { DashboardFigures, MonthFigure, SubRegionFigure } from '../../api/contract/dashboard.ts';
import type { ChartOption } from './Chart.tsx';

/** The dashboards' charts as ECharts options (Chinese labels), for a light page or the dark wall. */

export const PALETTE = ['#1677ff', '#36cfc9', '#fadb14', '#ff7a45', '#9254de', '#73d13d', '#f759ab'];

const text = (dark: boolean) => (dark ? '#cfe3ff' : '#4e5969');
const line = (dark: boolean) => (dark ? 'rgba(120,170,255,0.18)' : '#e5e6eb');
const axis = (dark: boolean) => ({
  axisLabel: { color: text(dark) },
  axisLine: { lineStyle: { color: line(dark) } },
  splitLine: { lineStyle: { color: line(dark) } },
});

/** The states shown in the pie (the ones with classes), in machine order. */
export const shownStates = (f: DashboardFigures): ClassStatus[] => CLASS_STATUSES.filter((s) => f.byState[s] > 0);

export function statePie(f: DashboardFigures, dark = false): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: '{b}：{c} 个（{d}%）' },
    legend: { bottom: 0, type: 'scroll', textStyle: { color: text(dark) } },
    series: [
      {
        type: 'pie',
        name: '班级状态',
        radius: ['38%', '66%'],
        center: ['50%', '44%'],
        label: { position: 'inside', color: '#fff', fontWeight: 'bold', formatter: '{c}' },
        data: shownStates(f).map((s) => ({ name: CLASS_STATUS_NAMES[s], value: f.byState[s] })),
      },
    ],
  };
}

export function typeBar(f: DashboardFigures, dark = false): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    grid: { left: 8, right: 16, top: 16, bottom: 8, containLabel: true },
    xAxis: {
      type: 'category',
      data: CLASS_TYPES.map((t) => CLASS_TYPE_NAMES[t]),
      ...axis(dark),
      axisLabel: { color: text(dark), interval: 0, width: 84, overflow: 'break' },
    },
    yAxis: { type: 'value', minInterval: 1, ...axis(dark) },
    series: [
      { type: 'bar', name: '班级数', barMaxWidth: 36, label: { show: true, position: 'top', color: text(dark) }, data: CLASS_TYPES.map((t) => f.byType[t]) },
    ],
  };
}

export function monthTrend(months: MonthFigure[], dark = false): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, type: 'scroll', textStyle: { color: text(dark) } },
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: months.map((m) => `${Number(m.month.slice(5))}月`), ...axis(dark) },
    yAxis: [
      { type: 'value', minInterval: 1, ...axis(dark) },
      { type: 'value', ...axis(dark), splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: '开班数', data: months.map((m) => m.classes) },
      { type: 'line', name: '培训人数', data: months.map((m) => m.learners) },
      { type: 'line', name: '合格人数', data: months.map((m) => m.qualified) },
      { type: 'bar', name: '销售额（元，右轴）', yAxisIndex: 1, barMaxWidth: 18, itemStyle: { opacity: 0.55 }, data: months.map((m) => m.salesFen / 100) },
    ],
  };
}

export function regionBar(rows: SubRegionFigure[], dark = false): ChartOption {
  return {
    color: PALETTE,
    tooltip: { trigger: 'axis' },
    legend: { top: 0, textStyle: { color: text(dark) } },
    grid: { left: 8, right: 16, top: 32, bottom: 8, containLabel: true },
    xAxis: { type: 'value', minInterval: 1, ...axis(dark) },
    yAxis: { type: 'category', inverse: true, data: rows.map((r) => r.name), ...axis(dark) },
    series: [
      { type: 'bar', name: '班级数', barMaxWidth: 14, data: rows.map((r) => r.classes) },
      { type: 'bar', name: '学员数', barMaxWidth: 14, data: rows.map((r) => r.learners) },
    ],
  };
}
