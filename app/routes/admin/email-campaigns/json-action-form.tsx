// A form of the Email Campaigns screen whose fields are component state: submitting it (Enter or
// its submit button) posts the intent and those values as JSON through useJsonAction, in place.
import type { ReactNode } from "react";

export function JsonActionForm({
  submit,
  intent,
  values,
  className,
  children,
}: {
  /** useJsonAction's submit. */
  submit: (data: Record<string, unknown>) => unknown;
  intent: string;
  values: Record<string, unknown>;
  className: string;
  children: ReactNode;
}) {
  return (
    <form
      className={className}
      onSubmit={(e) => {
        e.preventDefault();
        submit({ intent, ...values });
      }}
    >
      {children}
    </form>
  );
}
