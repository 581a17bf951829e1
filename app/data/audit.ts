import type { Db } from "./db";
import { newestFirst } from "./rows";
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
