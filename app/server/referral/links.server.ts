// The admin's changes to the referral pool (spec section 2, "Referral Links Rotator"): add, edit,
// delete, reset a link's display count, clear its logs, activate or pause several links at once.
// Each is one D1 batch with its audit rows, and is called by the admin screen
// (app/routes/admin/referral-links/) and the API (workers/api/referral-links.ts). Activating and
// pausing one link is part of an edit (isActive).
//
// Public pages carry the visitor's link per request (never cached), and a returning visitor keeps
// the link their signed cookie names until its hour is over. What can give the pool displays
// again (add, edit, reset) forgets this isolate's "pool is empty" (./empty-pool.server.ts).
// Unexpected failures (D1 down) are thrown; the caller answers them with its own message.
import { sql } from "drizzle-orm";
import { auditInsert, auditInsertIf, type Actor, type AuditEntry } from "~/data/audit";
import { runBatch, type Db, type Statement } from "~/data/db";
import {
  clearReferralLogs,
  deleteReferralLinkStatements,
  insertReferralLink,
  isHeldByInactiveMember,
  resetReferralLink,
  setReferralLinksActive,
  auditReferralLinksActive,
  updateReferralLink,
  type ReferralLinkRow,
} from "~/data/referral-links";
import type { LinksActiveInput, ReferralLinkInput } from "~/schemas/referral-link";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { poolMayHaveChanged } from "./empty-pool.server";
import { membersChanged } from "./member-directory.server";

/** `kv` as in app/server/members/members.server.ts: an edited or deleted link may be a member's
 * (the visit path's member directory follows the content version). */
export type LinkDeps = { db: Db; kv?: KVNamespace };

/** The refusal when the link was deleted in the meantime (another tab, another admin). */
const GONE = "The link no longer exists.";

type LinkEntry = Omit<AuditEntry, "entity">;

/** The audit row of a new link, for its batch. */
function linkAudit(db: Db, actor: Actor, entry: LinkEntry) {
  return auditInsert(db, actor, { entity: "referral_link", ...entry });
}

/** The audit row of a change to one link, written only when the statement before it in the
 * batch changed the link (none for a link already gone). */
function changedLinkAudit(db: Db, actor: Actor, entry: LinkEntry) {
  return auditInsertIf(
    db,
    { actor, entry: { entity: "referral_link", ...entry } },
    sql`changes() > 0`,
  );
}

/** Adds a link; its displays left start at its display limit. */
export async function createLink(
  { db }: LinkDeps,
  actor: Actor,
  input: ReferralLinkInput,
): Promise<Outcome<ReferralLinkRow>> {
  const [[row]] = await db.batch([
    insertReferralLink(db, input),
    linkAudit(db, actor, { action: "create", detail: input.link }),
  ]);
  poolMayHaveChanged();
  return succeeded("Referral link added", row!);
}

/** Edits a link (app/data/referral-links.ts says what becomes of its displays left). */
export async function updateLink(
  { db, kv }: LinkDeps,
  actor: Actor,
  id: number,
  input: ReferralLinkInput,
): Promise<Outcome<ReferralLinkRow>> {
  if (input.isActive && (await isHeldByInactiveMember(db, id))) return refused(MEMBER_PAUSED, 409);
  const [[row]] = await db.batch([
    updateReferralLink(db, id, input),
    changedLinkAudit(db, actor, { action: "update", entityId: id, detail: input.link }),
  ]);
  if (!row) return refused(GONE, 404);
  poolMayHaveChanged();
  await membersChanged(kv);
  return succeeded("Referral link updated", row);
}

/** Runs `statements` on link `id` with their audit row; refused when the last statement found
 * no link (it returns the row it changed). */
async function changeLink(
  db: Db,
  actor: Actor,
  id: number,
  change: { statements: Statement[]; action: string; done: string },
): Promise<Outcome<number>> {
  const results = await runBatch(db, [
    ...change.statements,
    changedLinkAudit(db, actor, { action: change.action, entityId: id }),
  ]);
  if (results[change.statements.length - 1]!.length === 0) return refused(GONE, 404);
  return succeeded(change.done, id);
}

/** Deletes a link and its logs. */
export async function deleteLink({ db, kv }: LinkDeps, actor: Actor, id: number) {
  const outcome = await changeLink(db, actor, id, {
    statements: [...deleteReferralLinkStatements(db, id)],
    action: "delete",
    done: "Referral link deleted",
  });
  if (outcome.ok) await membersChanged(kv);
  return outcome;
}

/** Puts a link's displays left back to its display limit. */
export async function resetLinkDisplays({ db }: LinkDeps, actor: Actor, id: number) {
  const outcome = await changeLink(db, actor, id, {
    statements: [resetReferralLink(db, id)],
    action: "reset",
    done: "Display count reset",
  });
  if (outcome.ok) poolMayHaveChanged();
  return outcome;
}

/** Starts the stats dialog's totals and log again from now (the raw events stay for analytics).
 * A link that is gone has nothing to clear, which is not refused. */
export async function clearLinkLogs(
  { db }: LinkDeps,
  actor: Actor,
  id: number,
  now = Date.now(),
): Promise<Outcome<number>> {
  await db.batch([
    clearReferralLogs(db, id, now),
    changedLinkAudit(db, actor, { action: "clear-logs", entityId: id }),
  ]);
  return succeeded("Logs cleared", id);
}

const MEMBER_PAUSED =
  "This link belongs to a paused or removed member: resume the member on the Members screen to put it back in the pool.";

/** "1 link", "3 links". */
const links = (n: number) => `${n} ${n === 1 ? "link" : "links"}`;

/** Activates or pauses the links `ids` (the list's bulk buttons): one batch with one audit row per
 * link changed. Links already so, ids of no link, and (to activate) links of a paused or removed
 * member are left alone; the value is the ids of the links changed. */
export async function setLinksActive(
  { db, kv }: LinkDeps,
  actor: Actor,
  { ids, active }: LinksActiveInput,
): Promise<Outcome<number[]>> {
  const [, changed] = await db.batch([
    auditReferralLinksActive(db, actor, ids, active),
    setReferralLinksActive(db, ids, active),
  ]);
  const changedIds = changed.map((row) => row.id);
  if (changedIds.length === 0) return succeeded("No links changed", changedIds);
  // As an edit that activates or pauses one link does.
  poolMayHaveChanged();
  await membersChanged(kv);
  return succeeded(`${links(changedIds.length)} ${active ? "activated" : "paused"}`, changedIds);
}
