import { and, count, eq, lte, sum } from "drizzle-orm";
import type { Db } from "./db";
import { presentations } from "./schema";

const pendingVisitor = and(
  eq(presentations.status, "pending"),
  eq(presentations.uploadedBy, "visitor"),
);

/** Visitor uploads waiting for review: how many and how many bytes. With `upToId`, only those
 * stored up to and including that row (the ones ahead of it in the queue). */
export async function pendingVisitorUploads(
  db: Db,
  upToId?: number,
): Promise<{ count: number; bytes: number }> {
  const [row] = await db
    .select({ n: count(), bytes: sum(presentations.sizeBytes) })
    .from(presentations)
    .where(
      upToId === undefined ? pendingVisitor : and(pendingVisitor, lte(presentations.id, upToId)),
    );
  return { count: row?.n ?? 0, bytes: Number(row?.bytes ?? 0) };
}
