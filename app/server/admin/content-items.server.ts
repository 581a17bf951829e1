// Deleting one item of a content screen (testimonials, earnings proofs, videos): the row and its
// audit entry in one D1 batch, then the public pages' content version, then back to the screen
// with a toast. An id that is already gone answers 404 with the screen's own failure message.
import type { Db } from "~/data/db";
import { auditInsert } from "~/data/audit";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { actionError, attempt, redirectWithToast, type ActionToast } from "./action-results.server";

type Deletion<Row> = {
  db: Db;
  kv: KVNamespace;
  user: { id: number; email: string };
  /** Audit entity name, e.g. "testimonial". */
  entity: string;
  id: number;
  /** The DELETE … RETURNING statement of the row. */
  statement: Parameters<Db["batch"]>[0][number];
  /** The screen to go back to, and what its toasts say. */
  page: string;
  failed: string;
  done: ActionToast;
  /** Work after the row is gone (its stored file), given the deleted row. */
  after?: (row: Row) => Promise<void>;
};

export function deleteContentItem<Row>(d: Deletion<Row>) {
  const failure: ActionToast = { type: "error", title: "Error", description: d.failed };
  return attempt(failure, async () => {
    const [removed] = (await d.db.batch([
      d.statement,
      auditInsert(d.db, d.user, { action: "delete", entity: d.entity, entityId: d.id }),
    ])) as unknown as [Row[]];
    if (removed.length === 0) return actionError(failure, 404);
    await d.after?.(removed[0]!);
    await bumpContentVersion(d.kv);
    return redirectWithToast(d.page, d.done);
  });
}
