// The period of the list's join clicks and click rate (?period=today|7|30, default 7 days): UTC
// days, as on the Analytics screen, so a row agrees with Analytics for the same link and period.
import { FiguresPeriodForm } from "~/components/admin/figures-period-form";
import { presetPeriod } from "~/domain/analytics/period";
import { LINK_FIGURE_PERIODS, linkFiguresPeriodSchema } from "~/schemas/referral-link";

export type FiguresPeriod = {
  kind: keyof typeof LINK_FIGURE_PERIODS;
  from: string;
  to: string;
};

const NAMES: Record<FiguresPeriod["kind"], string> = {
  today: "Today",
  "7": "Last 7 days",
  "30": "Last 30 days",
};

/** The period a request's query asks for. */
export function figuresPeriod(url: URL, now = Date.now()): FiguresPeriod {
  const kind = linkFiguresPeriodSchema.parse(url.searchParams.get("period") ?? undefined);
  const { from, to } = presetPeriod(LINK_FIGURE_PERIODS[kind], now);
  return { kind, from, to };
}

/** The Analytics screen for one link and the same period. */
export function analyticsHref(linkId: number, p: FiguresPeriod): string {
  const period =
    p.kind === "today" ? `period=custom&from=${p.from}&to=${p.to}` : `period=${p.kind}`;
  return `/admin/analytics?link=${linkId}&${period}`;
}

export function FiguresPeriodChoice({
  period,
  failed,
}: {
  period: FiguresPeriod;
  failed: boolean;
}) {
  return (
    <FiguresPeriodForm kind={period.kind} choices={Object.entries(NAMES)} failed={failed}>
      <p className="text-sm text-slate-600" data-testid="figures-period">
        {period.from === period.to ? period.from : `${period.from} to ${period.to}`} (UTC): join
        clicks on each link, and the click rate, clicks per display of the link.
      </p>
    </FiguresPeriodForm>
  );
}
