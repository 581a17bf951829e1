// Writing one item of a content screen (testimonials, earnings proofs, videos): the row's
// statement and its audit entry in one D1 batch, then the public pages' content version, then
// back to the screen with a toast. An edit or a deletion whose row is already gone answers 404
// with the screen's own failure message.
import { runBatch, type Db } from "~/data/db";
import { auditInsert, type AuditEntry } from "~/data/audit";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { actionError, attempt, redirectWithToast, type ActionToast } from "./action-results.server";

type ContentWrite<Row> = {
  db: Db;
  kv: KVNamespace;
  user: { id: number; email: string };
  /** The INSERT, UPDATE or DELETE … RETURNING statement of the row. */
  statement: Parameters<Db["batch"]>[0][number];
  audit: AuditEntry;
  /** The screen to go back to, and its toast. */
  page: string;
  done: ActionToast;
  /** When given, a statement that found no row answers 404 with this toast. */
  missing?: ActionToast;
  /** Work after the write (a stored file to remove), given the row it returned. */
  after?: (row: Row) => Promise<void>;
};

export async function writeContentItem<Row>(w: ContentWrite<Row>) {
  const [[row]] = await runBatch<[Row[]]>(w.db, [w.statement, auditInsert(w.db, w.user, w.audit)]);
  if (row === undefined) {
    if (w.missing) return actionError(w.missing, 404);
  } else await w.after?.(row);
  await bumpContentVersion(w.kv);
  return redirectWithToast(w.page, w.done);
}

type Deletion<Row> = Omit<ContentWrite<Row>, "audit" | "missing"> & {
  /** Audit entity name, e.g. "testimonial". */
  entity: string;
  id: number;
  /** What the failure toast says. */
  failed: string;
};

export function deleteContentItem<Row>({ entity, id, failed, ...write }: Deletion<Row>) {
  const failure: ActionToast = { type: "error", title: "Error", description: failed };
  return attempt(failure, () =>
    writeContentItem({
      ...write,
      audit: { action: "delete", entity, entityId: id },
      missing: failure,
    }),
  );
}
