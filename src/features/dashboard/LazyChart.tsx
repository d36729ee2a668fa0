import { type ComponentProps, lazy, Suspense } from 'react';

const Chart = lazy(() => import('./Chart.tsx'));

/**
 * A chart whose ECharts code loads after the page's figures are on screen: the figures are text
 * and show at once; each chart's box keeps its height while ECharts arrives.
 */
export default function LazyChart(props: ComponentProps<typeof Chart>) {
  return (
    <Suspense fallback={<div className="db-chart db-chart-wait" style={{ height: props.height ?? 280 }} aria-label={props.label} role="img" />}>
      <Chart {...props} />
    </Suspense>
  );
}
