// A screen's figures period as a plain GET form (`?period=`), so the view is linkable and works
// before JavaScript: the choice, what the figures count (`children`), and a notice when they
// could not be loaded. The Members and Referral Links screens use it.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";

export function FiguresPeriodForm({
  kind,
  choices,
  failed,
  children,
}: {
  /** The chosen period's value. */
  kind: string;
  /** Each period's value and name, in the order shown. */
  choices: [value: string, name: string][];
  failed: boolean;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Form method="get" className="flex flex-wrap items-end gap-3" aria-label="Figures period">
        <SelectField label="Figures for" name="period" defaultValue={kind} className="w-44">
          {choices.map(([value, name]) => (
            <option key={value} value={value}>
              {name}
            </option>
          ))}
        </SelectField>
        <Button type="submit" variant="secondary">
          Show
        </Button>
      </Form>
      {children}
      {failed ? (
        <p role="alert" className="text-sm text-red-600">
          The figures could not be loaded. Try again in a moment.
        </p>
      ) : null}
    </div>
  );
}
