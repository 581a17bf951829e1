// One choice and a Show button as a plain GET form (`?<name>=`), so the view it picks is
// linkable and works before JavaScript: the figures period, the review queue's language.
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { SelectField } from "~/components/ui/field";

export function ShowChoiceForm({
  label,
  name,
  value,
  choices,
  formLabel,
  className,
}: {
  label: string;
  name: string;
  /** The chosen value. */
  value: string;
  /** Each choice's value and name, in the order shown. */
  choices: [value: string, name: string][];
  /** The form's accessible name, where a screen has more than one form. */
  formLabel?: string;
  /** The choice's width. */
  className?: string;
}) {
  return (
    <Form method="get" className="flex flex-wrap items-end gap-3" aria-label={formLabel}>
      <SelectField label={label} name={name} defaultValue={value} className={className}>
        {choices.map(([v, n]) => (
          <option key={v} value={v}>
            {n}
          </option>
        ))}
      </SelectField>
      <Button type="submit" variant="secondary">
        Show
      </Button>
    </Form>
  );
}
