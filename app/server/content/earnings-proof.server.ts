// The Earnings Proof screen's changes: add a proof (an image and its description), edit one
// (optionally replacing its image) and delete one. A replaced or deleted image is removed from R2
// after the row changed; an image stored for a change that did not happen is removed again. Rows
// whose image is a bundled asset ("/assets/…") have no stored file.
import type { Actor } from "~/data/audit";
import { removeFileQuietly } from "~/data/files";
import * as rows from "~/data/earnings-proof";
import type { ProofInput } from "~/schemas/content";
import { refused, type Outcome } from "~/server/admin/outcome";
import { storeUploadedFile, type UploadedFile } from "~/server/files/uploads.server";
import { deleteContentItem, writeContentItem, type ContentDeps } from "./content-items.server";

const NO_LONGER_EXISTS = "The image no longer exists.";

const isStored = (imagePath: string) => !imagePath.startsWith("/");

/** Stores the image; null when storage failed (logged). */
async function storeImage(deps: ContentDeps, file: UploadedFile): Promise<string | null> {
  try {
    return await storeUploadedFile(deps.files, "proofs", file);
  } catch (error) {
    console.error(error);
    return null;
  }
}

export async function createProof(
  deps: ContentDeps,
  actor: Actor,
  input: ProofInput,
  file: UploadedFile,
): Promise<Outcome<{ id: number } | undefined>> {
  const key = await storeImage(deps, file);
  if (!key) return refused("File upload failed", 500);
  return writeContentItem(deps, actor, {
    statement: rows.insertProof(deps.db, { imagePath: key, ...input }),
    audit: { action: "create", entity: "earnings_proof", detail: input.description.slice(0, 80) },
    done: "Earnings proof added",
    undo: () => removeFileQuietly(deps.files, key),
  });
}

/** Saves a proof's description and language, and its image when `file` is given (the old one
 * is removed once the row points to the new one). */
export async function updateProof(
  deps: ContentDeps,
  actor: Actor,
  id: number,
  input: ProofInput,
  file: UploadedFile | null,
): Promise<Outcome<{ id: number } | undefined>> {
  const current = await rows.getProofImagePath(deps.db, id);
  if (current === null) return refused(NO_LONGER_EXISTS, 404);
  const key = file ? await storeImage(deps, file) : null;
  if (file && !key) return refused("File upload failed", 500);
  return writeContentItem(deps, actor, {
    statement: rows.updateProof(deps.db, id, { imagePath: key ?? current, ...input }),
    audit: { action: "update", entity: "earnings_proof", entityId: id },
    done: "Earnings proof updated",
    missing: NO_LONGER_EXISTS,
    after: async () => {
      if (key && isStored(current)) await removeFileQuietly(deps.files, current);
    },
    undo: async () => {
      if (key) await removeFileQuietly(deps.files, key);
    },
  });
}

/** Deletes a proof, then its stored image. */
export function deleteProof(deps: ContentDeps, actor: Actor, id: number) {
  return deleteContentItem<{ imagePath: string }>(deps, actor, {
    statement: rows.deleteProof(deps.db, id),
    entity: "earnings_proof",
    id,
    done: "Image deleted",
    missing: "Failed to delete image",
    after: async (row) => {
      if (isStored(row.imagePath)) await removeFileQuietly(deps.files, row.imagePath);
    },
  });
}
