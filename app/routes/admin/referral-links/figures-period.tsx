// The period of the list's join clicks and click rate (?period=today|7|30, default 7 days): UTC
// days, as on the Analytics screen, so a row agrees with Analytics for the same link and period.
// A plain GET form, so the view is linkable and works before JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
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

export function FiguresPeriodForm({ period, failed }: { period: FiguresPeriod; failed: boolean }) {
  return (
    <div className="space-y-2">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Figures period">
        <SelectField label="Figures for" name="period" defaultValue={period.kind} className="w-44">
          {Object.entries(NAMES).map(([kind, name]) => (
            <option key={kind} value={kind}>
              {name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <p className="text-sm text-slate-600" data-testid="figures-period">
        {period.from === period.to ? period.from : `${period.from} to ${period.to}`} (UTC): join
        clicks on each link, and the click rate, clicks per display of the link.
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-600">
          The figures could not be loaded. Try again in a moment.
        </p>
      ) : null}
    </div>
  );
}
