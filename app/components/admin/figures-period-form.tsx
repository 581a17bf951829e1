// A screen's figures period as a plain GET form (`?period=`), so the view is linkable and works
// before JavaScript: the choice, what the figures count (`children`), and a notice when they
// could not be loaded. The Members and Referral Links screens use it.
import { ShowChoiceForm } from "./show-choice-form";

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
      <ShowChoiceForm
        label="Figures for"
        name="period"
        value={kind}
        choices={choices}
        formLabel="Figures period"
        className="w-44"
      />
      {children}
      {failed ? (
        <p role="alert" className="text-sm text-red-600">
          The figures could not be loaded. Try again in a moment.
        </p>
      ) : null}
    </div>
  );
}
