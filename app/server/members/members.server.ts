// Capability: members (issue 30), the people who share the guide. Each has a name, an email, the
// languages they support, a personal code and one pool link (one already in the pool, or a new
// one that joins it). This module holds the operator's add and edit; beside it: pause, resume and
// remove (./status.server.ts), the invitation (./invite.server.ts), the member's own changes and
// the link approval (./own-changes.server.ts), sign-in links (./sign-in.server.ts) and member
// sessions (./session.server.ts). Every change is one D1 batch with its audit row and answers an
// Outcome. Data: app/data/members.ts, member-sign-in.ts; rules: app/domain/members/; screens:
// app/routes/admin/members/ (the operator's) and app/routes/site/member/ (the member's own page).
// Every change bumps the content version: the visit path (?via=<code>, /via/<code>, the
// language-aware pool) keeps members per content version (app/server/referral/member-directory.server.ts).
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor } from "~/data/audit";
import { runBatch, type Db, type Statement } from "~/data/db";
import {
  insertMemberStatement,
  memberAuditInsert,
  setLinkApprovalStatement,
  setMemberLinkStatements,
  takenBy,
  updateMemberStatement,
  type MemberValues,
} from "~/data/members";
import { insertReferralLink } from "~/data/referral-links";
import { DEFAULT_DISPLAY_LIMIT } from "~/domain/referral/rotation";
import type { AddMemberInput, LinkApprovalInput, UpdateMemberInput } from "~/schemas/members";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { poolMayHaveChanged } from "~/server/referral/empty-pool.server";
import { membersChanged } from "~/server/referral/member-directory.server";

/** `kv`: where the content version is bumped after a change (the visit path's member directory
 * follows it); the Worker's own binding when left out. */
export type MemberDeps = { db: Db; kv?: KVNamespace };

/** The refusal when a unique rule or the pool link refused the change. */
function conflict(error: unknown, values: MemberValues): Outcome<never> {
  const taken = takenBy(error);
  if (taken === "code")
    return refused(`The code ${values.code} is taken: choose another.`, 409, {
      code: "This code is taken.",
    });
  if (taken === "email")
    return refused(`${values.email} is already a member.`, 409, { email: "Already a member." });
  if (taken === "link")
    return refused("That pool link already belongs to another member.", 409, {
      referralLinkId: "Already a member's link.",
    });
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  if (/FOREIGN KEY constraint failed/i.test(text))
    return refused("That pool link no longer exists.", 404, { referralLinkId: "Link gone." });
  throw error;
}

/** Runs a member's statements; a broken unique rule becomes its refusal. */
async function runMemberBatch(db: Db, statements: Statement[], values: MemberValues) {
  try {
    return { ok: true as const, results: await runBatch(db, statements) };
  } catch (error) {
    return { ok: false as const, outcome: conflict(error, values) };
  }
}

/** Adds a member with their pool link: an existing one, or a new active one that joins the pool
 * (its insert, the member's and both audit rows in one batch: a taken code adds no link). */
export async function addMember(
  { db, kv }: MemberDeps,
  actor: Actor,
  input: AddMemberInput,
): Promise<Outcome<{ code: string }>> {
  const detail = `${input.name} <${input.email}> code ${input.code}`;
  const statements: Statement[] = input.link
    ? [
        insertReferralLink(db, {
          link: input.link,
          description: `Member: ${input.name}`.slice(0, 500),
          isActive: true,
          displayLimit: DEFAULT_DISPLAY_LIMIT,
        }),
        insertMemberStatement(db, input, sql`last_insert_rowid()`),
        auditInsert(db, actor, { action: "create", entity: "referral_link", detail: input.link }),
      ]
    : [insertMemberStatement(db, input, input.referralLinkId!)];
  statements.push(memberAuditInsert(db, actor, input.code, { action: "create", detail }));
  const done = await runMemberBatch(db, statements, input);
  if (!done.ok) return done.outcome;
  if (input.link) poolMayHaveChanged();
  await membersChanged(kv);
  return succeeded(`Member ${input.name} added`, { code: input.code });
}

/** Edits a member (not a removed one); `link`, when given, is their pool link's new URL, or a new
 * link that joins the pool when theirs was deleted. */
export async function updateMember(
  { db, kv }: MemberDeps,
  actor: Actor,
  input: UpdateMemberInput,
): Promise<Outcome> {
  const statements: Statement[] = [
    ...(input.link ? setMemberLinkStatements(db, input.id, input.link, DEFAULT_DISPLAY_LIMIT) : []),
    updateMemberStatement(db, input.id, input),
    auditInsertIf(
      db,
      {
        actor,
        entry: {
          action: "update",
          entity: "member",
          entityId: input.id,
          detail: `${input.name} <${input.email}> code ${input.code}${input.link ? ` link ${input.link}` : ""}`,
        },
      },
      sql`changes() > 0`,
    ),
  ];
  const done = await runMemberBatch(db, statements, input);
  if (!done.ok) return done.outcome;
  if ((done.results[statements.length - 2] as unknown[]).length === 0)
    return refused("That member no longer exists or was removed.", 404);
  if (input.link) poolMayHaveChanged();
  await membersChanged(kv);
  return succeeded(`Member ${input.name} updated`);
}

/** Turns "a member's link change waits for approval" on or off (a site setting). */
export async function setLinkApproval(
  { db }: MemberDeps,
  actor: Actor,
  input: LinkApprovalInput,
): Promise<Outcome> {
  await db.batch([
    setLinkApprovalStatement(db, input.required),
    auditInsert(db, actor, {
      action: "update",
      entity: "site_settings",
      detail: `memberLinkChangesNeedApproval ${input.required ? "on" : "off"}`,
    }),
  ]);
  return succeeded(
    input.required
      ? "Members' link changes now wait for your approval"
      : "Members' link changes now apply at once",
  );
}
