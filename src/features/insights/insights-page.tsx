// /ledger/insights: where the money went, as charts with their tables, for whoever reads the ledger.
import { useEffect } from 'react';
import type { YearMonth } from '../../domain/months';
import { markOnce } from '../../ui/perf-marks';
import type { InsightsData } from './load-insights';
import { MonthlyInsightsView } from './monthly-insights';
import { TripInsightsView } from './trip-insights';
import './insights.css';

interface InsightsPageProps {
  data: InsightsData;
  onSelect: (chosen: YearMonth) => void;
}

export function InsightsPage({ data, onSelect }: InsightsPageProps) {
  // The benchmark's signal: the chosen month's figures are on screen as tables (the earlier months and
  // the charts follow).
  useEffect(() => markOnce('vyay:insights-ready'), []);
  return (
    <section className="stack insights">
      <h1>Insights</h1>
      {data.kind === 'monthly' ? (
        <MonthlyInsightsView
          chosen={data.chosen}
          months={data.months}
          missing={data.missing}
          earlier={data.earlier}
          onSelect={onSelect}
        />
      ) : (
        <TripInsightsView />
      )}
    </section>
  );
}
