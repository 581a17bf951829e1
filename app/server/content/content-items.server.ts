// Capability: the site's content that admins manage on their own screens: presentations,
// earnings proofs, testimonials and videos. One operation per change, in one module per kind
// (./presentations.server.ts, ./earnings-proof.server.ts, ./testimonials.server.ts,
// ./videos.server.ts); each does the whole change (the row and its audit entry in one D1 batch,
// the stored file, the public pages' content version) and returns an Outcome. This module is
// their shared core. Data: app/data/presentations.ts, earnings-proof.ts, testimonials.ts,
// videos.ts, files.ts (R2); uploads are read and stored by app/server/files/. Routes:
// app/routes/admin/presentations/, earnings-proof/, testimonials/, videos.tsx; the public pages
// read the content through app/data/public-content.ts. No jobs.
//
// Unexpected failures (D1 or R2 down) are thrown, not answered: the caller turns them into its
// own failure message (`attempt` in app/server/admin/action-results.server.ts).
import { auditInsert, type Actor, type AuditEntry } from "~/data/audit";
import { getDb, runBatch, type Db, type Statement } from "~/data/db";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { bumpContentVersion } from "~/server/pages/content-version.server";

/** What a content change needs: the database, the KV holding the content version, and the R2
 * bucket of uploaded files. */
export type ContentDeps = { db: Db; kv: KVNamespace; files: R2Bucket };

export function contentDeps(env: Pick<Env, "DB" | "KV" | "FILES">): ContentDeps {
  return { db: getDb(env.DB), kv: env.KV, files: env.FILES };
}

type ItemWrite<Row> = {
  /** The INSERT, UPDATE or DELETE … RETURNING statement of the row. */
  statement: Statement;
  audit: AuditEntry;
  /** The message of the change made. */
  done: string;
  /** When given, a statement that found no row is refused (404) with this message. */
  missing?: string;
  /** Work after the write (a stored file to remove), given the row it returned. */
  after?: (row: Row) => Promise<void>;
  /** Undoes what was done for the write beforehand (a file stored for it) when the write fails
   * or is refused. */
  undo?: () => Promise<void>;
};

/** Writes one content row and its audit entry in one batch, then bumps the content version. */
export async function writeContentItem<Row>(
  deps: Pick<ContentDeps, "db" | "kv">,
  actor: Actor,
  w: ItemWrite<Row>,
): Promise<Outcome<Row | undefined>> {
  let row: Row | undefined;
  try {
    [[row]] = await runBatch<[Row[]]>(deps.db, [w.statement, auditInsert(deps.db, actor, w.audit)]);
  } catch (error) {
    await w.undo?.();
    throw error;
  }
  if (row !== undefined) await w.after?.(row);
  else if (w.missing !== undefined) {
    await w.undo?.();
    return refused(w.missing, 404);
  }
  await bumpContentVersion(deps.kv);
  return succeeded(w.done, row);
}

/** Deletes one content row (audited as `entity` `id`); a row already gone is refused (404). */
export function deleteContentItem<Row>(
  deps: Pick<ContentDeps, "db" | "kv">,
  actor: Actor,
  d: Omit<ItemWrite<Row>, "audit" | "missing" | "undo"> & {
    entity: string;
    id: number;
    missing: string;
  },
) {
  const { entity, id, ...write } = d;
  return writeContentItem(deps, actor, {
    ...write,
    audit: { action: "delete", entity, entityId: id },
  });
}
