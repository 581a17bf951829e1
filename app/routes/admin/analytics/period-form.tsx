// The period chooser: a plain GET form, so it works before the admin's JavaScript loads.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import type { Period } from "~/domain/analytics/period";

export function PeriodForm({
  period,
  error,
  source,
  linkId,
  facet = null,
}: {
  period: Period;
  error: string | null;
  source: string | null;
  linkId: number | null;
  /** A breakdown row's filter, kept when the period changes. */
  facet?: { dimension: string; value: string } | null;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Period">
      <SelectField label="Period" name="period" defaultValue={period.kind} className="w-44">
        <option value="7">Last 7 days</option>
        <option value="30">Last 30 days</option>
        <option value="90">Last 90 days</option>
        <option value="custom">Custom dates</option>
      </SelectField>
      <TextField label="From" type="date" name="from" defaultValue={period.from} className="w-44" />
      <TextField
        label="To"
        type="date"
        name="to"
        defaultValue={period.to}
        className="w-44"
        error={error ?? undefined}
      />
      {source ? <input type="hidden" name="source" value={source} /> : null}
      {linkId ? <input type="hidden" name="link" value={linkId} /> : null}
      {facet ? <input type="hidden" name={facet.dimension} value={facet.value} /> : null}
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}
