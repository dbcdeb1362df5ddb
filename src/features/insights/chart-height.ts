// How tall each chart is drawn: the section keeps that room while Chartist is still on its way.
import type { ChartProps } from './charts';

/** A row of horizontal bars per label, tall enough for every label; columns and lines have a fixed height. */
export function chartHeight({ kind, labels, series }: Pick<ChartProps, 'kind' | 'labels' | 'series'>): number {
  return kind === 'bars' ? labels.length * (12 + 14 * series.length) + 36 : 220;
}
