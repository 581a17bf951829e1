// The daily chart of the analytics screens: server-rendered SVG whose scales, ticks and paths
// come from d3-scale and d3-shape (docs/decisions/0015). It is an image with a text summary for
// screen readers, and the same numbers are in a table under it.
import { scaleLinear, scalePoint, type ScaleLinear, type ScalePoint } from "d3-scale";
import { line } from "d3-shape";
import { useId } from "react";
import { DataTable } from "~/components/ui/data-table";

export type ChartSeries = {
  key: string;
  label: string;
  /** Tailwind stroke class; series also differ by dash pattern, not by colour alone. */
  stroke: string;
  dash?: string;
};

/** The funnel's three daily series, as the analytics screen and the link stats dialog draw them. */
export const FUNNEL_SERIES = [
  { key: "visitors", label: "Visitors", stroke: "stroke-sky-700", dash: "6 3" },
  { key: "displays", label: "Displays", stroke: "stroke-slate-700" },
  { key: "clicks", label: "Join clicks", stroke: "stroke-emerald-700", dash: "2 3" },
] as const satisfies readonly ChartSeries[];

export type ChartPoint = { day: string } & Record<string, number | string>;

/** A chart's name, its days and the lines drawn (the table under it shows the same). */
type ChartProps = {
  title: string;
  points: readonly ChartPoint[];
  series: readonly ChartSeries[];
};

const WIDTH = 640;
const HEIGHT = 220;
const MARGIN = { top: 12, right: 12, bottom: 28, left: 44 };

function shortDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString("en-GB", {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
}

/** The first and last day labels sit on the plot's edges: centred there, half of each would fall
 * outside the image (the last one past the right margin, cut at every width since the SVG
 * scales as a whole). They grow inwards instead; one label alone stays centred. */
function labelAnchor(index: number, count: number): "start" | "middle" | "end" {
  if (count < 2) return "middle";
  if (index === 0) return "start";
  return index === count - 1 ? "end" : "middle";
}

const value = (p: ChartPoint, key: string) => Number(p[key] ?? 0);

/** What the chart shows, in words: its days, and each series' total and busiest day. */
function chartSummary(points: readonly ChartPoint[], series: readonly ChartSeries[]): string {
  if (points.length === 0) return "No days in this period.";
  const totals = series.map((s) => {
    const total = points.reduce((sum, p) => sum + value(p, s.key), 0);
    const peak = points.reduce((best, p) => (value(p, s.key) > value(best, s.key) ? p : best));
    return (
      `${s.label}: ${total.toLocaleString("en")} in all` +
      (value(peak, s.key) > 0
        ? `, most on ${shortDay(peak.day)} (${value(peak, s.key).toLocaleString("en")})`
        : "")
    );
  });
  return (
    `${points.length} days from ${shortDay(points[0]!.day)} to ${shortDay(points[points.length - 1]!.day)}. ` +
    totals.join("; ") +
    "."
  );
}

export function DailyChart({ title, points, series }: ChartProps) {
  const id = useId();
  const max = Math.max(1, ...points.flatMap((p) => series.map((s) => value(p, s.key))));
  const x = scalePoint<string>()
    .domain(points.map((p) => p.day))
    .range([MARGIN.left, WIDTH - MARGIN.right]);
  const y = scaleLinear()
    .domain([0, max])
    .nice()
    .range([HEIGHT - MARGIN.bottom, MARGIN.top]);
  return (
    <figure className="mt-4 min-w-0">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="h-auto w-full"
        role="img"
        aria-labelledby={`${id}-title ${id}-desc`}
        data-testid="daily-chart"
      >
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{chartSummary(points, series)}</desc>
        <Axes points={points} x={x} y={y} />
        {series.map((s) => {
          const d = line<ChartPoint>()
            .x((p) => x(p.day) ?? 0)
            .y((p) => y(value(p, s.key)))(points as ChartPoint[]);
          return (
            <path
              key={s.key}
              d={d ?? ""}
              fill="none"
              strokeWidth={2}
              strokeDasharray={s.dash}
              className={s.stroke}
              data-series={s.key}
            />
          );
        })}
      </svg>
      <Legend series={series} />
      <ChartTable title={title} points={points} series={series} />
    </figure>
  );
}

/** The value grid lines with their numbers, and the first, middle and last day. */
function Axes({
  points,
  x,
  y,
}: {
  points: readonly ChartPoint[];
  x: ScalePoint<string>;
  y: ScaleLinear<number, number>;
}) {
  const yTicks = y.ticks(4).filter((t) => Number.isInteger(t));
  const xLabels =
    points.length > 2
      ? [points[0]!, points[Math.floor(points.length / 2)]!, points[points.length - 1]!]
      : points;
  return (
    <>
      {yTicks.map((t) => (
        <g key={t}>
          <line
            x1={MARGIN.left}
            x2={WIDTH - MARGIN.right}
            y1={y(t)}
            y2={y(t)}
            className="stroke-slate-200"
          />
          <text
            x={MARGIN.left - 6}
            y={y(t)}
            dy="0.32em"
            textAnchor="end"
            className="fill-slate-500 text-[11px]"
          >
            {t.toLocaleString("en")}
          </text>
        </g>
      ))}
      {xLabels.map((p, i) => (
        <text
          key={p.day}
          x={x(p.day)}
          y={HEIGHT - 8}
          textAnchor={labelAnchor(i, xLabels.length)}
          className="fill-slate-500 text-[11px]"
        >
          {shortDay(p.day)}
        </text>
      ))}
    </>
  );
}

function Legend({ series }: { series: readonly ChartSeries[] }) {
  return (
    <figcaption className="mt-2 flex flex-wrap gap-4 text-sm text-slate-700">
      {series.map((s) => (
        <span key={s.key} className="inline-flex items-center gap-2">
          <svg width="24" height="8" aria-hidden="true">
            <line
              x1="0"
              x2="24"
              y1="4"
              y2="4"
              strokeWidth={2}
              strokeDasharray={s.dash}
              className={s.stroke}
            />
          </svg>
          {s.label}
        </span>
      ))}
    </figcaption>
  );
}

function ChartTable({ title, points, series }: ChartProps) {
  return (
    <details className="mt-3">
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-medium text-blue-700">
        {title}: data table
      </summary>
      <DataTable
        className="mt-2"
        label={`${title}: data`}
        columns={[
          { header: "Day", cell: (p: ChartPoint) => p.day },
          ...series.map((s) => ({
            header: s.label,
            align: "end" as const,
            cell: (p: ChartPoint) => value(p, s.key).toLocaleString("en"),
          })),
        ]}
        rows={points}
        rowKey={(p) => p.day}
      />
    </details>
  );
}
