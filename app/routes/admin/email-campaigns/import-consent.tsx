// The import's last step (issue 32): how many contacts are new and how many are stored already,
// and the operator's word that these people agreed to receive email, and where. Nothing is saved
// before the box is ticked; where they agreed is stored with each contact.
import { useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { CheckboxLabel } from "~/components/admin/field-checkbox";
import { Button } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { ProgressBar } from "~/components/ui/progress-bar";
import type { Contact } from "~/domain/formats/csv";
import type { ActionResult } from "~/schemas/action-result";
import type { ImportProgress } from "./import-save";

export type ImportCounts = { total: number; stored: number | null };

export function ImportConsent({
  contacts,
  progress,
  onSave,
}: {
  contacts: Contact[];
  progress: ImportProgress | null;
  onSave: (consentNote: string, counts: ImportCounts) => void;
}) {
  const [agreed, setAgreed] = useState(false);
  const [where, setWhere] = useState("");
  const check = useFetcher<ActionResult<{ stored: number }>>();
  const submitCheck = check.submit;
  useEffect(() => {
    void submitCheck(
      { intent: "check-import", emails: contacts.map((c) => c.email) },
      { method: "post", action: "/admin/email-campaigns", encType: "application/json" },
    );
  }, [contacts, submitCheck]);
  const stored = check.state === "idle" && check.data?.ok ? (check.data.stored ?? null) : null;
  const total = contacts.length;
  const busy = progress !== null;
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 p-3">
      <p className="text-sm" data-testid="import-new-updated">
        {stored === null
          ? `${total} contacts to save. Checking which are stored already…`
          : `${total} contacts to save: ${total - stored} new, ${stored} already stored (their name, surname, country and language are updated; anyone who unsubscribed stays unsubscribed).`}
      </p>
      <CheckboxLabel checked={agreed} onCheckedChange={setAgreed} wraps>
        <span>
          These {total} people agreed to receive email from us. Campaigns go only to people who said
          yes; anyone can unsubscribe from every email.
        </span>
      </CheckboxLabel>
      <TextField
        label="Where did they agree?"
        value={where}
        maxLength={200}
        onChange={(e) => setWhere(e.target.value)}
        hint="Stored with each contact, e.g. “Signup sheet, Lisbon meetup, May 2026”. Left empty, only the file's name is stored."
      />
      <Button
        disabled={busy || total === 0 || !agreed}
        onClick={() => onSave(where.trim(), { total, stored })}
      >
        {busy ? "Saving…" : "Save All Contacts"}
      </Button>
      {progress ? (
        <div>
          <ProgressBar label="Saving contacts" value={progress.saved} max={progress.total} />
          <p className="mt-1 text-xs text-slate-600" role="status" data-testid="import-progress">
            Saved {progress.saved} of {progress.total} contacts…
          </p>
        </div>
      ) : null}
    </div>
  );
}
