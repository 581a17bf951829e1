// The Presentation Manager's changes: the admin's upload (published at once), the review of a
// visitor's upload (approve or reject), and deleting a presentation with its stored file. The
// visitor's own upload is app/routes/site/presentations/ (stored by
// app/server/files/store-presentation.server.ts, pending until reviewed here).
import { auditInsert, type Actor } from "~/data/audit";
import { runBatch } from "~/data/db";
import { removeFileQuietly } from "~/data/files";
import * as rows from "~/data/presentations";
import type { PresentationFields } from "~/schemas/content";
import { refused, succeeded, type Outcome } from "~/server/admin/outcome";
import { storePresentation } from "~/server/files/store-presentation.server";
import type { UploadedFile } from "~/server/files/uploads.server";
import { bumpContentVersion } from "~/server/pages/content-version.server";
import { deleteContentItem, type ContentDeps } from "./content-items.server";

const STORE_FAILED = {
  storage: "Upload failed: the file could not be stored.",
  database: "Database insert failed: the presentation was not saved.",
} as const;

/** An admin's upload: stored, listed and published at once. */
export async function uploadPresentation(
  deps: ContentDeps,
  actor: Actor,
  upload: { fields: PresentationFields; file: UploadedFile },
): Promise<Outcome<{ id: number }>> {
  const { fields, file } = upload;
  const stored = await storePresentation(
    { FILES: deps.files },
    deps.db,
    { fields, file, status: "approved", uploadedBy: "admin" },
    { actor, action: "upload", detail: `${fields.title} (${fields.language})` },
  );
  if (!stored.ok) return refused(STORE_FAILED[stored.failure], 500);
  await bumpContentVersion(deps.kv);
  return succeeded("Presentation uploaded successfully", { id: stored.id });
}

/** Publishes (approve) or keeps off the site (reject) a presentation, a visitor's upload. */
export async function reviewPresentation(
  deps: ContentDeps,
  actor: Actor,
  id: number,
  decision: "approve" | "reject",
): Promise<Outcome> {
  const status = decision === "approve" ? "approved" : "rejected";
  const [changed] = await runBatch<[unknown[]]>(deps.db, [
    rows.setPresentationStatus(deps.db, id, status),
    auditInsert(deps.db, actor, { action: decision, entity: "presentation", entityId: id }),
  ]);
  if (changed.length === 0) return refused("Unknown presentation.", 404);
  await bumpContentVersion(deps.kv);
  return succeeded(status === "approved" ? "Presentation approved" : "Presentation rejected");
}

/** Deletes a presentation and then its stored file (a rejected upload's too). */
export function deletePresentation(deps: ContentDeps, actor: Actor, id: number) {
  return deleteContentItem<{ filePath: string }>(deps, actor, {
    statement: rows.deletePresentation(deps.db, id),
    entity: "presentation",
    id,
    done: "Presentation deleted",
    missing: "The presentation no longer exists.",
    after: (row) => removeFileQuietly(deps.files, row.filePath),
  });
}
