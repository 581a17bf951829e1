// Pausing, resuming and removing a member (issue 30). A paused member's link is out of the pool
// until they are resumed; a removed member keeps their row, history and code (never given to
// anyone else), their link leaves the pool for good and their sessions end. Each change is one
// batch: the status (only from the states it applies to), its audit row when it happened, the
// link, the sessions.
import { sql } from "drizzle-orm";
import { auditInsertIf, type Actor } from "~/data/audit";
import { runBatch, type Statement } from "~/data/db";
import { revokeMemberSessionsStatement } from "~/data/member-sign-in";
import { getMember, setMemberLinkActiveStatement, setMemberStatusStatement } from "~/data/members";
import type { MemberStatus } from "~/domain/members/members";
import type { MemberIdInput } from "~/schemas/members";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { membersChanged } from "~/server/referral/member-directory.server";
import type { MemberDeps } from "./members.server";

type StatusChange = {
  from: readonly MemberStatus[];
  to: MemberStatus;
  action: string;
  /** Whether the member's link is in the pool afterwards. */
  linkActive: boolean;
  done: string;
};

const CHANGES = {
  pause: {
    from: ["active"],
    to: "paused",
    action: "pause",
    linkActive: false,
    done: "Member paused: their link is out of the pool until you resume them",
  },
  resume: {
    from: ["paused"],
    to: "active",
    action: "resume",
    linkActive: true,
    done: "Member resumed: their link is back in the pool",
  },
  remove: {
    from: ["active", "paused"],
    to: "removed",
    action: "remove",
    linkActive: false,
    done: "Member removed: their link left the pool and their history is kept",
  },
} as const satisfies Record<string, StatusChange>;

async function changeStatus(
  { db, kv }: MemberDeps,
  actor: Actor,
  id: number,
  change: StatusChange,
): Promise<Outcome> {
  const now = Date.now();
  const statements: Statement[] = [
    setMemberStatusStatement(db, id, change.from, change.to, now),
    auditInsertIf(
      db,
      { actor, entry: { action: change.action, entity: "member", entityId: id } },
      sql`changes() > 0`,
    ),
    setMemberLinkActiveStatement(db, id, change.linkActive, change.to),
    ...(change.to === "removed" ? [revokeMemberSessionsStatement(db, id, now)] : []),
  ];
  const [changed] = await runBatch<[unknown[]]>(db, statements);
  if (changed.length === 0) {
    const member = await getMember(db, id);
    if (!member) return refused("That member no longer exists.", 404);
    return refused(`That member is ${member.status}.`, 409);
  }
  if (change.linkActive) poolMayHaveChanged();
  await membersChanged(kv);
  return succeeded(change.done);
}

export function pauseMember(deps: MemberDeps, actor: Actor, input: MemberIdInput) {
  return changeStatus(deps, actor, input.id, CHANGES.pause);
}

export function resumeMember(deps: MemberDeps, actor: Actor, input: MemberIdInput) {
  return changeStatus(deps, actor, input.id, CHANGES.resume);
}

/** Removes a member: history kept, the link out of the pool, sessions ended. */
export function removeMember(deps: MemberDeps, actor: Actor, input: MemberIdInput) {
  return changeStatus(deps, actor, input.id, CHANGES.remove);
}
