// The Members screen's list: each member's name, code, languages, status and pool link (with a
// link change waiting for approval), their figures for the period (visits, join clicks, displays,
// click rate), and the operator's actions on them.
import { Link } from "react-router";
import { AdminTable } from "~/components/admin/admin-table";
import { IntentButton } from "~/components/admin/row-actions";
import { Badge, type BadgeTone } from "~/components/ui/badge";
import { buttonClass } from "~/components/ui/button";
import type { LinkFigures } from "~/data/analytics-members";
import type { MemberRow } from "~/data/members";
import type { Rated } from "~/server/analytics/member-figures.server";
import { languageNames } from "./language-options";

const STATUS_TONE: Record<MemberRow["status"], BadgeTone> = {
  active: "green",
  paused: "amber",
  removed: "gray",
};

export type MemberFigureMap = Record<number, Rated<LinkFigures>> | null;

/** A figure of the member, or a dash when the figures could not be loaded. */
function figure(figures: MemberFigureMap, id: number, pick: (f: Rated<LinkFigures>) => string) {
  const f = figures?.[id];
  return f ? pick(f) : "–";
}

export function MembersTable({
  members,
  figures,
}: {
  members: MemberRow[];
  figures: MemberFigureMap;
}) {
  const count = (pick: (f: LinkFigures) => number) => (m: MemberRow) =>
    figure(figures, m.id, (f) => pick(f).toLocaleString("en"));
  return (
    <AdminTable<MemberRow>
      label="Members"
      rows={members}
      testId={(m) => `member-${m.code}`}
      actions={(m) => <MemberActions member={m} />}
      columns={[
        {
          header: "Name",
          hideLabelOnPhone: true,
          cell: (m) => (
            <span className="break-words">
              <strong>{m.name}</strong>
              <span className="block text-xs break-all text-slate-500">{m.email}</span>
            </span>
          ),
        },
        { header: "Code", className: "font-mono text-xs", cell: (m) => m.code },
        { header: "Languages", cell: (m) => languageNames(m.languages) },
        {
          header: "Status",
          cell: (m) => <Badge tone={STATUS_TONE[m.status]}>{m.status}</Badge>,
        },
        { header: "Link", cell: (m) => <LinkCell member={m} /> },
        { header: "Visits", align: "end", cell: count((f) => f.visits) },
        { header: "Join clicks", align: "end", cell: count((f) => f.clicks) },
        { header: "Displays", align: "end", cell: count((f) => f.displays) },
        {
          header: "Click rate",
          align: "end",
          cell: (m) => figure(figures, m.id, (f) => `${f.rate}%`),
        },
      ]}
    />
  );
}

function LinkCell({ member }: { member: MemberRow }) {
  return (
    <div className="space-y-1 text-sm">
      {member.link !== null || member.status === "removed" ? (
        <span className="block break-all">{member.link ?? "No link (deleted)"}</span>
      ) : (
        <NoLink member={member} />
      )}
      {member.link && member.linkActive === false && member.status === "active" ? (
        <Badge tone="amber">inactive in the pool</Badge>
      ) : null}
      {member.pendingLink ? (
        <div className="rounded-md bg-amber-50 p-2" data-testid="pending-link">
          <span className="block text-xs text-amber-900">Asks to change it to:</span>
          <span className="block break-all">{member.pendingLink}</span>
          <div className="mt-1 flex flex-wrap gap-2">
            <IntentButton intent="approve-link" id={member.id} label={`Approve: ${member.name}`}>
              Approve
            </IntentButton>
            <IntentButton intent="reject-link" id={member.id} label={`Turn down: ${member.name}`}>
              Turn down
            </IntentButton>
          </div>
        </div>
      ) : null}
    </div>
  );
}

/** A live member whose link was deleted from the pool: their code gives visitors a pool link
 * until the operator (Edit) or the member sets a new one, which joins the pool. */
function NoLink({ member }: { member: MemberRow }) {
  return (
    <span className="block" data-testid="no-link">
      No referral link: their code gives visitors a pool link.{" "}
      <Link
        to={`?edit=${member.id}`}
        className="underline"
        aria-label={`Add a link: ${member.name}`}
      >
        Add a link
      </Link>
    </span>
  );
}

function MemberActions({ member }: { member: MemberRow }) {
  if (member.status === "removed") return <span className="text-sm text-slate-500">Removed</span>;
  const name = member.name;
  return (
    <div className="flex flex-wrap justify-end gap-2">
      <Link
        to={`?edit=${member.id}`}
        className={buttonClass("secondary")}
        aria-label={`Edit ${name}`}
      >
        Edit
      </Link>
      <IntentButton intent="invite" id={member.id} label={`Invite: ${name} (email a sign-in link)`}>
        Invite
      </IntentButton>
      {member.status === "active" ? (
        <IntentButton
          intent="pause"
          id={member.id}
          label={`Pause: ${name}`}
          confirmText={`Pause ${name}? Their link leaves the pool until you resume them.`}
        >
          Pause
        </IntentButton>
      ) : (
        <IntentButton intent="resume" id={member.id} label={`Resume: ${name}`}>
          Resume
        </IntentButton>
      )}
      <IntentButton
        intent="remove"
        id={member.id}
        label={`Remove: ${name}`}
        variant="danger"
        confirmText={`Remove ${name}? Their link leaves the pool, they are signed out and cannot sign in again, and their code ${member.code} stays reserved. Their history is kept.`}
      >
        Remove
      </IntentButton>
    </div>
  );
}
