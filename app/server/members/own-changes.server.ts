// A member's changes to their own data on their page (issue 30): the languages they support and
// their referral link. Each acts on the signed-in member only (an id naming anyone else is
// refused) and is audited with the member as the actor: user_id 0 (no admin) and their email. A
// link change applies at once, or waits for the operator (the Members screen approves or rejects
// it) while the "link changes need approval" setting is on. Refusals are dictionary keys.
import { sql } from "drizzle-orm";
import { auditInsertIf, type Actor } from "~/data/audit";
import { runBatch, type Db, type Statement } from "~/data/db";
import {
  applyPendingLinkStatement,
  attachNewLinkStatement,
  clearPendingLinkStatement,
  insertLinkIfNoneStatement,
  linkChangesNeedApproval,
  setMemberLinkStatements,
  setPendingLinkStatement,
  updateMemberLanguagesStatement,
} from "~/data/members";
import { isOwnMember } from "~/domain/members/members";
import { DEFAULT_DISPLAY_LIMIT } from "~/domain/referral/rotation";
import type { MessageKey } from "~/i18n/dictionaries/en";
import type { MemberIdInput, OwnLanguagesInput, OwnLinkInput } from "~/schemas/members";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { membersChanged } from "~/server/referral/member-directory.server";
import type { MemberSession } from "./session.server";

/** `kv` as in ./members.server.ts (the content version a change bumps). */
type OwnDeps = { db: Db; kv?: KVNamespace };

/** A member acting on their own data, as the audit log names them. */
function memberActor(session: MemberSession): Actor {
  return { id: 0, email: session.email };
}

const NOT_YOURS: MessageKey = "general.member.notYours";

/** A change of the member's own data: refused (403) when `member` names someone else; else the
 * statements, then the audit row when the statement just before it changed a row: `saved`, or
 * refused (404) when the first statement found no member of theirs. */
async function ownChange(
  db: Db,
  session: MemberSession,
  change: {
    member: number | null | undefined;
    statements: Statement[];
    entry: { action: string; detail?: string };
    saved: MessageKey;
  },
): Promise<Outcome<MessageKey>> {
  const { member, statements, entry, saved } = change;
  if (!isOwnMember(session, member)) return refused(NOT_YOURS, 403);
  const results = await runBatch(db, [
    ...statements,
    auditInsertIf(
      db,
      { actor: memberActor(session), entry: { ...entry, entity: "member", entityId: session.id } },
      sql`changes() > 0`,
    ),
  ]);
  if ((results[0] as unknown[]).length === 0) return refused(NOT_YOURS, 404);
  return succeeded(saved, saved);
}

export async function updateOwnLanguages(
  { db, kv }: OwnDeps,
  session: MemberSession,
  input: OwnLanguagesInput,
): Promise<Outcome<MessageKey>> {
  const outcome = await ownChange(db, session, {
    member: input.member,
    statements: [updateMemberLanguagesStatement(db, session.id, input.languages)],
    entry: { action: "member-languages", detail: input.languages.join(", ") },
    saved: "general.member.languagesSaved",
  });
  if (outcome.ok) await membersChanged(kv);
  return outcome;
}

/** The member's new referral link: their pool link's URL now (a new link that joins the pool when
 * theirs was deleted), or a request the operator approves. */
export async function requestLinkChange(
  { db, kv }: OwnDeps,
  session: MemberSession,
  input: OwnLinkInput,
): Promise<Outcome<MessageKey>> {
  const { member, link } = input;
  if (await linkChangesNeedApproval(db))
    return ownChange(db, session, {
      member,
      statements: [setPendingLinkStatement(db, session.id, link)],
      entry: { action: "member-request-link", detail: link },
      saved: "general.member.linkRequested",
    });
  const outcome = await ownChange(db, session, {
    member,
    statements: [
      setPendingLinkStatement(db, session.id, null),
      ...setMemberLinkStatements(db, session.id, link, DEFAULT_DISPLAY_LIMIT),
    ],
    entry: { action: "member-change-link", detail: link },
    saved: "general.member.linkSaved",
  });
  if (outcome.ok) {
    poolMayHaveChanged();
    await membersChanged(kv);
  }
  return outcome;
}

/** The operator applies a member's pending link change to their pool link (a new link that joins
 * the pool when theirs was deleted). */
export async function approveLinkChange(
  { db, kv }: OwnDeps,
  actor: Actor,
  input: MemberIdInput,
): Promise<Outcome> {
  const [, , applied] = await runBatch<[unknown, unknown, { link: string }[]]>(db, [
    insertLinkIfNoneStatement(db, input.id, "pending", DEFAULT_DISPLAY_LIMIT),
    attachNewLinkStatement(db, input.id),
    applyPendingLinkStatement(db, input.id),
    auditInsertIf(
      db,
      { actor, entry: { action: "approve-link", entity: "member", entityId: input.id } },
      sql`changes() > 0`,
    ),
    setPendingLinkStatement(db, input.id, null),
  ]);
  if (applied.length === 0) return refused("No link change is waiting for this member.", 404);
  poolMayHaveChanged();
  await membersChanged(kv);
  return succeeded(`Link change approved: ${applied[0]!.link}`);
}

/** The operator turns a member's pending link change down; their link stays as it was. */
export async function rejectLinkChange(
  { db }: OwnDeps,
  actor: Actor,
  input: MemberIdInput,
): Promise<Outcome> {
  const [cleared] = await runBatch<[{ pendingLink: string | null }[]]>(db, [
    clearPendingLinkStatement(db, input.id),
    auditInsertIf(
      db,
      { actor, entry: { action: "reject-link", entity: "member", entityId: input.id } },
      sql`changes() > 0`,
    ),
  ]);
  if (cleared.length === 0) return refused("No link change is waiting for this member.", 404);
  return succeeded("Link change turned down; the member's link stays as it was");
}
