import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { TextAreaField } from "~/components/ui/field";
import type { ContactListRow } from "~/data/contact-list";

/** Asks why a suppressed contact may be mailed again; the reason goes to the audit log. */
export function LiftSuppressionDialog({
  contact,
  error,
  onClose,
}: {
  contact: ContactListRow;
  error?: string;
  onClose: () => void;
}) {
  const busy = useNavigation().state === "submitting";
  return (
    <Dialog
      title="Lift suppression"
      subtitle={contact.email}
      onClose={onClose}
      className="max-w-lg"
    >
      <p className="text-sm text-slate-700">
        This contact is{" "}
        {contact.suppressed === "complained"
          ? "suppressed after a complaint"
          : "suppressed after bounces"}
        {contact.suppressionReason ? ` (${contact.suppressionReason})` : ""}. Lifting it lets
        campaigns mail them again; a new bounce or complaint suppresses them again.
      </p>
      <Form method="post" className="space-y-4" noValidate>
        <input type="hidden" name="intent" value="lift" />
        <input type="hidden" name="id" value={contact.id} />
        <TextAreaField
          label="Reason for lifting"
          name="reason"
          required
          minLength={5}
          maxLength={300}
          rows={3}
          error={error}
          hint="Recorded in the audit log, e.g. “The contact fixed their mailbox and asked to be mailed again.”"
        />
        <Button type="submit" disabled={busy}>
          {busy ? "Lifting…" : "Lift suppression"}
        </Button>
      </Form>
    </Dialog>
  );
}
