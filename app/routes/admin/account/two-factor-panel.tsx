// My Account's "Two-factor sign-in" panel: its status, new recovery codes, turning it off (unless
// the owners require it), or the way to set it up.
import { Form, Link } from "react-router";
import { RecoveryCodes, TotpCodeField } from "~/components/admin/auth-card";
import { Badge } from "~/components/ui/badge";
import { Button, buttonClass } from "~/components/ui/button";
import { TextField } from "~/components/ui/field";
import { Panel } from "~/components/ui/panel";

export function TwoFactorPanel({
  on,
  required,
  unusedRecoveryCodes,
  codes,
  busy,
  message,
}: {
  on: boolean;
  required: boolean;
  unusedRecoveryCodes: number;
  codes?: string[];
  busy: boolean;
  message: React.ReactNode;
}) {
  return (
    <Panel title="Two-factor sign-in" className="space-y-4">
      <p className="text-sm">
        Status:{" "}
        <Badge tone={on ? "green" : "amber"} data-testid="two-factor-status">
          {on ? "On" : "Off"}
        </Badge>
        {on ? ` – ${unusedRecoveryCodes} unused recovery codes` : null}
      </p>
      {message}
      {codes ? <RecoveryCodes codes={codes} /> : null}
      {on ? (
        <TwoFactorForms required={required} busy={busy} />
      ) : (
        <Link to="/admin/account/two-factor" className={buttonClass("primary")}>
          Set up two-factor sign-in
        </Link>
      )}
    </Panel>
  );
}

/** With the second factor on: new recovery codes, and turning it off unless it is required. */
function TwoFactorForms({ required, busy }: { required: boolean; busy: boolean }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="new-recovery-codes" />
        <TotpCodeField label="Code from your app" />
        <Button type="submit" variant="secondary" disabled={busy}>
          New recovery codes
        </Button>
      </Form>
      {required ? (
        <p className="text-sm text-slate-600">
          The owners require a second factor, so it stays on.
        </p>
      ) : (
        <Form method="post" className="space-y-3">
          <input type="hidden" name="intent" value="disable-2fa" />
          <TextField
            label="Your password"
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" variant="danger" disabled={busy}>
            Turn off two-factor sign-in
          </Button>
        </Form>
      )}
    </div>
  );
}
