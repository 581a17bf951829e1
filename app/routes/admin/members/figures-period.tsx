// The period of the Members screen's figures: a plain GET form, so it works before JavaScript.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";
import type { Period } from "~/domain/analytics/period";

export function FiguresPeriod({ period, failed }: { period: Period; failed: boolean }) {
  return (
    <div className="space-y-2">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Figures period">
        <SelectField label="Figures for" name="period" defaultValue={period.kind} className="w-44">
          <option value="7">Last 7 days</option>
          <option value="30">Last 30 days</option>
          <option value="90">Last 90 days</option>
        </SelectField>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      <p className="text-sm text-slate-600">
        {period.from} to {period.to}: visits through each member&apos;s personal link, pool displays
        of their link and join clicks on it; click rate is clicks per visit or display.
      </p>
      {failed ? (
        <p role="alert" className="text-sm text-red-600">
          The figures could not be loaded. Try again in a moment.
        </p>
      ) : null}
    </div>
  );
}
