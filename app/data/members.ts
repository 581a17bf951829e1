// Members' rows (issue 30): each member with their pool link, the statements the operations in
// app/server/members/ batch with their audit rows, and the "link changes need approval" setting
// (a site_settings row). A code, an email or a link already taken is refused by the insert or
// update itself (the unique indexes of migration 0018); `takenBy` reads which one from D1's error.
import { and, asc, eq, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import type { Actor, AuditEntry } from "./audit";
import type { Db } from "./db";
import { firstRow, NOW_MS } from "./rows";
import {
  chargeBudgetIfChanged,
  takeRandomDisplay,
  underBudgetSql,
  type DisplayBudget,
  type DisplayTake,
} from "./referral-links";
import { auditLog, members, referralLinks, siteSettings } from "./schema";
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

export async function linkChangesNeedApproval(db: Db): Promise<boolean> {
  const row = await firstRow(
    db
      .select({ value: siteSettings.value })
      .from(siteSettings)
      .where(eq(siteSettings.key, LINK_APPROVAL_SETTING)),
  );
  return row?.value === "true";
}

export function setLinkApprovalStatement(db: Db, required: boolean) {
  const value = JSON.stringify(required);
  return db
    .insert(siteSettings)
    .values({ key: LINK_APPROVAL_SETTING, value, updatedAt: Date.now() })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value, updatedAt: Date.now() } });
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

const AVAILABLE = "is_active = 1 AND displays_left > 0";
/** A random available link among those whose ids are in the JSON list `?6`, else among all
 * (the pick of takeRandomDisplay in app/data/referral-links.ts), `?1` in [0, 1) choosing. */
const pickAmong = (where: string) =>
  `(SELECT id FROM referral_links WHERE ${where} ORDER BY id LIMIT 1
      OFFSET CAST(?1 * (SELECT count(*) FROM referral_links WHERE ${where}) AS INTEGER))`;
const PREFERRED = `${AVAILABLE} AND id IN (SELECT value FROM json_each(?6))`;
/** The language-aware pick, the take and the client's budget in one conditional UPDATE. */
const TAKE_PREFERRED_SQL = `UPDATE referral_links SET displays_left = displays_left - 1
  WHERE id = coalesce(${pickAmong(PREFERRED)}, ${pickAmong(AVAILABLE)})
    AND ${AVAILABLE} AND ${underBudgetSql(2)}
  RETURNING id, link`;

/**
 * takeRandomDisplay with a preference (issue 30's language-aware pool): a display of one of
 * `preferred` (the links of active members who support the page's language) while any of them
 * has displays left, else of any pool link. One conditional UPDATE, so limits stay exact under
 * concurrency; the budget is charged in the same batch, only for a display taken.
 */
export async function takePreferredDisplay(
  db: Db,
  random: number,
  budget: DisplayBudget | null,
  preferred: readonly number[],
): Promise<DisplayTake> {
  if (preferred.length === 0) return takeRandomDisplay(db, random, budget);
  const d1 = db.$client;
  const b = budget ?? { client: "", kind: "view", windowEnd: 0, limit: Number.MAX_SAFE_INTEGER };
  const take = d1
    .prepare(TAKE_PREFERRED_SQL)
    .bind(random, b.client, b.kind, b.windowEnd, b.limit, JSON.stringify(preferred));
  if (!budget)
    return { taken: await take.first<{ id: number; link: string }>(), budgetSpent: false };
  const [taken] = await d1.batch<{ id: number; link: string }>([
    take,
    chargeBudgetIfChanged(db, b),
  ]);
  const row = taken?.results[0];
  if (row) return { taken: { id: row.id, link: row.link }, budgetSpent: false };
  const under = await d1
    .prepare(`SELECT ${underBudgetSql(1)} AS under`)
    .bind(b.client, b.kind, b.windowEnd, b.limit)
    .first<{ under: number }>();
  return { taken: null, budgetSpent: under?.under === 0 };
}
