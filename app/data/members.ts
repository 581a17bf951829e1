// Members' rows (issue 30): each member with their pool link, the statements the operations in
// app/server/members/ batch with their audit rows, and the "link changes need approval" setting
// (a site_settings row). A code, an email or a link already taken is refused by the insert or
// update itself (the unique indexes of migration 0018); `takenBy` reads which one from D1's error.
import { and, asc, eq, inArray, isNotNull, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Actor, AuditEntry } from "./audit";
import type { Db, Statement } from "./db";
import { firstRow, NOW_MS } from "./rows";
import { auditLog, members, referralLinks } from "./schema";
import { isSwitchOn, setSwitchStatement } from "./switch-settings";
import {
  parseMemberLanguages,
  storedMemberLanguages,
  type MemberStatus,
} from "~/domain/members/members";

const memberColumns = {
  id: members.id,
  name: members.name,
  email: members.email,
  languages: members.languages,
  code: members.code,
  status: members.status,
  referralLinkId: members.referralLinkId,
  link: referralLinks.link,
  linkActive: referralLinks.isActive,
  pendingLink: members.pendingLink,
  pendingLinkAt: members.pendingLinkAt,
  createdAt: members.createdAt,
  updatedAt: members.updatedAt,
  removedAt: members.removedAt,
};

export type MemberRow = {
  id: number;
  name: string;
  email: string;
  languages: string[];
  code: string;
  status: MemberStatus;
  referralLinkId: number | null;
  link: string | null;
  linkActive: boolean | null;
  pendingLink: string | null;
  pendingLinkAt: number | null;
  createdAt: number;
  updatedAt: number;
  removedAt: number | null;
};

function withLink(db: Db) {
  return db
    .select(memberColumns)
    .from(members)
    .leftJoin(referralLinks, eq(referralLinks.id, members.referralLinkId));
}

function toRow(row: Omit<MemberRow, "languages"> & { languages: string }): MemberRow {
  return { ...row, languages: parseMemberLanguages(row.languages) };
}

/** Every member, removed ones last, then by name. */
export async function listMembers(db: Db): Promise<MemberRow[]> {
  const rows = await withLink(db).orderBy(
    sql`${members.status} = 'removed'`,
    asc(members.name),
    asc(members.id),
  );
  return rows.map(toRow);
}

export async function getMember(db: Db, id: number): Promise<MemberRow | null> {
  const row = await firstRow(withLink(db).where(eq(members.id, id)));
  return row ? toRow(row) : null;
}

/** The member an address signs in as: active or paused, never removed. */
export async function findMemberForSignIn(db: Db, email: string) {
  return firstRow(
    db
      .select({ id: members.id, email: members.email, languages: members.languages })
      .from(members)
      .where(and(eq(members.email, email), ne(members.status, "removed"))),
  );
}

/** Pool links no member (but a removed one) owns: the ones a new member can be given. */
export async function listFreePoolLinks(db: Db) {
  return db
    .select({ id: referralLinks.id, link: referralLinks.link, isActive: referralLinks.isActive })
    .from(referralLinks)
    .where(
      sql`NOT EXISTS (SELECT 1 FROM members m WHERE m.referral_link_id = ${referralLinks.id} AND m.status <> 'removed')`,
    )
    .orderBy(asc(referralLinks.id))
    .limit(500);
}

export type MemberValues = { name: string; email: string; languages: string[]; code: string };

/** A new member; `linkId` is a pool link's id, or `last_insert_rowid()` right after the insert
 * of their new link in the same batch. */
export function insertMemberStatement(db: Db, values: MemberValues, linkId: number | SQL) {
  return db
    .insert(members)
    .values({
      name: values.name,
      email: values.email,
      code: values.code,
      languages: storedMemberLanguages(values.languages),
      referralLinkId: linkId,
    })
    .returning({ id: members.id });
}

/** The row of the member with this id that is not removed (removed members are history). */
const liveMember = (id: number) => and(eq(members.id, id), ne(members.status, "removed"));

export function updateMemberStatement(db: Db, id: number, values: MemberValues) {
  return db
    .update(members)
    .set({
      name: values.name,
      email: values.email,
      code: values.code,
      languages: storedMemberLanguages(values.languages),
      updatedAt: NOW_MS,
    })
    .where(liveMember(id))
    .returning({ id: members.id });
}

export function updateMemberLanguagesStatement(db: Db, id: number, languages: string[]) {
  return db
    .update(members)
    .set({ languages: storedMemberLanguages(languages), updatedAt: NOW_MS })
    .where(liveMember(id))
    .returning({ id: members.id });
}

/** Moves a member from one of `from` to `to`; returns the member's id and link when it did. */
export function setMemberStatusStatement(
  db: Db,
  id: number,
  from: readonly MemberStatus[],
  to: MemberStatus,
  now = Date.now(),
) {
  return db
    .update(members)
    .set({
      status: to,
      updatedAt: NOW_MS,
      ...(to === "removed" ? { removedAt: now, pendingLink: null, pendingLinkAt: null } : {}),
    })
    .where(and(eq(members.id, id), inArray(members.status, [...from])))
    .returning({ id: members.id, referralLinkId: members.referralLinkId });
}

/** The member's pool link in or out of the pool, when the member has status `status` (the
 * statement before it in the batch set it). */
export function setMemberLinkActiveStatement(
  db: Db,
  memberId: number,
  active: boolean,
  status: MemberStatus,
) {
  return db
    .update(referralLinks)
    .set({ isActive: active, updatedAt: NOW_MS })
    .where(
      sql`${referralLinks.id} = (SELECT referral_link_id FROM members WHERE id = ${memberId} AND status = ${status})`,
    );
}

/** The member's pool link gets a new URL (the member's change, or the operator's approval). */
export function setMemberLinkUrlStatement(db: Db, memberId: number, url: string) {
  return db
    .update(referralLinks)
    .set({ link: url, updatedAt: NOW_MS })
    .where(
      sql`${referralLinks.id} = (SELECT referral_link_id FROM members WHERE id = ${memberId} AND status <> 'removed')`,
    )
    .returning({ id: referralLinks.id });
}

/** A new pool link for a live member who has none (theirs was deleted on the Referral Links
 * screen): at `url`, or at their pending link change (`"pending"`, only when one waits). It is in
 * the pool while the member is active. `attachNewLinkStatement` right after it makes it theirs. */
export function insertLinkIfNoneStatement(
  db: Db,
  memberId: number,
  url: string | "pending",
  displayLimit: number,
) {
  const pending = url === "pending";
  return db.insert(referralLinks).select((qb) =>
    qb
      .select({
        id: sql<number>`NULL`.as("id"),
        link: (pending ? sql<string>`${members.pendingLink}` : sql<string>`${url}`).as("link"),
        description: sql<string>`substr('Member: ' || ${members.name}, 1, 500)`.as("description"),
        isActive: sql<boolean>`${members.status} = 'active'`.as("is_active"),
        displayLimit: sql<number>`${displayLimit}`.as("display_limit"),
        displaysLeft: sql<number>`${displayLimit}`.as("displays_left"),
        createdAt: sql<number>`${NOW_MS}`.as("created_at"),
        updatedAt: sql<number>`${NOW_MS}`.as("updated_at"),
        statsClearedAt: sql<number | null>`NULL`.as("stats_cleared_at"),
        statsBaseDisplays: sql<number>`0`.as("stats_base_displays"),
        statsBaseClicks: sql<number>`0`.as("stats_base_clicks"),
      })
      .from(members)
      .where(
        and(
          liveMember(memberId),
          isNull(members.referralLinkId),
          pending ? isNotNull(members.pendingLink) : undefined,
        ),
      ),
  );
}

/** Gives the member the link the statement before it inserted (nothing when it inserted none). */
export function attachNewLinkStatement(db: Db, memberId: number) {
  return db
    .update(members)
    .set({ referralLinkId: sql`last_insert_rowid()`, updatedAt: NOW_MS })
    .where(and(liveMember(memberId), isNull(members.referralLinkId), sql`changes() > 0`));
}

/** The member's referral link becomes `url`: their pool link's new URL, or, when they have none,
 * a new link that joins the pool. The last statement changes a row whenever the member is live
 * (an audit row after it can use `changes() > 0`) and returns the link's id. */
export function setMemberLinkStatements(
  db: Db,
  memberId: number,
  url: string,
  displayLimit: number,
): Statement[] {
  return [
    insertLinkIfNoneStatement(db, memberId, url, displayLimit),
    attachNewLinkStatement(db, memberId),
    setMemberLinkUrlStatement(db, memberId, url),
  ];
}

/** Applies the member's pending link change to their pool link (nothing when none is pending). */
export function applyPendingLinkStatement(db: Db, memberId: number) {
  return db
    .update(referralLinks)
    .set({
      link: sql`(SELECT pending_link FROM members WHERE id = ${memberId})`,
      updatedAt: NOW_MS,
    })
    .where(
      sql`${referralLinks.id} = (SELECT referral_link_id FROM members WHERE id = ${memberId} AND status <> 'removed' AND pending_link IS NOT NULL)`,
    )
    .returning({ id: referralLinks.id, link: referralLinks.link });
}

/** Sets (a URL) or clears (null) the link change waiting for approval. */
export function setPendingLinkStatement(db: Db, memberId: number, url: string | null) {
  return db
    .update(members)
    .set({ pendingLink: url, pendingLinkAt: url === null ? null : Date.now(), updatedAt: NOW_MS })
    .where(liveMember(memberId))
    .returning({ id: members.id, pendingLink: members.pendingLink });
}

/** Drops the member's pending link change; returns the member when one was pending. */
export function clearPendingLinkStatement(db: Db, memberId: number) {
  return db
    .update(members)
    .set({ pendingLink: null, pendingLinkAt: null, updatedAt: NOW_MS })
    .where(and(eq(members.id, memberId), isNotNull(members.pendingLink)))
    .returning({ id: members.id, pendingLink: members.pendingLink });
}

/** The audit row of a change to the member with this code: its id is read from the table when
 * the batch reaches it, so the row of a member added in the same batch carries the new id. */
export function memberAuditInsert(
  db: Db,
  actor: Actor,
  code: string,
  entry: Pick<AuditEntry, "action" | "detail">,
) {
  return db.insert(auditLog).values({
    userId: actor.id,
    userEmail: actor.email,
    action: entry.action,
    entity: "member",
    entityId: sql`(SELECT CAST(id AS TEXT) FROM members WHERE code = ${code})`,
    detail: (entry.detail ?? "").slice(0, 500),
  });
}

/** Which unique rule a failed insert or update broke, from D1's message; null for any other
 * failure (which the caller throws on). */
export function takenBy(error: unknown): "code" | "email" | "link" | null {
  const text = error instanceof Error ? `${error.message} ${String(error.cause ?? "")}` : "";
  if (!/UNIQUE constraint failed/i.test(text)) return null;
  if (/members\.code/.test(text)) return "code";
  if (/members\.email/.test(text)) return "email";
  if (/members\.referral_link_id/.test(text)) return "link";
  return null;
}

/** The site_settings key of "a member's link change waits for the operator's approval". */
export const LINK_APPROVAL_SETTING = "memberLinkChangesNeedApproval";

export function linkChangesNeedApproval(db: Db): Promise<boolean> {
  return isSwitchOn(db, LINK_APPROVAL_SETTING);
}

export function setLinkApprovalStatement(db: Db, required: boolean) {
  return setSwitchStatement(db, LINK_APPROVAL_SETTING, required);
}

/** Active members with a pool link, as the visit path keeps them (app/server/referral/
 * member-directory.server.ts reads this once per content version in an isolate). */
export async function listSponsors(db: Db) {
  const rows = await db
    .select({
      code: members.code,
      name: members.name,
      languages: members.languages,
      linkId: referralLinks.id,
      link: referralLinks.link,
    })
    .from(members)
    .innerJoin(referralLinks, eq(referralLinks.id, members.referralLinkId))
    .where(eq(members.status, "active"))
    .orderBy(asc(members.id));
  return rows.map((r) => ({ ...r, languages: parseMemberLanguages(r.languages) }));
}
