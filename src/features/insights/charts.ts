// The Insights charts, drawn by Chartist as SVG. Loaded on its own by a dynamic import (insight-section),
// so the tables beside them show first and nothing of Chartist reaches another screen. Plain DOM, no
// React, so this chunk is Chartist and these lines only.
import { BarChart, LineChart, type BarChartOptions, type LineChartOptions } from 'chartist';
import 'chartist/dist/index.css';
import { chartHeight } from './chart-height';
import './insights-charts.css';

/** One data series; `tone` picks its colour from the theme (insights-charts.css). */
export interface ChartSeries {
  name: string;
  tone: 'accent' | 'income' | 'expense' | 'previous';
  values: number[];
}

export interface ChartProps {
  kind: 'bars' | 'columns' | 'line';
  labels: string[];
  series: ChartSeries[];
}

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });
const amountLabel = (value: unknown) => (typeof value === 'number' ? compact.format(value) : String(value));

/** Long names (categories, people) end in an ellipsis rather than running into the bars. */
const shortName = (value: unknown) => {
  const text = String(value);
  return text.length > 14 ? `${text.slice(0, 13)}…` : text;
};

/** At most about this many labels under a line or columns, so they never overlap on a phone. */
function everyNth(count: number, room: number) {
  const step = Math.max(1, Math.ceil(count / room));
  return (label: unknown, i: number) => (i % step === 0 ? String(label) : null);
}

function options(chart: ChartProps): BarChartOptions | LineChartOptions {
  const { kind, labels } = chart;
  const height = chartHeight(chart);
  const padding = { top: 12, right: 16, bottom: 4, left: 4 };
  if (kind === 'bars')
    return {
      horizontalBars: true,
      reverseData: true,
      height,
      seriesBarDistance: 14,
      // Room for the last amount label ('20K'), which is centred on the chart's right edge.
      chartPadding: { ...padding, right: 28 },
      axisY: { offset: 96, showGrid: false, labelInterpolationFnc: shortName },
      axisX: { labelInterpolationFnc: amountLabel, scaleMinSpace: 48, onlyInteger: true },
    } satisfies BarChartOptions;
  if (kind === 'columns')
    return {
      height,
      seriesBarDistance: 9,
      chartPadding: padding,
      axisX: { showGrid: false, labelInterpolationFnc: everyNth(labels.length, 6) },
      axisY: { offset: 44, labelInterpolationFnc: amountLabel, scaleMinSpace: 32, onlyInteger: true },
    } satisfies BarChartOptions;
  return {
    height,
    low: 0,
    showArea: true,
    fullWidth: true,
    showPoint: labels.length <= 31,
    chartPadding: { ...padding, right: 24 },
    axisX: { showGrid: false, labelInterpolationFnc: everyNth(labels.length, 5) },
    axisY: { offset: 44, labelInterpolationFnc: amountLabel, scaleMinSpace: 32, onlyInteger: true },
  } satisfies LineChartOptions;
}

/** Draws `chart` into `box` (Chartist redraws it as the window resizes); returns what stops that. */
export function drawChart(box: HTMLElement, chart: ChartProps): () => void {
  const { kind, labels, series } = chart;
  const data = {
    labels,
    series: series.map((s) => ({ name: s.name, className: `tone-${s.tone}`, data: s.values })),
  };
  const drawn =
    kind === 'line'
      ? new LineChart(box, data, options(chart) as LineChartOptions)
      : new BarChart(box, data, options(chart) as BarChartOptions);
  return () => {
    drawn.detach();
  };
}
