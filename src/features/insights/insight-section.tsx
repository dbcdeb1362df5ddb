// One Insights section: a heading, the chart (Chartist, fetched on first need) and its figures as a real
// table, which is what assistive technology and the tests read: the drawing itself is hidden from them.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Money } from '../../ui/money';
import { chartHeight } from './chart-height';
import type { ChartProps } from './charts';

function ChartBox({ chart }: { chart: ChartProps }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    import('./charts')
      .then(({ drawChart }) => {
        if (!gone && box.current) stop = drawChart(box.current, chart);
      })
      // Without the drawing the table still holds every figure.
      .catch((error: unknown) => console.error(error));
    return () => {
      gone = true;
      stop?.();
    };
  }, [chart]);
  return (
    <div
      ref={box}
      className={`insight-chart insight-chart-${chart.kind}`}
      style={{ minHeight: chartHeight(chart) }}
      aria-hidden="true"
    />
  );
}

export interface TableRow {
  key: string;
  /** The row's header cell: a category, a month, a person. */
  head: ReactNode;
  cells: number[];
}

interface InsightSectionProps {
  title: string;
  /** Says what the table holds, e.g. 'Spending by category, June 2025'. */
  caption: string;
  chart: ChartProps;
  /** The header row: the row headers' column first, then one per figure. */
  columns: string[];
  rows: TableRow[];
  foot?: { head: string; cells: number[] };
  /** Shown instead of the chart and table when there is nothing to draw. */
  empty: string;
  /** Tables that carry links stay open; the others open with Show table. */
  tableAlwaysShown?: boolean;
  note?: string;
}

export function InsightSection({
  title,
  caption,
  chart,
  columns,
  rows,
  foot,
  empty,
  tableAlwaysShown,
  note,
}: InsightSectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const shown = tableAlwaysShown || open;
  return (
    <section className="card stack insight-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="insight-title">
        {title}
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{empty}</p>
      ) : (
        <>
          {chart.series.length > 1 ? (
            <ul className="insight-legend" aria-label="Legend">
              {chart.series.map((s) => (
                <li key={s.name}>
                  <span className={`insight-swatch tone-${s.tone}`} aria-hidden="true" />
                  {s.name}
                </li>
              ))}
            </ul>
          ) : null}
          <ChartBox chart={chart} />
          {note ? <p className="muted insight-note">{note}</p> : null}
          {tableAlwaysShown ? null : (
            <button
              type="button"
              className="btn btn-small insight-toggle"
              aria-expanded={open}
              aria-controls={`${id}-table`}
              onClick={() => setOpen(!open)}
            >
              {open ? 'Hide table' : 'Show table'}
            </button>
          )}
          <div className="table-scroll" id={`${id}-table`} hidden={!shown}>
            <table className="table insight-table">
              <caption className="insight-caption">{caption}</caption>
              <thead>
                <tr>
                  {columns.map((c, i) => (
                    <th key={c} scope="col" className={i > 0 ? 'num' : undefined}>
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((r) => (
                  <tr key={r.key}>
                    <th scope="row">{r.head}</th>
                    {r.cells.map((amount, i) => (
                      <td key={i} className="num">
                        <Money amount={amount} />
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {foot ? (
                <tfoot>
                  <tr>
                    <th scope="row">{foot.head}</th>
                    {foot.cells.map((amount, i) => (
                      <td key={i} className="num">
                        <Money amount={amount} />
                      </td>
                    ))}
                  </tr>
                </tfoot>
              ) : null}
            </table>
          </div>
        </>
      )}
    </section>
  );
}
