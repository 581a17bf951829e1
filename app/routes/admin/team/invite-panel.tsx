// The Team screen's "Invite someone" form and the invitations not used yet.
import { Form } from "react-router";
import { LocalTime } from "~/components/admin/local-time";
import { Button } from "~/components/ui/button";
import { SelectField, TextField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";

type OpenInvitation = { id: number; email: string; role: string | null; expiresAt: number };

export function InvitePanel({
  transport,
  invitations,
  busy,
  message,
}: {
  transport: string;
  invitations: OpenInvitation[];
  busy: boolean;
  message: React.ReactNode;
}) {
  return (
    <Panel title="Invite someone" className="space-y-4">
      <p className="text-sm text-slate-600">
        {transport === "outbox"
          ? "This site cannot send email yet, so the invitation link is shown to you once to pass on yourself."
          : "An invitation link is emailed to the person; it works once and expires after 7 days."}
      </p>
      <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_10rem_auto] sm:items-end">
        <input type="hidden" name="intent" value="invite" />
        <TextField label="Email" name="email" type="email" required maxLength={254} />
        <SelectField label="Role" name="role" defaultValue="editor">
          <option value="editor">Editor</option>
          <option value="owner">Owner</option>
        </SelectField>
        <Button type="submit" disabled={busy}>
          Send invitation
        </Button>
      </Form>
      {message}
      {invitations.length > 0 ? (
        <div>
          <h3 className="text-sm font-medium">Open invitations</h3>
          <ul className="mt-1 space-y-1 text-sm text-slate-700">
            {invitations.map((i) => (
              <li key={i.id} className="break-all">
                {i.email} ({i.role}) – expires <LocalTime at={i.expiresAt} />
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}
