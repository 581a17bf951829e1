// The Team screen's list of accounts, each with its role, last sign-in, second factor and the
// owner's actions on it.
import { Form } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { LocalTime } from "~/components/admin/local-time";
import { IntentButton } from "~/components/admin/row-actions";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import type { TeamMember } from "~/data/admin-team";

export function MembersTable({
  members,
  me,
  busy,
}: {
  members: TeamMember[];
  me: number;
  busy: boolean;
}) {
  // The only owner cannot become an editor (the server refuses it), so it is not offered.
  const owners = members.filter((m) => m.role === "owner").length;
  return (
    <AdminTable<TeamMember>
      label="Team accounts"
      rows={members}
      testId={(m) => `member-${m.email}`}
      actions={(m) => (
        <MemberActions
          member={m}
          isMe={m.id === me}
          onlyOwner={m.role === "owner" && owners === 1}
          busy={busy}
        />
      )}
      columns={[
        { header: "Email", cell: (m) => <span className="break-all">{m.email}</span> },
        {
          header: "Role",
          cell: (m) => <Badge tone={m.role === "owner" ? "blue" : "gray"}>{m.role}</Badge>,
        },
        {
          header: "Last sign-in",
          cell: (m) => (m.lastSignInAt ? <LocalTime at={m.lastSignInAt} /> : "Never"),
        },
        {
          header: "Second factor",
          cell: (m) => (
            <Badge tone={m.twoFactor ? "green" : "amber"}>{m.twoFactor ? "On" : "Off"}</Badge>
          ),
        },
      ]}
    />
  );
}

function MemberActions({
  member,
  isMe,
  onlyOwner,
  busy,
}: {
  member: TeamMember;
  isMe: boolean;
  onlyOwner: boolean;
  busy: boolean;
}) {
  const other = member.role === "owner" ? "editor" : "owner";
  return (
    <div className="flex flex-wrap justify-end gap-2 whitespace-nowrap">
      {onlyOwner ? (
        <span className="self-center text-xs whitespace-normal text-slate-500">
          The only owner: invite another owner first to step down.
        </span>
      ) : (
        <RoleForm member={member} other={other} busy={busy} />
      )}
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

/** Make editor / Make owner for one account. */
function RoleForm({ member, other, busy }: { member: TeamMember; other: string; busy: boolean }) {
  return (
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
  );
}
