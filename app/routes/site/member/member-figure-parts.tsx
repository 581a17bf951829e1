// Parts of the member's figures: the daily chart (an SVG drawn on the server, an image with its
// summary in words) and one breakdown table, in the page's language.
import { useI18n } from "~/components/i18n-provider";
import { useFormat } from "~/components/use-format";
import type { MemberDimension } from "~/data/analytics-members";
import { formatLocale, getLanguage, isLanguageCode } from "~/i18n/languages";
import type { MemberFigures, Rated } from "~/server/analytics/member-figures.server";
import type { LinkValue } from "~/data/analytics-members";

const WIDTH = 640;
const HEIGHT = 160;

function CsvLink({ href, context }: { href: string; context: string }) {
  const { t } = useI18n();
  return (
    <a href={href} download className="inline-flex min-h-11 items-center text-sm underline">
      {t("general.member.downloadCsv")}
      <span className="sr-only"> ({context})</span>
    </a>
  );
}

/** Page views with the member's link (visits and pool displays) as bars, Join clicks as darker
 * bars inside them, one pair a day. */
export function FiguresChart({
  figures,
  day,
  csvHref,
}: {
  figures: MemberFigures;
  day: (d: string) => string;
  csvHref: string;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const { series, period, totals } = figures;
  const top = Math.max(
    1,
    ...series.map((d) => d.visits + d.displays),
    ...series.map((d) => d.clicks),
  );
  const step = WIDTH / Math.max(1, series.length);
  const height = (n: number) => (n / top) * (HEIGHT - 4);
  const summary = t("general.member.chartSummary", {
    from: day(period.from),
    to: day(period.to),
    views: format.number(totals.visits + totals.displays),
    clicks: format.number(totals.clicks),
  });
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{t("general.member.daily")}</h3>
        <CsvLink href={csvHref} context={t("general.member.daily")} />
      </div>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        className="mt-3 h-40 w-full"
        role="img"
        aria-label={summary}
        preserveAspectRatio="none"
        data-testid="member-chart"
      >
        <line x1={0} x2={WIDTH} y1={HEIGHT - 0.5} y2={HEIGHT - 0.5} className="stroke-slate-300" />
        {series.map((d, i) => {
          const views = height(d.visits + d.displays);
          const clicks = height(d.clicks);
          return (
            <g key={d.day}>
              <Bar x={i * step + step * 0.1} width={step * 0.8} h={views} tone="fill-emerald-200" />
              <Bar
                x={i * step + step * 0.3}
                width={step * 0.4}
                h={clicks}
                tone="fill-emerald-800"
              />
            </g>
          );
        })}
      </svg>
      <div className="mt-1 flex justify-between text-xs text-slate-600" aria-hidden="true">
        <span>{day(period.from)}</span>
        <span>{day(period.to)}</span>
      </div>
      <p className="mt-2 text-sm text-slate-700">{summary}</p>
    </div>
  );
}

/** A dimension's value as the member reads it: a language's own name, a country's name in the
 * page's language; others as recorded. */
function useValueName(dimension: MemberDimension) {
  const { language } = useI18n();
  return (value: string) => {
    if (dimension === "language" && isLanguageCode(value)) return getLanguage(value).native;
    if (dimension === "country" && /^[A-Z]{2}$/.test(value)) {
      try {
        return (
          new Intl.DisplayNames([formatLocale(language.tag)], { type: "region" }).of(value) ?? value
        );
      } catch {
        return value;
      }
    }
    return value;
  };
}

export function FiguresBreakdown({
  dimension,
  title,
  rows,
  csvHref,
}: {
  dimension: MemberDimension;
  title: string;
  rows: Rated<LinkValue>[];
  csvHref: string;
}) {
  const { t } = useI18n();
  const format = useFormat();
  const name = useValueName(dimension);
  return (
    <div
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid={`member-breakdown-${dimension}`}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-medium">{title}</h3>
        <CsvLink href={csvHref} context={title} />
      </div>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{t("general.member.noFigures")}</p>
      ) : (
        <table className="mt-2 w-full text-sm">
          <thead className="text-slate-600">
            <tr>
              <th scope="col" className="py-1 text-start font-medium">
                {title}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t("general.member.visits")}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t("general.member.displays")}
              </th>
              <th scope="col" className="py-1 text-end font-medium">
                {t("general.member.joinClicks")}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.value} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-start font-normal break-all" dir="auto">
                  {name(r.value)}
                </th>
                <td className="py-1 text-end">{format.number(r.visits)}</td>
                <td className="py-1 text-end">{format.number(r.displays)}</td>
                <td className="py-1 text-end">{format.number(r.clicks)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** One bar of the daily chart, standing on its baseline. */
function Bar({ x, width, h, tone }: { x: number; width: number; h: number; tone: string }) {
  return <rect x={x} width={width} y={HEIGHT - h} height={h} className={tone} />;
}
