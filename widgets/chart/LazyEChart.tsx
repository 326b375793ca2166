import { lazy, Suspense } from 'react';
import { Spinner } from '@blueprintjs/core';
import type { EChartProps } from './EChart';

const EChart = lazy(() => import('./EChart').then((m) => ({ default: m.EChart })));

/**
 * A chart whose code (ECharts, about 150 KB gzipped) loads when a chart is first drawn, not with the page;
 * until then a busy spinner of the chart's height holds its place.
 */
export function LazyEChart(props: EChartProps) {
  return (
    <Suspense fallback={<Spinner aria-busy size={24} style={{ height: props.height }} />}>
      <EChart {...props} />
    </Suspense>
  );
}
