// The member's figures for 7, 30 or 90 days (links that reload the page, so they work before
// JavaScript): visits through their link, pool displays of it, Join clicks, click rate, a daily
// chart, breakdowns by language, country, device and source, and CSV downloads of each, all in the
// page's language (app/server/analytics/member-figures.server.ts computes them).
import { Link, useLocation } from "react-router";
import { useI18n } from "~/components/i18n-provider";
import { useDayFormat } from "~/components/use-day-format";
import { useFormat } from "~/components/use-format";
import type { MemberPage } from "~/server/members/page.server";
import { FiguresBreakdown, FiguresChart } from "./member-figure-parts";
import { TitledSection } from "~/components/titled-section";

const PERIODS = ["7", "30", "90"] as const;
const DIMENSIONS = [
  ["language", "general.member.byLanguage"],
  ["country", "general.member.byCountry"],
  ["device", "general.member.byDevice"],
  ["source", "general.member.bySource"],
] as const;

/** The period chooser: links keeping the page's other choices (`?for=`). */
function PeriodLinks({ current }: { current: string }) {
  const { t } = useI18n();
  const format = useFormat();
  const { search } = useLocation();
  const withPeriod = (kind: string) => {
    const params = new URLSearchParams(search);
    params.set("period", kind);
    return `?${params}`;
  };
  return (
    <nav className="flex flex-wrap gap-2" aria-label={t("general.member.figuresTitle")}>
      {PERIODS.map((kind) => (
        <Link
          key={kind}
          to={withPeriod(kind)}
          preventScrollReset
          aria-current={current === kind ? "page" : undefined}
          className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 px-3 aria-[current=page]:border-emerald-700 aria-[current=page]:bg-emerald-50 aria-[current=page]:font-semibold"
        >
          {t("general.member.lastDays", { days: format.number(Number(kind)) })}
        </Link>
      ))}
    </nav>
  );
}

function Totals({ totals }: { totals: MemberPage["figures"]["totals"] }) {
  const { t } = useI18n();
  const format = useFormat();
  const stats = [
    ["general.member.visits", format.number(totals.visits), "visits"],
    ["general.member.displays", format.number(totals.displays), "displays"],
    ["general.member.joinClicks", format.number(totals.clicks), "clicks"],
    ["general.member.clickRate", format.percent(Number(totals.rate) / 100), "rate"],
  ] as const;
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {stats.map(([label, value, id]) => (
        <div
          key={id}
          className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm"
          data-testid={`member-stat-${id}`}
        >
          <dt className="text-sm text-slate-600">{t(label)}</dt>
          <dd className="mt-1 text-2xl font-bold">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function MemberFigures({ page }: { page: MemberPage }) {
  const { t, lang } = useI18n();
  const date = useDayFormat();
  const { figures } = page;
  const { totals, period } = figures;
  const day = (d: string) => date(Date.parse(`${d}T00:00:00Z`));
  const csv = (view: string) =>
    `/api/member/figures.csv?${new URLSearchParams({
      view,
      period: period.kind,
      lang,
      member: String(page.member.id),
    })}`;
  const empty = totals.visits + totals.displays + totals.clicks === 0;
  return (
    <TitledSection
      id="member-figures-title"
      title={t("general.member.figuresTitle")}
      className="space-y-4"
      data-testid="member-figures"
    >
      <PeriodLinks current={period.kind} />
      <p className="text-sm text-slate-600">
        {t("general.member.periodRange", { from: day(period.from), to: day(period.to) })}
      </p>
      <Totals totals={totals} />
      {empty ? <p className="text-slate-700">{t("general.member.noFigures")}</p> : null}
      <FiguresChart figures={figures} day={day} csvHref={csv("daily")} />
      <div className="grid gap-4 sm:grid-cols-2">
        {DIMENSIONS.map(([dimension, title]) => (
          <FiguresBreakdown
            key={dimension}
            dimension={dimension}
            title={t(title)}
            rows={figures.breakdowns[dimension]}
            csvHref={csv(dimension)}
          />
        ))}
      </div>
    </TitledSection>
  );
}
