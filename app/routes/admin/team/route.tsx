import { data, Form, useNavigation } from "react-router";
import type { Route } from "./+types/route";
import { formatDateTime } from "~/components/admin/format";
import { IntentButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { DataTable } from "~/components/ui/data-table";
import { SelectField, TextField } from "~/components/ui/field";
import { PageHeader, Panel } from "~/components/ui/panel";
import { listOpenInvitations } from "~/data/admin-account-links";
import {
  changeRole,
  listTeam,
  removeMember,
  resetMemberSecondFactor,
  signOutMembersWithoutSecondFactor,
  type TeamChange,
  type TeamMember,
} from "~/data/admin-team";
import { isTwoFactorRequired, setTwoFactorRequiredStatement } from "~/data/admin-two-factor";
import { recordAudit } from "~/data/audit";
import { getDb } from "~/data/db";
import {
  changeRoleSchema,
  inviteSchema,
  removeMemberSchema,
  resetSecondFactorSchema,
  requireTwoFactorSchema,
} from "~/schemas/team";
import { createInvitation } from "~/server/auth/account-links.server";
import { requireOwner } from "~/server/auth/auth.server";
import { sendAccountEmail } from "~/server/email/account-email.server";
import { describeTransport } from "~/server/email/transport.server";
import { getWorker } from "~/server/http/context";

// /admin/team – owners only: the accounts, invitations, roles, removal, "second factor required".
export async function loader({ context }: Route.LoaderArgs) {
  const session = requireOwner(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const [members, invitations, required] = await Promise.all([
    listTeam(db),
    listOpenInvitations(db, Date.now()),
    isTwoFactorRequired(db),
  ]);
  return {
    me: session.user.id,
    members,
    invitations,
    required,
    transport: describeTransport(env).kind,
  };
}

type Result = { intent: string; error?: string; notice?: string; link?: string };
const fail = (intent: string, error: string, status = 400) =>
  data<Result>({ intent, error }, { status });

const GONE = "That account no longer exists.";
const LAST_OWNER = {
  "change-role": "The last owner cannot be demoted. Make someone else an owner first.",
  remove: "The last owner cannot be removed. Make someone else an owner first.",
};
/** A role change or removal the team rules refused: the last owner stays, a gone account is gone. */
const refused = (intent: keyof typeof LAST_OWNER, result: Exclude<TeamChange, "done">) =>
  result === "last-owner" ? fail(intent, LAST_OWNER[intent], 409) : fail(intent, GONE, 404);

export async function action({ request, context }: Route.ActionArgs) {
  const session = requireOwner(context);
  const { env } = getWorker(context);
  const db = getDb(env.DB);
  const form = Object.fromEntries(await request.formData());
  const intent = String(form.intent ?? "");

  if (intent === "invite") {
    const parsed = inviteSchema.safeParse(form);
    if (!parsed.success) return fail(intent, parsed.error.issues[0]!.message);
    const { email, role } = parsed.data;
    if ((await listTeam(db)).some((m) => m.email === email)) {
      return fail(intent, `${email} already has an account.`);
    }
    const link = await createInvitation(db, session.user, new URL(request.url).origin, parsed.data);
    const kind = describeTransport(env).kind;
    if (kind === "outbox") {
      return data<Result>({
        intent,
        notice: `No email transport is configured: give this link to ${email} yourself. It works once, for 7 days, and is shown only now.`,
        link,
      });
    }
    const sent = await sendAccountEmail(env, db, {
      to: email,
      subject: "You are invited to the Waymark admin",
      text: `${session.user.email} invited you to the Waymark admin as ${role}.\n\nOpen this link to choose your password (it works once, for 7 days):\n${link}\n\nIf you did not expect this, ignore this email.`,
    });
    if (!sent.ok) {
      return data<Result>({
        intent,
        notice: `The email could not be sent (${sent.error ?? "unknown error"}). Give this link to ${email} yourself; it is shown only now.`,
        link,
      });
    }
    return data<Result>({ intent, notice: `Invitation sent to ${email}.` });
  }

  if (intent === "change-role") {
    const parsed = changeRoleSchema.safeParse(form);
    if (!parsed.success) return fail(intent, parsed.error.issues[0]!.message);
    const result = await changeRole(db, session.user, parsed.data.id, parsed.data.role);
    if (result !== "done") return refused(intent, result);
    return data<Result>({ intent, notice: "Role changed." });
  }

  if (intent === "remove") {
    const parsed = removeMemberSchema.safeParse(form);
    if (!parsed.success) return fail(intent, parsed.error.issues[0]!.message);
    const result = await removeMember(db, session.user, parsed.data.id);
    if (result !== "done") return refused(intent, result);
    return data<Result>({
      intent,
      notice: "Account removed; all of its sessions were signed out.",
    });
  }

  if (intent === "reset-2fa") {
    const parsed = resetSecondFactorSchema.safeParse(form);
    if (!parsed.success) return fail(intent, parsed.error.issues[0]!.message);
    if (parsed.data.id === session.user.id)
      return fail(intent, "Change your own second factor on My Account.");
    const result = await resetMemberSecondFactor(db, session.user, parsed.data.id);
    if (result === "not-found") return fail(intent, GONE, 404);
    return data<Result>({
      intent,
      notice:
        "Second factor reset: that person was signed out everywhere and signs in with their password alone (or sets up a new authenticator, when one is required).",
    });
  }

  if (intent === "require-2fa") {
    const parsed = requireTwoFactorSchema.safeParse(form);
    if (!parsed.success) return fail(intent, parsed.error.issues[0]!.message);
    const required = parsed.data.required === "on";
    await setTwoFactorRequiredStatement(db, required);
    // Open sessions of people without one end now; they set it up at their next sign-in.
    const signedOut = required ? await signOutMembersWithoutSecondFactor(db, session.user.id) : 0;
    await recordAudit(db, session.user, {
      action: "update",
      entity: "settings",
      detail: `second factor required: ${required ? "yes" : "no"}`,
    });
    return data<Result>({
      intent,
      notice: required
        ? `A second factor is now required. ${signedOut === 1 ? "1 person" : `${signedOut} people`} without one ${signedOut === 1 ? "was" : "were"} signed out and will set it up at the next sign-in.`
        : "A second factor is no longer required.",
    });
  }
  return fail(intent, "Unknown action.");
}

export const meta: Route.MetaFunction = () => [{ title: "Team | Waymark Admin" }];

export default function TeamPage({ loaderData, actionData }: Route.ComponentProps) {
  const { members, invitations, required, me, transport } = loaderData;
  const busy = useNavigation().state === "submitting";
  const result = actionData as Result | undefined;
  const message = (intent: string) =>
    result?.intent === intent ? (
      <ResultMessage error={result.error} notice={result.notice} link={result.link} />
    ) : null;
  return (
    <div className="max-w-5xl space-y-6">
      <PageHeader title="Team" />
      {message("change-role")}
      {message("remove")}
      {message("reset-2fa")}
      <DataTable<TeamMember>
        label="Team accounts"
        rows={members}
        rowKey={(m) => m.id}
        rowProps={(m) => ({ "data-testid": `member-${m.email}` })}
        columns={[
          { header: "Email", cell: (m) => <span className="break-all">{m.email}</span> },
          {
            header: "Role",
            cell: (m) => <Badge tone={m.role === "owner" ? "blue" : "gray"}>{m.role}</Badge>,
          },
          {
            header: "Last sign-in",
            cell: (m) => (m.lastSignInAt ? formatDateTime(m.lastSignInAt) : "Never"),
          },
          {
            header: "Second factor",
            cell: (m) => (
              <Badge tone={m.twoFactor ? "green" : "amber"}>{m.twoFactor ? "On" : "Off"}</Badge>
            ),
          },
          {
            header: "Actions",
            hideLabelOnPhone: true,
            align: "end",
            cell: (m) => <MemberActions member={m} isMe={m.id === me} busy={busy} />,
          },
        ]}
      />

      <Panel title="Invite someone" className="space-y-4">
        <p className="text-sm text-slate-600">
          {transport === "outbox"
            ? "No email transport is configured, so the invitation link is shown to you once to pass on."
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
        {message("invite")}
        {invitations.length > 0 ? (
          <div>
            <h3 className="text-sm font-medium">Open invitations</h3>
            <ul className="mt-1 space-y-1 text-sm text-slate-700">
              {invitations.map((i) => (
                <li key={i.id} className="break-all">
                  {i.email} ({i.role}) – expires {formatDateTime(i.expiresAt)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Panel>

      <Panel title="Second factor for everyone" className="space-y-3">
        <p className="text-sm text-slate-600">
          {required
            ? "Required: every account must use an authenticator app code when signing in."
            : "Optional: each person chooses whether to use an authenticator app."}
        </p>
        <Form method="post">
          <input type="hidden" name="intent" value="require-2fa" />
          <input type="hidden" name="required" value={required ? "off" : "on"} />
          <Button type="submit" variant="secondary" disabled={busy}>
            {required ? "Stop requiring a second factor" : "Require a second factor for everyone"}
          </Button>
        </Form>
        {message("require-2fa")}
      </Panel>
    </div>
  );
}

function ResultMessage({
  error,
  notice,
  link,
}: {
  error?: string;
  notice?: string;
  link?: string;
}) {
  if (error)
    return (
      <p
        role="alert"
        className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-700"
        data-testid="team-error"
      >
        {error}
      </p>
    );
  return (
    <div
      role="status"
      className="space-y-2 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
      data-testid="team-notice"
    >
      <p>{notice}</p>
      {link ? (
        <p>
          <code data-testid="invitation-link" className="font-mono break-all select-all">
            {link}
          </code>
        </p>
      ) : null}
    </div>
  );
}

function MemberActions({
  member,
  isMe,
  busy,
}: {
  member: TeamMember;
  isMe: boolean;
  busy: boolean;
}) {
  const other = member.role === "owner" ? "editor" : "owner";
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Form method="post">
        <input type="hidden" name="intent" value="change-role" />
        <input type="hidden" name="id" value={member.id} />
        <input type="hidden" name="role" value={other} />
        <Button
          type="submit"
          variant="secondary"
          disabled={busy}
          aria-label={`Make ${other}: ${member.email}`}
        >
          Make {other}
        </Button>
      </Form>
      {isMe || !member.twoFactor ? null : (
        <IntentButton
          intent="reset-2fa"
          id={member.id}
          label={`Reset second factor: ${member.email}`}
          confirmText={`Reset the second factor of ${member.email}? They are signed out now.`}
          disabled={busy}
        >
          Reset second factor
        </IntentButton>
      )}
      {isMe ? null : (
        <IntentButton
          intent="remove"
          id={member.id}
          label={`Remove: ${member.email}`}
          confirmText={`Remove ${member.email}? All of their sessions end now.`}
          variant="danger"
          disabled={busy}
        >
          Remove
        </IntentButton>
      )}
    </div>
  );
}
