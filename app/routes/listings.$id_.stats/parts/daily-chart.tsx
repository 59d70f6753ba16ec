import { useId } from "react";
import type { DailyFigures } from "~/models/listing-stats.server";
import { formatDayMonth, formatNumber } from "~/utils/format";
import * as styles from "../styles.css";

export type Metric = "views" | "enquiries" | "saves";

/** How each figure is named, in a sentence and as a column. */
export const metricWords: Record<Metric, { one: string; many: string; column: string }> = {
  views: { one: "view", many: "views", column: "Views" },
  enquiries: { one: "enquiry", many: "enquiries", column: "Enquiries" },
  saves: { one: "save", many: "saves", column: "Saves" },
};

const count = (value: number, metric: Metric) => `${formatNumber(value)} ${value === 1 ? metricWords[metric].one : metricWords[metric].many}`;

/** Bars are 10 units wide in the drawing (8 of bar, 2 of gap); the drawing is 100 high. */
const BAR_SPACE = 10;
const BAR_WIDTH = 8;
const HEIGHT = 100;

/**
 * One figure per day as a bar chart, drawn on the server as SVG (no script draws it). Its
 * title and description say what it shows and sum it up; the table under the charts holds
 * every day's figures. The axis labels are HTML beside the drawing, so they keep their size
 * however wide the drawing is stretched.
 */
export function DailyChart({ series, metric }: { series: DailyFigures[]; metric: Metric }) {
  const id = useId();
  const values = series.map((day) => day[metric]);
  const total = values.reduce((sum, value) => sum + value, 0);
  const max = Math.max(...values, 0);
  const top = Math.max(max, 1);
  const busiest = series.find((day) => day[metric] === max && max > 0);
  const first = series[0];
  const last = series.at(-1);
  const title = `${metricWords[metric].column} per day`;
  const summary =
    `${count(total, metric)} over ${series.length} days` +
    (busiest ? `, most on ${formatDayMonth(busiest.day)} (${formatNumber(max)}).` : ".") +
    " Every day's figures are in the table below.";
  return (
    <figure className={styles.chart}>
      <figcaption className={styles.chartTitle} id={`${id}-caption`}>
        {title}: <span className={styles.chartTotal}>{count(total, metric)}</span>
      </figcaption>
      <div className={styles.plot}>
        <div className={styles.yAxis} aria-hidden="true">
          <span>{formatNumber(top)}</span>
          <span>0</span>
        </div>
        <svg
          className={styles.drawing}
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-desc`}
          viewBox={`0 0 ${series.length * BAR_SPACE} ${HEIGHT}`}
          preserveAspectRatio="none"
          width="100%"
          height="120"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-desc`}>{summary}</desc>
          <line className={styles.gridLine} x1={0} x2={series.length * BAR_SPACE} y1={0.5} y2={0.5} vectorEffect="non-scaling-stroke" />
          {series.map((day, index) => {
            const value = day[metric];
            if (value === 0) return null;
            const height = (value / top) * HEIGHT;
            return (
              <rect
                key={day.day}
                className={styles.bar[metric]}
                x={index * BAR_SPACE + (BAR_SPACE - BAR_WIDTH) / 2}
                y={HEIGHT - height}
                width={BAR_WIDTH}
                height={height}
              >
                <title>{`${formatDayMonth(day.day)}: ${count(value, metric)}`}</title>
              </rect>
            );
          })}
          <line
            className={styles.baseline}
            x1={0}
            x2={series.length * BAR_SPACE}
            y1={HEIGHT - 0.5}
            y2={HEIGHT - 0.5}
            vectorEffect="non-scaling-stroke"
          />
        </svg>
        {first && last ? (
          <div className={styles.xAxis} aria-hidden="true">
            <span>{formatDayMonth(first.day)}</span>
            <span>Today</span>
          </div>
        ) : null}
      </div>
    </figure>
  );
}

/** Every day's figures, newest first: the charts' text alternative. */
export function DailyTable({ series }: { series: DailyFigures[] }) {
  const metrics: Metric[] = ["views", "enquiries", "saves"];
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption className={styles.tableCaption}>Views, enquiries and new saves each day, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            {metrics.map((metric) => (
              <th key={metric} scope="col">
                {metricWords[metric].column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {[...series].reverse().map((day) => (
            <tr key={day.day}>
              <th scope="row">
                <time dateTime={day.day}>{formatDayMonth(day.day)}</time>
              </th>
              {metrics.map((metric) => (
                <td key={metric}>{formatNumber(day[metric])}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
