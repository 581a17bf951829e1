// The period of the Members screen's figures.
import { FiguresPeriodForm } from "~/components/admin/figures-period-form";
import type { Period } from "~/domain/analytics/period";

const CHOICES: [string, string][] = [
  ["7", "Last 7 days"],
  ["30", "Last 30 days"],
  ["90", "Last 90 days"],
];

export function FiguresPeriod({ period, failed }: { period: Period; failed: boolean }) {
  return (
    <FiguresPeriodForm kind={period.kind} choices={CHOICES} failed={failed}>
      <p className="text-sm text-slate-600">
        {period.from} to {period.to}: visits through each member&apos;s personal link, pool displays
        of their link and join clicks on it; click rate is clicks per visit or display.
      </p>
    </FiguresPeriodForm>
  );
}
