import { sql, type SQL } from "drizzle-orm";
import type { Db } from "./db";
import { newestFirst, NOW_MS } from "./rows";
import { auditLog } from "./schema";

export type Actor = { id: number; email: string };
export type AuditEntry = {
  action: string;
  entity: string;
  entityId?: string | number | null;
  detail?: string;
};

/** The insert for one audit row; pass it to db.batch() beside the change it records. */
export function auditInsert(db: Db, actor: Actor, entry: AuditEntry) {
  return db.insert(auditLog).values({
    userId: actor.id,
    userEmail: actor.email,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    detail: (entry.detail ?? "").slice(0, 500),
  });
}

/** An audit row and who wrote it, for a change whose statement decides whether it happens. */
export type AuditEntryFor = { actor: Actor; entry: AuditEntry };

/** The insert for one audit row that is written only where `condition` holds when the batch
 * reaches it (the state the change it records leaves behind). */
export function auditInsertIf(db: Db, { actor, entry }: AuditEntryFor, condition: SQL) {
  return db.insert(auditLog).select((qb) =>
    qb
      .select({
        id: sql<number>`NULL`.as("id"),
        userId: sql<number>`${actor.id}`.as("user_id"),
        userEmail: sql<string>`${actor.email}`.as("user_email"),
        action: sql<string>`${entry.action}`.as("action"),
        entity: sql<string>`${entry.entity}`.as("entity"),
        entityId: sql<string | null>`${entry.entityId == null ? null : String(entry.entityId)}`.as(
          "entity_id",
        ),
        detail: sql<string>`${(entry.detail ?? "").slice(0, 500)}`.as("detail"),
        createdAt: sql<number>`${NOW_MS}`.as("created_at"),
      })
      .from(sql`(SELECT 1)`)
      .where(condition),
  );
}

export async function recordAudit(db: Db, actor: Actor, entry: AuditEntry) {
  await auditInsert(db, actor, entry);
}

export async function listRecentAudit(db: Db, limit = 10) {
  return db
    .select({
      id: auditLog.id,
      userEmail: auditLog.userEmail,
      action: auditLog.action,
      entity: auditLog.entity,
      entityId: auditLog.entityId,
      detail: auditLog.detail,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .orderBy(...newestFirst(auditLog))
    .limit(limit);
}
